/**
 * @module `npm run ops:data -- [--all] [--remote]` prints the source watch's review queue (issue #35), newest first:
 * each flag's kind, date, subject, diff or failure, link and records; `-- --ack <id> --by <name> --result "<text>"`
 * records that a person re-checked one. Both go through the Worker's ops routes (GET /ops/data, POST
 * /ops/data/ack): the local site (`npm start`, http://127.0.0.1:8787, or OPS_BASE) by default, SITE_URL from
 * wrangler.toml with --remote. The bearer token is OPS_TOKEN from the environment, else .dev.vars.
 */
import { parseDataArgs } from "./data-args";
import { opsTarget } from "./local-setting";

const command = parseDataArgs(process.argv.slice(2));
if ("error" in command) {
  console.error(command.error);
  process.exit(2);
}
const { base, headers } = opsTarget(command.remote);

if (command.kind === "ack") {
  const response = await fetch(`${base}/ops/data/ack`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({ id: command.id, by: command.by, result: command.result }),
  });
  const body = (await response.json()) as { message?: string };
  if (!response.ok) {
    console.error(`${response.status}: ${body.message ?? "refused"}`);
    process.exit(1);
  }
  console.log(`Acknowledged ${command.id} (by ${command.by}).`);
} else {
  const response = await fetch(`${base}/ops/data${command.all ? "?status=all" : ""}`, { headers });
  if (!response.ok) {
    console.error(`${response.status}: ${await response.text()}`);
    process.exit(1);
  }
  type Flag = {
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
  };
  const body = (await response.json()) as {
    sources: { watched: number; changed: number; unreachable: number; lastCheckedAt: string | null };
    flags: Flag[];
  };
  const s = body.sources;
  console.log(
    `Sources watched: ${s.watched} (last read ${s.lastCheckedAt ?? "never"}); changed since our check: ${s.changed}; unreachable: ${s.unreachable}.`,
  );
  console.log(`${body.flags.length} ${command.all ? "" : "open "}flag${body.flags.length === 1 ? "" : "s"}, newest first.\n`);
  for (const f of body.flags) {
    console.log(`[${f.kind}] ${f.raisedAt.slice(0, 10)}  ${f.id}`);
    console.log(`  ${f.subject}`);
    for (const line of f.detail.split("\n")) console.log(`  ${line}`);
    if (f.link) console.log(`  Look at: ${f.link}`);
    if (f.records.length > 0) console.log(`  Records: ${f.records.join(", ")}`);
    if (f.ackedAt) console.log(`  Acknowledged ${f.ackedAt.slice(0, 10)} by ${f.ackedBy}: ${f.ackResult}`);
    console.log("");
  }
}
