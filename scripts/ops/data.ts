/**
 * @module `npm run ops:data -- [--all] [--remote]` prints the source watch's review queue (issue #35), newest first:
 * each flag's kind, date, subject, diff or failure, link and records; `-- --ack <id> --by <name> --result "<text>"`
 * records that a person re-checked one. Both go through the Worker's ops routes (GET /ops/data, POST
 * /ops/data/ack): the local site (`npm start`, http://127.0.0.1:8787, or OPS_BASE) by default, SITE_URL from
 * wrangler.toml with --remote. The bearer token is OPS_TOKEN from the environment, else .dev.vars.
 */
import { parseDataArgs } from "./data-args";
import { type OpsDataBody, opsDataLines } from "./data-print";
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
  const body = (await response.json()) as OpsDataBody;
  for (const line of opsDataLines(body, command.all)) console.log(line);
}
