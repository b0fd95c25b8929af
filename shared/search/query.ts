/** @module Runs a free-text visa search over the index (spec section 5, "Free-text visa search"). */
import { convertedAmounts } from "../money/amounts";
import { NO_RATE } from "../money/display";
import { ratesShown, type RatesShown } from "../money/rates-note";
import { thirdCurrency } from "../money/visitor-currency";
import type { CurrencyCode } from "../units/money";
import { countryMatchTier, foldSearchText, MATCH_TIERS, type FoldedCountry } from "../countries/rank";
import type { SearchEntry, SearchIndex, SearchRow } from "./index";
import { SEARCH_DEFAULT_LIMIT } from "./limits";

/** Terms that also match every entry whose eVisa is true (spec: "evisa" and "e-visa"). */
const EVISA_TERMS: ReadonlySet<string> = new Set(["evisa", "e-visa"]);

/** The answer to a search. */
export interface SearchResult {
  /** The term as searched (trimmed); "" for an empty search. */
  term: string;
  /** The first `limit` matching rows, best first, each in USD and the visitor's currency. */
  rows: SearchRow[];
  /** Number of matching rows after duplicates are removed (≥ rows.length). */
  total: number;
  /** The rates behind the rows' USD and local amounts (their dates and sources), null for an empty search. */
  rates: RatesShown | null;
  /** The visitor's currency, the rows' third amount; null when it is USD (decision 17). */
  localCurrency: CurrencyCode | null;
  /** Whose fees the rows are ("Indian passports", the index's passport), null for an empty search. */
  passports: string | null;
}

/**
 * The answer to an empty search: no rows, and no rates to date.
 * @example emptySearchResult().total // 0
 */
export function emptySearchResult(): SearchResult {
  return { term: "", rows: [], total: 0, rates: null, localCurrency: null, passports: null };
}

// Visa text matches come after every country tier (name, code, alias, city).
const VISA_TIER = MATCH_TIERS.contains + 1;

/** Whether a folded term matches an entry's visa texts (type label, subtype, duration), or "evisa" an eVisa entry. */
function visaMatches(entry: SearchEntry, q: string): boolean {
  return entry.visa.some((text) => text.includes(q)) || (entry.eVisa && EVISA_TERMS.has(q));
}

/** The most words a country's name, alias or city has in the data ("Democratic Republic of the Congo"), and then some. */
const MAX_COUNTRY_WORDS = 6;

/** One reading of a term of several words: these words name a country, the rest its visa. */
interface Split {
  countryPart: string;
  visaPart: string;
}

/**
 * The readings of a folded term as a country and a visa ("india e-visa", "e-visa india", "japan tourist"): each way to
 * cut its words in two, the country's part first or last, of at most MAX_COUNTRY_WORDS words, so a long term costs no
 * more than a short one. None for a single word.
 */
function splitsOf(q: string): Split[] {
  const words = q.split(/\s+/);
  const splits: Split[] = [];
  for (let at = 1; at < words.length; at += 1) {
    const head = words.slice(0, at).join(" ");
    const tail = words.slice(at).join(" ");
    if (at <= MAX_COUNTRY_WORDS) splits.push({ countryPart: head, visaPart: tail });
    if (words.length - at <= MAX_COUNTRY_WORDS) splits.push({ countryPart: tail, visaPart: head });
  }
  return splits;
}

/**
 * The tier of an entry for a term read as a country and a visa: the best tier at which a split's country part names
 * the entry's country while its visa part matches the entry's visa texts; null when no split does. The country's tier
 * ranks it, as for a country alone. `tierOfCountry` memoises countryMatchTier for the query (a country has several
 * entries).
 */
function countryAndVisaTier(
  entry: SearchEntry,
  splits: readonly Split[],
  tierOfCountry: (entry: SearchEntry, part: string) => number | null,
): number | null {
  let best: number | null = null;
  for (const { countryPart, visaPart } of splits) {
    if (!visaMatches(entry, visaPart)) continue;
    const tier = tierOfCountry(entry, countryPart);
    if (tier !== null && (best === null || tier < best)) best = tier;
  }
  return best;
}

/**
 * Ordering tier of an entry for a folded term: its country's tier (countryMatchTier, the pickers' rule), else
 * VISA_TIER for the visa type label, subtype or duration (or an eVisa entry for "evisa"/"e-visa"), else a country
 * and a visa in one term at the country's tier (countryAndVisaTier); null when nothing matches.
 */
function tierOf(
  entry: SearchEntry,
  q: string,
  splits: readonly Split[],
  tierOfCountry: (entry: SearchEntry, part: string) => number | null,
): number | null {
  const countryTier = tierOfCountry(entry, q);
  if (countryTier !== null) return countryTier;
  if (visaMatches(entry, q)) return VISA_TIER;
  return splits.length > 0 ? countryAndVisaTier(entry, splits, tierOfCountry) : null;
}

/**
 * Searches the index: case- and accent-insensitive substring of the trimmed term on country name, ISO code, alias,
 * major city, visa type label, subtype or duration ("90 days", "Varies"); "evisa" and "e-visa" also match every
 * eVisa entry; a term of a country and a visa ("India e-Visa", "tourist Japan") matches that country's visas of that
 * kind, ranked by the country's tier. The term is plain text: `%`, `_`, quotes and any unicode match themselves. Order: the country's
 * match tier as the pickers rank it (exact name, code or alias; name prefix; name word; alias; city; contains),
 * then visa matches; within a tier by country name, then source order.
 * Duplicates (same country, subtype and native fee) keep their first, best-placed row. An empty term (after
 * trimming) matches nothing and returns an empty result; length limits are the schema's job.
 * The rows returned are converted to the visitor's `currency` here (the index is priced in USD only, for every visitor).
 * @param currency the visitor's currency (decision 17); USD gives no third amount.
 * @param limit most rows returned (default SEARCH_DEFAULT_LIMIT); `total` counts them all.
 * @example searchVisas(index, "bangkok", "INR").rows[0].country // "Thailand"
 */
export function searchVisas(index: SearchIndex, term: string, currency: CurrencyCode, limit: number = SEARCH_DEFAULT_LIMIT): SearchResult {
  const trimmed = term.trim();
  if (!trimmed) return emptySearchResult();
  const q = foldSearchText(trimmed);
  const localCurrency = thirdCurrency(currency);
  // Only combining marks ("\u0301"): nothing left to look for, and nothing contains nothing usefully.
  if (!q) return { term: trimmed, rows: [], total: 0, rates: ratesShown(index.rates, [], currency), localCurrency, passports: index.passports };
  const tiers: SearchEntry[][] = Array.from({ length: VISA_TIER + 1 }, () => []);
  const splits = splitsOf(q);
  // A country's entries share one folded country (buildSearchIndex): its tier for a text is worked out once.
  const known = new Map<FoldedCountry, Map<string, number | null>>();
  const tierOfCountry = (entry: SearchEntry, part: string) => {
    let ofCountry = known.get(entry.country);
    if (!ofCountry) known.set(entry.country, (ofCountry = new Map()));
    let tier = ofCountry.get(part);
    if (tier === undefined) ofCountry.set(part, (tier = countryMatchTier(entry.country, part)));
    return tier;
  };
  for (const entry of index.entries) {
    const tier = tierOf(entry, q, splits, tierOfCountry);
    if (tier !== null) tiers[tier]!.push(entry);
  }
  const seen = new Set<string>();
  const returned: SearchEntry[] = [];
  let total = 0;
  for (const entry of tiers.flat()) {
    if (seen.has(entry.dedupeKey)) continue;
    seen.add(entry.dedupeKey);
    total += 1;
    if (returned.length < limit) returned.push(entry);
  }
  const rows = returned.map((entry): SearchRow => {
    if (localCurrency === null) return entry.row;
    const { localFee } = convertedAmounts(entry.fee, index.rates, currency);
    return { ...entry.row, localFee: localFee ?? NO_RATE };
  });
  const charged = returned.map((entry) => entry.fee.currency);
  return { term: trimmed, rows, total, rates: ratesShown(index.rates, charged, currency), localCurrency, passports: index.passports };
}
