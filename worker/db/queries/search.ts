/** @module Reads what the free-text search index is built from: countries, Indian fee records, rates, dataset dates. */
import { asc, eq } from "drizzle-orm";
import type { SearchSources } from "../../../shared/search/index";
import type { Db } from "../client";
import { countries, exchangeRates, feeOptions } from "../schema";
import { countryColumns, toCountry } from "./countries";
import { feeOptionColumns, rateColumns, toFeeOption, toRateTable } from "./fee-options";

/**
 * Every country, every fee record of Indian passports (source order) and the rate table, in one D1 batch.
 * @returns SearchSources for buildSearchIndex (199 countries, 163 records after the seed), without the day.
 */
export async function loadSearchSources(db: Db): Promise<Omit<SearchSources, "today">> {
  const [countryRows, feeRows, rateRows] = await db.batch([
    db.select(countryColumns).from(countries),
    db.select(feeOptionColumns).from(feeOptions).where(eq(feeOptions.recordSet, "detailed")).orderBy(asc(feeOptions.position)),
    db.select(rateColumns).from(exchangeRates),
  ]);
  return { countries: countryRows.map(toCountry), feeOptions: feeRows.map(toFeeOption), rates: toRateTable(rateRows) };
}
