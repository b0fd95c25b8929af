/** @module Reads what the free-text search index is built from: countries, Indian fee records, rates, dataset dates. */
import { asc, eq } from "drizzle-orm";
import type { SearchSources } from "../../../shared/search/index";
import { FEE_DATA_ORIGIN } from "../../../shared/countries/country";
import type { Db } from "../client";
import { countries, datasets, exchangeRates, feeOptions } from "../schema";
import { countryColumns, toCountry } from "./countries";
import { feeOptionColumns, rateColumns, toFeeOption, toRateTable } from "./fee-options";

/** The version read through each database handle: a handle lives for one request (worker/db/client.ts). */
const versionOfHandle = new WeakMap<Db, Promise<string>>();

/**
 * A string naming the seeded data's version: every dataset id with its as-of date
 * ("passport-index:2025-01-12|rates-usd:2026-04-13|visa-fees:2026-11-23"), "" before the seed.
 * One indexed read of a few rows, once per request: a page's loaders and its server islands share one handle, so
 * they share the read (a failed read is not kept).
 */
export function loadDataVersion(db: Db): Promise<string> {
  let version = versionOfHandle.get(db);
  if (!version) {
    version = db
      .select({ id: datasets.id, asOn: datasets.asOn })
      .from(datasets)
      .orderBy(asc(datasets.id))
      .then((rows) => rows.map((r) => `${r.id}:${r.asOn}`).join("|"));
    versionOfHandle.set(db, version);
    const kept = version;
    kept.catch(() => {
      if (versionOfHandle.get(db) === kept) versionOfHandle.delete(db);
    });
  }
  return version;
}

/**
 * Every country, every fee record of Indian passports (source order) and the rate table, in one D1 batch.
 * @returns SearchSources for buildSearchIndex (199 countries, 163 records after the seed), without the day.
 */
export async function loadSearchSources(db: Db): Promise<Omit<SearchSources, "today">> {
  const [countryRows, feeRows, rateRows] = await db.batch([
    db.select(countryColumns).from(countries),
    db.select(feeOptionColumns).from(feeOptions).where(eq(feeOptions.passportCountryCode, FEE_DATA_ORIGIN)).orderBy(asc(feeOptions.position)),
    db.select(rateColumns).from(exchangeRates),
  ]);
  return { countries: countryRows.map(toCountry), feeOptions: feeRows.map(toFeeOption), rates: toRateTable(rateRows) };
}
