/**
 * @module `npm run data:desk -- <change.json> [--on YYYY-MM-DD] [--dry-run] [--ack <flag id> --by <name>] [--data DIR]`
 * (issue #43): applies one reviewed change to data/ (data/desk/{id}.json, over the upstream files), or to DIR, a data
 * folder laid out as data/ (a scratch copy, to try a change on a local site: `npm run db:seed -- --data DIR` loads it). It refuses a change
 * without a source, validates the file with the desk's schemas and the whole seed with the change applied (file, line
 * and reason on a problem), prints what each affected page will say before and after (pairs, counts and rank, the
 * home carousel) today and on the days the change starts or ends, and, given a watch flag's id, acknowledges the flag
 * with the change (through the site's ops route, as `npm run ops:data -- --ack` does). Nothing is written when any
 * step fails, or with --dry-run. Then `npm run db:seed` loads it.
 */
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { SeedInputError } from "../shared/data-input/errors";
import { isoDateOf, parseIsoDate } from "../shared/units/iso-date";
import { deskReport, siteModel } from "./desk/report";
import { missingSources } from "./desk/refusals";
import { buildSeedRows } from "./seed/build";
import { deskFileSchema } from "./seed/desk-schemas";
import { DEFAULT_DATA_DIR, DESK_DIR, loadSeedSources } from "./seed/load";
import { parseJsonDocument } from "./seed/parse";
import { acknowledge } from "./ops/data";

const USAGE = "usage: npm run data:desk -- <change.json> [--on YYYY-MM-DD] [--dry-run] [--ack <flag id> --by <name>] [--data DIR]";

/**
 * Runs the command on `dataDir` (data/, or `--data DIR`).
 * @returns the exit code: 0 applied (or checked, with --dry-run), 1 refused (a problem is printed), 2 bad arguments.
 */
export async function main(argv: readonly string[], dataDir: string = DEFAULT_DATA_DIR): Promise<number> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { on: { type: "string" }, "dry-run": { type: "boolean" }, ack: { type: "string" }, by: { type: "string" }, data: { type: "string" } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const dir = values.data === undefined ? dataDir : path.resolve(String(values.data));
  const file = positionals[0];
  const on = values.on === undefined ? isoDateOf(new Date()) : parseIsoDate(String(values.on));
  if (!file || positionals.length > 1 || !on || (values.ack !== undefined) !== (values.by !== undefined)) {
    console.error(USAGE);
    return 2;
  }
  const text = await readFile(file, "utf8").catch(() => null);
  if (text === null) {
    console.error(`Cannot read ${file}.`);
    return 1;
  }
  const refusals = missingSources(text);
  if (refusals.length > 0) {
    for (const line of refusals) console.error(line);
    return 1;
  }
  try {
    const desk = parseJsonDocument({ name: file, text }, deskFileSchema);
    const target = path.join(dir, DESK_DIR, `${desk.id}.json`);
    const sources = await loadSeedSources(dir);
    const others = (sources.desk ?? []).filter((s) => path.resolve(s.name) !== path.resolve(target) && !s.name.endsWith(`${desk.id}.json`));
    const before = buildSeedRows({ ...sources, desk: others });
    const after = buildSeedRows({ ...sources, desk: [...others, { name: file, text }] });
    console.log(
      `${desk.id}: ${desk.changes.length} change${desk.changes.length === 1 ? "" : "s"}, reviewed ${desk.reviewedOn} by ${desk.reviewedBy} (${desk.finding})`,
    );
    for (const line of deskReport(desk, siteModel(before), siteModel(after), on)) console.log(line);
    if (values["dry-run"]) {
      console.log(`Checked, not applied (--dry-run): ${path.relative(process.cwd(), target)} would be written.`);
      return 0;
    }
    if (values.ack !== undefined) {
      const acked = await acknowledge({
        id: String(values.ack),
        by: String(values.by),
        result: `Applied data desk change ${desk.id}: ${desk.finding}`,
        remote: false,
      });
      if (!acked.ok) {
        console.error(`${acked.line} Nothing was written.`);
        return 1;
      }
      console.log(`Acknowledged flag ${values.ack} (by ${values.by}).`);
    }
    if (!existsSync(path.dirname(target))) {
      console.error(`${path.dirname(target)} does not exist.`);
      return 1;
    }
    await writeFile(target, text.endsWith("\n") ? text : `${text}\n`);
    console.log(
      values.data === undefined
        ? `Applied: ${path.relative(process.cwd(), target)}. Load it with npm run db:seed, then commit data/desk/.`
        : `Applied: ${path.relative(process.cwd(), target)}. Load it with npm run db:seed -- --data ${String(values.data)}.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof SeedInputError)) throw error;
    console.error(error.message);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
