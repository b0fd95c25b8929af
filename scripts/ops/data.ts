/**
 * @module `npm run ops:data -- [--all] [--remote]` prints the source watch's review queue (issue #35): the rules
 * ending within 60 days, then the flags newest first, each with its kind, date, subject, diff or failure, link and
 * records; `-- --ack <id> --by <name> --result "<text>"` records that a person re-checked one. Both go through the
 * Worker's ops routes (GET /ops/data, POST /ops/data/ack): the local site (`npm start`, http://127.0.0.1:8787, or
 * OPS_BASE) by default, SITE_URL from wrangler.toml with --remote. The bearer token is OPS_TOKEN from the
 * environment, else .dev.vars. A site that does not answer is one line and exit code 1 (issue #43).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseDataArgs } from "./data-args";
import { type OpsDataBody, opsDataLines } from "./data-print";
import { opsTarget } from "./local-setting";
import { refusalLine, SiteRequestError, siteJson } from "./site-request";

/**
 * Records that a person re-checked a flag (POST /ops/data/ack), for this command and the data desk's --ack.
 * @returns ok, or the one line saying why not (the site refused it, or could not be reached).
 */
export async function acknowledge(ack: {
  id: string;
  by: string;
  result: string;
  remote: boolean;
}): Promise<{ ok: true } | { ok: false; line: string }> {
  const { base, headers } = opsTarget(ack.remote);
  try {
    const { response, body } = await siteJson<{ message?: string; error?: string }>(
      base,
      "/ops/data/ack",
      {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify({ id: ack.id, by: ack.by, result: ack.result }),
      },
      ack.remote,
    );
    return response.ok && body !== null ? { ok: true } : { ok: false, line: refusalLine(response.status, body) };
  } catch (error) {
    if (!(error instanceof SiteRequestError)) throw error;
    return { ok: false, line: error.message };
  }
}

/**
 * Runs the command.
 * @returns the exit code: 0 done, 1 the site refused it or could not be reached (one line on stderr), 2 bad arguments.
 */
export async function main(argv: readonly string[]): Promise<number> {
  const command = parseDataArgs(argv);
  if ("error" in command) {
    console.error(command.error);
    return 2;
  }
  const { base, headers } = opsTarget(command.remote);
  try {
    if (command.kind === "ack") {
      const acked = await acknowledge(command);
      if (!acked.ok) {
        console.error(acked.line);
        return 1;
      }
      console.log(`Acknowledged ${command.id} (by ${command.by}).`);
      return 0;
    }
    const { response, body } = await siteJson<OpsDataBody & { message?: string; error?: string }>(
      base,
      `/ops/data${command.all ? "?status=all" : ""}`,
      { headers },
      command.remote,
    );
    if (!response.ok || body === null) {
      console.error(refusalLine(response.status, body));
      return 1;
    }
    for (const line of opsDataLines(body, command.all)) console.log(line);
    return 0;
  } catch (error) {
    if (!(error instanceof SiteRequestError)) throw error;
    console.error(error.message);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
