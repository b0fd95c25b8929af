/**
 * @module The passport the home page assumes for its visitor (decision 3): the edge's country when it is in the data,
 * else the United States. The check panel pre-fills it, and the carousel and the search box answer for it, so a
 * carousel card opens the check of the same passport the panel shows (issue #45).
 */

/** Home origin fallback when the edge gives no country in the data (decision 3). */
export const HOME_FALLBACK_ORIGIN = "US";

/**
 * The home page's passport for a visitor from `edge` (request.cf.country; null when unknown).
 * @param countries the countries in the data (countries.list); a code outside them falls back.
 * @example homePassport("DE", countries) // "DE"; homePassport(null, countries) // "US"
 */
export function homePassport(edge: string | null | undefined, countries: readonly { code: string }[]): string {
  return edge && countries.some((c) => c.code === edge) ? edge : HOME_FALLBACK_ORIGIN;
}
