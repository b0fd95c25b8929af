/**
 * @module Reads the Verified Visa Fees directory's inputs from D1, each in one batch: every fee record of the
 * fee-data origin (India) in source order with the countries those records name, or one destination's records
 * with that country; and the rate table.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { CountrySummary } from "../../../shared/countries/country";
import type { RateTable } from "../../../shared/money/rates";
import type { CountryCode } from "../../../shared/units/country-code";
import type { FeeOption } from "../../../shared/visa/fee-option";
import type { Db } from "../client";
import { countries, exchangeRates, feeOptions } from "../schema";
import { countryLabelColumns } from "./countries";
import { feeOptionColumns, rateColumns, toFeeOption, toRateTable } from "./fee-options";

/** What the directory is built from. */
export interface DirectoryData {
  /** Countries with at least one fee record (code, name, flag), in no particular order. */
  countries: Pick<CountrySummary, "code" | "name" | "flagEmoji">[];
  /** Fee records for Indian passports, in source order (`position`). */
  feeOptions: FeeOption[];
  rates: RateTable;
}

/** Loads the directory's data: one D1 round trip (three statements in a batch). */
export async function loadDirectoryData(db: Db): Promise<DirectoryData> {
  // India's detailed records, until the directory answers for any passport (issue #45).
  const ofOrigin = eq(feeOptions.recordSet, "detailed");
  const destinations = db.selectDistinct({ code: feeOptions.destinationCountryCode }).from(feeOptions).where(ofOrigin);
  const [feeRows, countryRows, rateRows] = await db.batch([
    db.select(feeOptionColumns).from(feeOptions).where(ofOrigin).orderBy(asc(feeOptions.position)),
    db.select(countryLabelColumns).from(countries).where(inArray(countries.code, destinations)),
    db.select(rateColumns).from(exchangeRates),
  ]);
  return {
    countries: countryRows,
    feeOptions: feeRows.map(toFeeOption),
    rates: toRateTable(rateRows),
  };
}

/** One destination's records for the options dialog: the country (null when unknown) and its records. */
export interface DirectoryOptionsData {
  country: Pick<CountrySummary, "code" | "name" | "flagEmoji"> | null;
  /** Fee records for Indian passports to the destination, in source order. */
  feeOptions: FeeOption[];
  rates: RateTable;
}

/** Loads one destination's records, its country and the rate table: one D1 round trip (three statements). */
export async function loadDirectoryOptionsData(db: Db, destination: CountryCode): Promise<DirectoryOptionsData> {
  const [feeRows, countryRows, rateRows] = await db.batch([
    db
      .select(feeOptionColumns)
      .from(feeOptions)
      .where(and(eq(feeOptions.recordSet, "detailed"), eq(feeOptions.destinationCountryCode, destination)))
      .orderBy(asc(feeOptions.position)),
    db.select(countryLabelColumns).from(countries).where(eq(countries.code, destination)),
    db.select(rateColumns).from(exchangeRates),
  ]);
  return {
    country: countryRows[0] ?? null,
    feeOptions: feeRows.map(toFeeOption),
    rates: toRateTable(rateRows),
  };
}
