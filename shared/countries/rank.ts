/**
 * @module The one order in which countries answer a typed query (#33): every country picker and the free-text
 * visa search rank with it, so "India" then Enter is India everywhere, never Guinea through its city Kindia.
 */

/**
 * How well a country matches a query, best first. Within a tier the caller's order is kept (pickers pass
 * countries by name), so a query's answer never depends on anything but the data and the text typed.
 * - `exact`: the whole name, the ISO 3166-1 alpha-2 code or a search alias ("USA", "UK", "Korea", "Holland").
 * - `namePrefix`: the name starts with the query ("ind" → India, Indonesia).
 * - `nameWord`: a word of the name starts with it ("korea" → North Korea, South Korea).
 * - `alias`: an alias, or a word of one, starts with it ("cote" → Côte d'Ivoire, for Ivory Coast).
 * - `city`: a major city, or a word of one, starts with it ("mumb" → Mumbai, for India).
 * - `contains`: the name, code, an alias or a city contains it anywhere ("dia" → India; "india" → Kindia).
 */
export const MATCH_TIERS = { exact: 0, namePrefix: 1, nameWord: 2, alias: 3, city: 4, contains: 5 } as const;

/** One of MATCH_TIERS' values: 0 (exact) to 5 (contains). */
export type MatchTier = (typeof MATCH_TIERS)[keyof typeof MATCH_TIERS];

/** What a country is ranked on (the fields of Country): name and code always; aliases and cities once loaded. */
export interface RankableCountry {
  /** ISO 3166-1 alpha-2 code, any case. */
  code: string;
  name: string;
  searchAliases?: readonly string[];
  majorCities?: readonly string[];
}

/** A country's search texts, folded once (see foldSearchText) so each keystroke only compares. */
export interface FoldedCountry {
  name: string;
  code: string;
  aliases: readonly string[];
  cities: readonly string[];
}

// Marks left behind by NFD ("ô" → "o" + U+0302): dropping them makes "cote" equal "Côte".
const COMBINING_MARKS = /\p{M}/gu;

/**
 * The form every search text and query is compared in: Unicode NFD with combining marks removed, then lower case
 * under English rules (the same on every server and browser, so no Turkish dotless ı), surrounding space trimmed.
 * Letters that do not decompose (ø, ß, ł) stay as they are: there is no transliteration table.
 * @example foldSearchText(" CÔTE D'IVOIRE ") // "cote d'ivoire"
 */
export function foldSearchText(text: string): string {
  return text.normalize("NFD").replace(COMBINING_MARKS, "").toLocaleLowerCase("en").trim();
}

/**
 * Folds a country's name, code, aliases and cities for countryMatchTier. Missing aliases or cities count as none.
 * @example foldCountry({ code: "CI", name: "Ivory Coast", searchAliases: ["Côte d'Ivoire"] }).aliases // ["cote d'ivoire"]
 */
export function foldCountry(country: RankableCountry): FoldedCountry {
  return {
    name: foldSearchText(country.name),
    code: foldSearchText(country.code),
    aliases: (country.searchAliases ?? []).map(foldSearchText),
    cities: (country.majorCities ?? []).map(foldSearchText),
  };
}

// A letter or digit in any script: what a word is made of.
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Whether `q` occurs in `text` at its start or just after a character that is not a letter or digit. */
function startsAWord(text: string, q: string): boolean {
  for (let at = text.indexOf(q); at !== -1; at = text.indexOf(q, at + 1)) {
    if (at === 0 || !WORD_CHARACTER.test(text[at - 1]!)) return true;
  }
  return false;
}

/**
 * The tier at which a folded country matches a folded query, or null when it does not match at all (always for
 * the empty query: it says nothing to rank by; rankCountries lists everything for it instead).
 * The code counts only whole ("us") or, at the last tier, as text containing the query, as the spec's substring rule asks.
 * @example countryMatchTier(foldCountry(unitedStates), "usa") // 0 (MATCH_TIERS.exact, through the alias "USA")
 */
export function countryMatchTier(country: FoldedCountry, q: string): MatchTier | null {
  if (!q) return null;
  if (country.name === q || country.code === q || country.aliases.includes(q)) return MATCH_TIERS.exact;
  if (country.name.startsWith(q)) return MATCH_TIERS.namePrefix;
  if (startsAWord(country.name, q)) return MATCH_TIERS.nameWord;
  if (country.aliases.some((alias) => startsAWord(alias, q))) return MATCH_TIERS.alias;
  if (country.cities.some((city) => startsAWord(city, q))) return MATCH_TIERS.city;
  const texts = [country.name, country.code, ...country.aliases, ...country.cities];
  return texts.some((text) => text.includes(q)) ? MATCH_TIERS.contains : null;
}

/**
 * The countries matching a query, best tier first (MATCH_TIERS), each tier in the order given. An empty query
 * (after folding) matches every country, in the order given. Pure; O(countries × texts) per call.
 * @param folded optional pre-folded texts, one per country in the same order, to save folding on every keystroke.
 * @example rankCountries([guinea, india], "India").map((c) => c.code) // ["IN", "GN"]: the name beats the city Kindia
 */
export function rankCountries<T extends RankableCountry>(countries: readonly T[], query: string, folded?: readonly FoldedCountry[]): T[] {
  const q = foldSearchText(query);
  if (!q) return [...countries];
  const tiers: T[][] = [[], [], [], [], [], []];
  countries.forEach((country, index) => {
    const tier = countryMatchTier(folded?.[index] ?? foldCountry(country), q);
    if (tier !== null) tiers[tier]!.push(country);
  });
  return tiers.flat();
}
