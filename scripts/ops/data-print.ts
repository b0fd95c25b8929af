/**
 * @module How `npm run ops:data` and `npm run data:watch -- --fixtures` print the watch's review queue (issue #35):
 * the sources' totals, then each flag newest first with its kind, date, id, subject, detail, link, records and
 * acknowledgement. The body is GET /ops/data's JSON (worker/routes/ops-data.ts).
 */

/** A flag as GET /ops/data lists it. */
export interface OpsDataFlag {
  id: string;
  kind: string;
  subject: string;
  detail: string;
  link: string | null;
  records: string[];
  raisedAt: string;
  ackedBy: string | null;
  ackedAt: string | null;
  ackResult: string | null;
}

/** GET /ops/data's body. */
export interface OpsDataBody {
  sources: { watched: number; changed: number; unreachable: number; lastCheckedAt: string | null };
  flags: OpsDataFlag[];
}

/** The queue as lines of text; `all`: acknowledged flags are listed too (the count says "flags", not "open flags"). */
export function opsDataLines(body: OpsDataBody, all: boolean): string[] {
  const s = body.sources;
  const lines = [
    `Sources watched: ${s.watched} (last read ${s.lastCheckedAt ?? "never"}); changed since our check: ${s.changed}; unreachable: ${s.unreachable}.`,
    `${body.flags.length} ${all ? "" : "open "}flag${body.flags.length === 1 ? "" : "s"}, newest first.`,
    "",
  ];
  for (const f of body.flags) {
    lines.push(`[${f.kind}] ${f.raisedAt.slice(0, 10)}  ${f.id}`, `  ${f.subject}`);
    for (const line of f.detail.split("\n")) lines.push(`  ${line}`);
    if (f.link) lines.push(`  Look at: ${f.link}`);
    if (f.records.length > 0) lines.push(`  Records: ${f.records.join(", ")}`);
    if (f.ackedAt) lines.push(`  Acknowledged ${f.ackedAt.slice(0, 10)} by ${f.ackedBy}: ${f.ackResult}`);
    lines.push("");
  }
  return lines;
}
