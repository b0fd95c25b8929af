/**
 * @module Alphabetical order in English, for country names and table cells. The collators are built once:
 * `localeCompare` with a locale argument builds a new one on every call, which made sorting the directory's
 * hundred cards cost more than rendering them (profiled in workerd). Each is built on first use, not at import, so
 * the browser's evaluation of the page's modules (one task) does not also load collation data.
 */

let english: Intl.Collator | undefined;
let englishBase: Intl.Collator | undefined;

/**
 * Compares two strings in English alphabetical order (accents and case break ties).
 * @example ["b", "a"].sort(compareEnglish) // ["a", "b"]
 */
export function compareEnglish(a: string, b: string): number {
  return (english ??= new Intl.Collator("en")).compare(a, b);
}

/**
 * Compares two strings in English alphabetical order, ignoring accents and case ("Åland" equals "aland").
 * @example compareEnglishBase("Åland", "aland") // 0
 */
export function compareEnglishBase(a: string, b: string): number {
  return (englishBase ??= new Intl.Collator("en", { sensitivity: "base" })).compare(a, b);
}
