/** @module ISO 3166-1 alpha-2 country codes as a branded type, parsed once at the edge. */

/** An ISO 3166-1 alpha-2 code in upper case, e.g. "IN", "TH". */
export type CountryCode = string & { readonly __brand: "CountryCode" };

const ALPHA2 = /^[A-Za-z]{2}$/;

/**
 * Parses a two-letter country code, accepting either case of the ASCII letters A–Z and surrounding space.
 * Returns null for anything that is not two ASCII letters (existence is checked against D1, not here). The test
 * comes before upper-casing: Unicode case mapping turns the dotless "ı" into "I" and the ligature "ﬆ" into "ST",
 * so "ın" would otherwise read as India (issue #31).
 * @example parseCountryCode(" th ") // "TH"
 * @example parseCountryCode("ın") // null
 */
export function parseCountryCode(value: string): CountryCode | null {
  const code = value.trim();
  return ALPHA2.test(code) ? (code.toUpperCase() as CountryCode) : null;
}
