/** @module Country reads from D1, mapped to the domain's Country shape. */
import { asc, inArray } from "drizzle-orm";
import type { Country } from "../../../shared/countries/country";
import type { CountryCode } from "../../../shared/units/country-code";
import type { Db } from "../client";
import { countries } from "../schema";

const columns = {
  code: countries.code,
  name: countries.name,
  flagEmoji: countries.flagEmoji,
  region: countries.region,
  searchAliases: countries.searchAliases,
  majorCities: countries.majorCities,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] };

function toCountry(row: Row): Country {
  return {
    code: row.code as CountryCode,
    name: row.name,
    flagEmoji: row.flagEmoji,
    region: row.region,
    searchAliases: JSON.parse(row.searchAliases) as string[],
    majorCities: JSON.parse(row.majorCities) as string[],
  };
}

/**
 * Every country, sorted by name.
 * @returns Country[] (199 after the seed).
 */
export async function listCountries(db: Db): Promise<Country[]> {
  const rows = await db.select(columns).from(countries).orderBy(asc(countries.name));
  return rows.map(toCountry);
}

/**
 * The countries with the given codes (unknown codes are simply absent from the map).
 * @returns a Map from code to Country.
 */
export async function countriesByCode(db: Db, codes: readonly CountryCode[]): Promise<Map<string, Country>> {
  const rows = await db.select(columns).from(countries).where(inArray(countries.code, [...codes]));
  return new Map(rows.map((r) => [r.code, toCountry(r)]));
}
