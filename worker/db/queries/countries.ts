/** @module Country reads from D1, mapped to the domain's Country shape. */
import { asc, eq } from "drizzle-orm";
import type { Country, CountrySearchTerms, CountrySummary } from "../../../shared/countries/country";
import type { CountryCode } from "../../../shared/units/country-code";
import type { Db } from "../client";
import { countries } from "../schema";

/** Columns of what a card's heading shows of a country: code, name and flag (the directory's cards). */
export const countryLabelColumns = {
  code: countries.code,
  name: countries.name,
  flagEmoji: countries.flagEmoji,
};

/**
 * Columns of a CountrySummary (code, name, flag, region): a selected row is one as it comes, for pickers and
 * the finder's cards.
 */
export const countrySummaryColumns = {
  ...countryLabelColumns,
  region: countries.region,
} satisfies { [K in keyof CountrySummary]: unknown };

/** Columns of a full Country row (shared with the batched pair loader); the JSON columns need toCountry. */
export const countryColumns = {
  ...countrySummaryColumns,
  searchAliases: countries.searchAliases,
  majorCities: countries.majorCities,
  demonym: countries.demonym,
};

type Row = Pick<typeof countries.$inferSelect, keyof typeof countryColumns>;

/** Maps a row (JSON columns parsed) to the domain's Country. */
export function toCountry(row: Row): Country {
  return {
    code: row.code,
    name: row.name,
    flagEmoji: row.flagEmoji,
    region: row.region,
    searchAliases: JSON.parse(row.searchAliases) as string[],
    majorCities: JSON.parse(row.majorCities) as string[],
    demonym: row.demonym,
  };
}

/**
 * Every country's summary (code, name, flag, region), sorted by name.
 * @returns CountrySummary[] (199 after the seed).
 */
export async function listCountries(db: Db): Promise<CountrySummary[]> {
  return db.select(countrySummaryColumns).from(countries).orderBy(asc(countries.name));
}

/**
 * Search aliases and major cities of every country, keyed by ISO 3166-1 alpha-2 code.
 */
export async function countrySearchTerms(db: Db): Promise<Record<string, CountrySearchTerms>> {
  const rows = await db.select({ code: countries.code, searchAliases: countries.searchAliases, majorCities: countries.majorCities }).from(countries);
  return Object.fromEntries(
    rows.map((r) => [r.code, { searchAliases: JSON.parse(r.searchAliases) as string[], majorCities: JSON.parse(r.majorCities) as string[] }]),
  );
}

/**
 * The name of a country in the data, or null when the code is not a seeded country (the consultation stores
 * its destination's name as it was when the lead came in).
 * @example await countryNameOf(db, "TH" as CountryCode) // "Thailand"
 */
export async function countryNameOf(db: Db, code: CountryCode): Promise<string | null> {
  const [row] = await db.select({ name: countries.name }).from(countries).where(eq(countries.code, code)).limit(1);
  return row?.name ?? null;
}
