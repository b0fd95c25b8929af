/**
 * @module D1 reads behind the editorial pages: the counts their copy quotes (decision 7) and the fee
 * records a fee page shows, so a guide and the home check read the same rows.
 */
import { and, asc, countDistinct, eq, inArray } from "drizzle-orm";
import type { CountryCode } from "../../../shared/units/country-code";
import type { Db } from "../client";
import type { RateTable } from "../../../shared/money/rates";
import { countries, exchangeRates, feeOptions, visaRequirements } from "../schema";
import { feeOptionColumns, rateColumns, toFeeOption, toRateTable } from "./fee-options";
import { inCurrentVersion } from "./versions";

/** Sizes of the seeded data: passports with a requirement row, countries listed, destinations and records with fees. */
export interface DataCounts {
  /** Distinct passports in the current version of the requirements matrix (each analysed against every destination). */
  passports: number;
  /** Rows of the countries table. */
  countries: number;
  /** Distinct destinations with at least one fee record (Indian passports). */
  feeDestinations: number;
  /** Fee records (visa options) in total. */
  feeRecords: number;
}

/** Counts the seeded data in one D1 batch. */
export async function loadDataCounts(db: Db): Promise<DataCounts> {
  const [passports, countryRows, fees] = await db.batch([
    db
      .select({ n: countDistinct(visaRequirements.passportCountryCode) })
      .from(visaRequirements)
      .where(inCurrentVersion),
    db.select({ n: countDistinct(countries.code) }).from(countries),
    db.select({ destinations: countDistinct(feeOptions.destinationCountryCode), records: countDistinct(feeOptions.id) }).from(feeOptions),
  ]);
  return {
    passports: passports[0]?.n ?? 0,
    countries: countryRows[0]?.n ?? 0,
    feeDestinations: fees[0]?.destinations ?? 0,
    feeRecords: fees[0]?.records ?? 0,
  };
}

/**
 * India's detailed fee records for the given destinations, by destination then id (explicit columns, no notes or
 * evidence): the guides quote what an Indian passport holder pays, as the check for an Indian passport shows it.
 */
export async function loadFeeRecords(db: Db, destinations: readonly CountryCode[]) {
  const rows = await db
    .select(feeOptionColumns)
    .from(feeOptions)
    .where(and(inArray(feeOptions.destinationCountryCode, [...destinations]), eq(feeOptions.recordSet, "detailed")))
    .orderBy(asc(feeOptions.destinationCountryCode), asc(feeOptions.id));
  return rows.map(toFeeOption);
}

/** The dated rate table (units per USD), for the rupee equivalents a guide quotes. */
export async function loadRateTable(db: Db): Promise<RateTable> {
  return toRateTable(await db.select(rateColumns).from(exchangeRates));
}
