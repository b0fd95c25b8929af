/**
 * @module Alphabetical order in English, for country names and table cells. The collators are built once:
 * `localeCompare` with a locale argument builds a new one on every call, which made sorting the directory's
 * hundred cards cost more than rendering them (profiled in workerd).
 */

const ENGLISH = new Intl.Collator("en");
const ENGLISH_BASE = new Intl.Collator("en", { sensitivity: "base" });

/**
 * Compares two strings in English alphabetical order (accents and case break ties).
 * @example ["b", "a"].sort(compareEnglish) // ["a", "b"]
 */
export function compareEnglish(a: string, b: string): number {
  return ENGLISH.compare(a, b);
}

/**
 * Compares two strings in English alphabetical order, ignoring accents and case ("Åland" equals "aland").
 * @example compareEnglishBase("Åland", "aland") // 0
 */
export function compareEnglishBase(a: string, b: string): number {
  return ENGLISH_BASE.compare(a, b);
}
