/**
 * @module How `npm run ops:data` and `npm run data:watch -- --fixtures` print the watch's review queue (issue #35):
 * the sources' totals, the rules ending within 60 days with their last day, days left and flag (issue #43), then
 * each flag newest first with its kind, date, id, subject, detail, link, records and acknowledgement. The body is GET /ops/data's JSON (worker/routes/ops-data.ts).
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

/** A rule ending within 60 days as GET /ops/data lists it (computed on the day of the request). */
export interface OpsDataEnding {
  /** The rule's last day, and the days from today to it (0: today is the last day). */
  on: string;
  daysLeft: number;
  text: string;
  link: string | null;
  /** Its rule-ending flag once the daily run raised it, else null. */
  flag: { id: string; ackedAt: string | null } | null;
}

/** GET /ops/data's body. */
export interface OpsDataBody {
  /** The day of the request (UTC), which the ending rules are counted from. */
  today: string;
  ending: OpsDataEnding[];
  sources: { watched: number; changed: number; unreachable: number; lastCheckedAt: string | null };
  flags: OpsDataFlag[];
}

const daysLeftText = (days: number) => (days === 0 ? "its last day is today" : `${days} day${days === 1 ? "" : "s"} left`);

/** The rules ending within 60 days, soonest first, each with its last day, days left, link and flag. */
function endingLines(body: OpsDataBody): string[] {
  if (body.ending.length === 0) return [`Rules ending within 60 days of ${body.today}: none.`];
  const lines = [`Rules ending within 60 days of ${body.today}: ${body.ending.length}, soonest first.`];
  for (const e of body.ending) {
    lines.push(`  ${e.on} (${daysLeftText(e.daysLeft)}): ${e.text}`);
    if (e.link) lines.push(`    Look at: ${e.link}`);
    lines.push(
      e.flag === null
        ? "    Flag: not raised yet (the daily run raises it)."
        : `    Flag: ${e.flag.id}${e.flag.ackedAt ? `, acknowledged ${e.flag.ackedAt.slice(0, 10)}` : ", open"}.`,
    );
  }
  return lines;
}

/**
 * The queue as lines of text: the sources' totals, the rules ending within 60 days, then the flags; `all`:
 * acknowledged flags are listed too (the count says "flags", not "open flags").
 */
export function opsDataLines(body: OpsDataBody, all: boolean): string[] {
  const s = body.sources;
  const lines = [
    `Sources watched: ${s.watched} (last read ${s.lastCheckedAt ?? "never"}); changed since our check: ${s.changed}; unreachable: ${s.unreachable}.`,
    ...endingLines(body),
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
