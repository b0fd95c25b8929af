/**
 * @module CLI `npm run data:import -- <tidy.csv> --as-of YYYY-MM-DD --source owner/name --source-url URL --licence MIT
 * [--name "Passport Index data"] [--commit <40 hex>] [--versions data/passport-index/versions.json] [--data data/]`:
 * adds a newer Passport Index snapshot as the current version. It validates the file (stops at the first bad row
 * with file and line), diffs it against the current version, writes the snapshot copy and the change rows beside
 * the manifest (data/passport-index/snapshots/, changes/) and updates the manifest. `npm run db:seed` then loads it.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseIsoDate } from "../shared/units/iso-date";
import { planImport, type ImportArgs } from "./import/snapshot";
import { SeedInputError } from "../shared/data-input/errors";
import { DEFAULT_DATA_DIR, DEFAULT_VERSIONS_MANIFEST, manifestFilePath } from "./seed/load";
import type { SourceText } from "../shared/data-input/source-text";
import { parsePassportIndexCsv } from "../shared/passport-index/parse";
import { ImportError } from "../shared/passport-index/validate";
import { parseChangesCsv, parseVersionsManifest } from "./seed/versions";

const USAGE =
  'usage: npm run data:import -- <tidy.csv> --as-of YYYY-MM-DD --source owner/name --source-url URL --licence MIT [--name "Passport Index data"] [--commit SHA] [--versions FILE] [--data DIR]';

class UsageError extends Error {}

interface CliOptions extends ImportArgs {
  file: string;
  manifestPath: string;
  dataDir: string;
}

function parseArgs(argv: readonly string[]): CliOptions | "help" {
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--help" || arg === "-h") return "help";
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const [flag, inline] = arg.includes("=") ? (arg.split(/=(.*)/s, 2) as [string, string]) : [arg, undefined];
    const value = inline ?? argv[++i];
    if (!value) throw new UsageError(`${flag} needs a value`);
    flags.set(flag, value);
  }
  const known = ["--as-of", "--source", "--source-url", "--licence", "--name", "--commit", "--versions", "--data"];
  const unknown = [...flags.keys()].find((f) => !known.includes(f));
  if (unknown) throw new UsageError(`unknown argument ${unknown}`);
  if (positional.length !== 1) throw new UsageError("give exactly one CSV file");
  const required = (flag: string) => {
    const v = flags.get(flag)?.trim();
    if (!v) throw new UsageError(`${flag} is required`);
    return v;
  };
  const asOn = parseIsoDate(required("--as-of"));
  if (!asOn) throw new UsageError("--as-of must be a calendar date YYYY-MM-DD");
  const sourceUrl = required("--source-url");
  if (!/^https?:\/\/\S+$/.test(sourceUrl)) throw new UsageError("--source-url must be an absolute http(s) URL");
  const commit = flags.get("--commit") ?? null;
  if (commit !== null && !/^[0-9a-f]{40}$/.test(commit)) throw new UsageError("--commit must be a 40-hex commit");
  return {
    file: path.resolve(positional[0] as string),
    asOn,
    source: required("--source"),
    sourceUrl,
    licence: required("--licence"),
    name: flags.get("--name")?.trim() || "Passport Index data",
    upstreamCommit: commit,
    manifestPath: path.resolve(flags.get("--versions") ?? DEFAULT_VERSIONS_MANIFEST),
    dataDir: path.resolve(flags.get("--data") ?? DEFAULT_DATA_DIR),
  };
}

async function read(absolute: string): Promise<SourceText> {
  return { name: path.relative(process.cwd(), absolute) || absolute, text: await readFile(absolute, "utf8") };
}

/** Writes through a temporary file and a rename, so a failed run never leaves half a file. */
async function writeAtomically(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text, "utf8");
  await rename(temporary, file);
}

/**
 * Runs the import.
 * @returns the exit code: 0 imported, 1 bad data (the first bad row is printed as `file:line: …`), 2 bad arguments.
 */
export async function main(argv: readonly string[]): Promise<number> {
  let options;
  try {
    options = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`data:import: ${error.message}\n${USAGE}`);
    return 2;
  }
  if (options === "help") {
    console.log(USAGE);
    return 0;
  }
  try {
    const manifest = parseVersionsManifest(await read(options.manifestPath));
    const current = manifest.versions.find((v) => v.asOn === manifest.current);
    if (!current) throw new Error("unreachable: the manifest's current version was validated");
    const resolve = (file: string) => manifestFilePath(file, options.dataDir, options.manifestPath);
    const currentRows = parsePassportIndexCsv(await read(resolve(current.file)));
    const historyFiles = [manifest.history.changes, ...manifest.versions.flatMap((v) => (v.changes ? [v.changes] : []))];
    const history = (await Promise.all(historyFiles.map(async (f) => parseChangesCsv(await read(resolve(f)))))).flat();
    const source = await read(options.file);
    const plan = planImport(manifest, currentRows, history, source, options);

    const folder = path.dirname(options.manifestPath);
    // The snapshot is kept beside the manifest: the shared data folder is read-only, and the seed reads it here.
    await writeAtomically(path.join(folder, plan.snapshotFile), source.text);
    await writeAtomically(path.join(folder, plan.changesFile), plan.changesCsv);
    await writeAtomically(options.manifestPath, `${JSON.stringify(plan.manifest, null, 2)}\n`);
    const category = plan.changes.filter((c) => c.kind === "category").length;
    console.log(
      `data:import: ${options.asOn} is now the current version (${plan.changes.length} pairs differ from ${manifest.current}: ${category} category, ${plan.changes.length - category} days); wrote ${plan.snapshotFile}, ${plan.changesFile} and ${path.basename(options.manifestPath)}. Next: npm run db:seed`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ImportError) {
      console.error(`data:import: nothing written\n${error.message}`);
      return 1;
    }
    if (error instanceof SeedInputError) {
      console.error(`data:import: nothing written\n${error.message}`);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
