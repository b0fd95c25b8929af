/** @module The directory's search filter and sort order (spec: Verified Visa Fees; section 4, Verified directory). */
import { compareEnglishBase } from "../units/english-order";

export { DIRECTORY_SEARCH_MAX_LENGTH } from "./search-limit";

/**
 * Whether a country name matches the search: case-insensitive substring, surrounding space ignored;
 * an empty search matches every country.
 * @example matchesDirectorySearch("United Arab Emirates", " ARAB ") // true
 */
export function matchesDirectorySearch(countryName: string, search: string | null | undefined): boolean {
  const q = (search ?? "").trim().toLocaleLowerCase("en");
  return q === "" || countryName.toLocaleLowerCase("en").includes(q);
}

/**
 * The cards whose country name matches the search, in their given order.
 * @example filterDirectory(cards, "united").map((c) => c.country.name) // ["United Arab Emirates", "United Kingdom", "United States"]
 */
export function filterDirectory<T extends { country: { name: string } }>(cards: readonly T[], search: string | null | undefined): T[] {
  return cards.filter((card) => matchesDirectorySearch(card.country.name, search));
}

/**
 * Sort order of directory cards: by country name, alphabetically in English (accents sort with their letter).
 * @example ["Vietnam", "Åland Islands", "Austria"].map((name) => ({ name })).sort(compareByCountryName) // Åland Islands, Austria, Vietnam
 */
export function compareByCountryName(a: { name: string }, b: { name: string }): number {
  return compareEnglishBase(a.name, b.name);
}
