/** @module Curated country search aliases that world-countries' `altSpellings` lacks (merged by the seed). */

/**
 * ISO 3166-1 alpha-2 code → extra aliases. Only names people actually search with; anything world-countries
 * already has (UAE, USA, UK, Holland, Burma, Macedonia, Swaziland, East Timor, DRC, Congo-Kinshasa, Viet Nam,
 * Turkiye, Vatican, Great Britain…) is left to the package, and codes need no alias because search matches
 * them directly.
 */
export const CURATED_ALIASES: Readonly<Record<string, readonly string[]>> = {
  US: ["America"],
  // The constituent countries are what many travellers call the UK.
  GB: ["Britain", "England", "Scotland", "Wales"],
  CZ: ["Czech Republic"],
  // "Korea" alone means the Republic of Korea, as its passport, airlines and embassies use it: as an exact alias
  // it ranks South Korea first for "Korea" (shared/countries/rank.ts), above North Korea's word match.
  KR: ["Korea"],
  VA: ["Holy See"],
  CV: ["Cabo Verde"],
  IR: ["Persia"],
  TR: ["Turkey"],
  BA: ["Bosnia"],
  // Indian travellers and agents routinely write KSA.
  SA: ["KSA"],
};
