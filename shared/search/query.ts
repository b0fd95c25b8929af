/** @module Runs a free-text visa search over the index (spec section 5, "Free-text visa search"). */
import { convertedAmounts } from "../money/amounts";
import { NO_RATE } from "../money/display";
import { ratesShown, type RatesShown } from "../money/rates-note";
import { thirdCurrency } from "../money/visitor-currency";
import type { CurrencyCode } from "../units/money";
import { countryMatchTier, foldSearchText, MATCH_TIERS } from "../countries/rank";
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
}

/**
 * The answer to an empty search: no rows, and no rates to date.
 * @example emptySearchResult().total // 0
 */
export function emptySearchResult(): SearchResult {
  return { term: "", rows: [], total: 0, rates: null, localCurrency: null };
}

// Visa text matches come after every country tier (name, code, alias, city).
const VISA_TIER = MATCH_TIERS.contains + 1;

/**
 * Ordering tier of an entry for a folded term: its country's tier (countryMatchTier, the pickers' rule), else
 * VISA_TIER for the visa type label, subtype or duration (or an eVisa entry for "evisa"/"e-visa"); null when
 * nothing matches.
 */
function tierOf(entry: SearchEntry, q: string): number | null {
  const countryTier = countryMatchTier(entry.country, q);
  if (countryTier !== null) return countryTier;
  if (entry.visa.some((text) => text.includes(q))) return VISA_TIER;
  if (entry.eVisa && EVISA_TERMS.has(q)) return VISA_TIER;
  return null;
}

/**
 * Searches the index: case- and accent-insensitive substring of the trimmed term on country name, ISO code, alias,
 * major city, visa type label, subtype or duration ("90 days", "Varies"); "evisa" and "e-visa" also match every
 * eVisa entry. The term is plain text: `%`, `_`, quotes and any unicode match themselves. Order: the country's
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
  if (!q) return { term: trimmed, rows: [], total: 0, rates: ratesShown(index.rates, [], currency), localCurrency };
  const tiers: SearchEntry[][] = Array.from({ length: VISA_TIER + 1 }, () => []);
  for (const entry of index.entries) {
    const tier = tierOf(entry, q);
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
  return { term: trimmed, rows, total, rates: ratesShown(index.rates, charged, currency), localCurrency };
}
