/** @module ISO 3166-1 alpha-2 country codes as a branded type, parsed once at the edge. */

/** An ISO 3166-1 alpha-2 code in upper case, e.g. "IN", "TH". */
export type CountryCode = string & { readonly __brand: "CountryCode" };

const ALPHA2 = /^[A-Z]{2}$/;

/**
 * Parses a two-letter country code, accepting any case and surrounding space.
 * Returns null for anything that is not two ASCII letters (existence is checked against D1, not here).
 * @example parseCountryCode(" th ") // "TH"
 */
export function parseCountryCode(value: string): CountryCode | null {
  const code = value.trim().toUpperCase();
  return ALPHA2.test(code) ? (code as CountryCode) : null;
}
