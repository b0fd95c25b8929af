/** @module The ranking page's filters: a passport's name (or code) and one of the seven regions. */
import type { Region } from "../countries/regions";

/** Lower case without accents, so "cote" finds "Côte d'Ivoire" and "turkiye" finds "Türkiye". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/**
 * The ranked passports whose name contains `query` (accents and case ignored) or whose ISO 3166-1 alpha-2 code
 * equals it, in `region` when one is given. Order and ranks are kept: a filter never re-ranks.
 * @example filterRanking(ranking, "ind", null).map((p) => p.country.code) // ["IN", "ID"] (India, Indonesia)
 */
export function filterRanking<T extends { country: { code: string; name: string; region: string } }>(
  passports: readonly T[],
  query: string,
  region: Region | null,
): T[] {
  const q = fold(query);
  return passports.filter(
    ({ country }) => (!region || country.region === region) && (q === "" || fold(country.name).includes(q) || country.code.toLowerCase() === q),
  );
}
