/**
 * @module The free-text search index of this isolate: built from D1 on first use and kept at module scope,
 * keyed by the seeded data's version (the datasets' as-of dates), the day and the flagged sources' version (its
 * rows carry their sources' notes: issue #35).
 */
import { buildSearchIndex, type SearchIndex } from "../../shared/search/index";
import { emptySearchResult, searchVisas, type SearchResult } from "../../shared/search/query";
import type { IsoDate } from "../../shared/units/iso-date";
import type { CurrencyCode } from "../../shared/units/money";
import type { Db } from "../db/client";
import { loadDataVersion } from "../db/queries/datasets";
import { loadSearchSources } from "../db/queries/search";
import { loadSourceStatuses } from "./source-statuses";

// Why module scope, against the rule "no per-request state at module scope": the index is reference data,
// identical for every visitor (priced in USD; a query converts its rows to the visitor's currency), and changes only when the seed changes the datasets' dates. Building it reads
// ~200 countries and every fee record and prices each one; keeping it lets a search cost two tiny D1 reads
// side by side (the version and the flagged sources) plus an in-memory scan, within the 20 ms budget for any term. Only the finished index is
// kept, never a pending promise, because workerd must not resolve one request's promise in another request.
// A reseed that keeps every dataset date is not noticed until the isolate is recycled.
let cached: { version: string; today: IsoDate; flagged: string; index: SearchIndex } | null = null;

/**
 * The search index for the data now in D1: the cached one when the data version is unchanged, else rebuilt.
 * @throws whatever D1 throws (the procedure reports it as an internal error).
 */
export async function getSearchIndex(db: Db, today: IsoDate): Promise<SearchIndex> {
  const [version, statuses] = await Promise.all([loadDataVersion(db), loadSourceStatuses(db)]);
  // Kept per day too: a fee that ends is marked ended from the next day, without a reseed; and per set of flagged
  // sources, so a flag raised or acknowledged shows in the next search.
  if (cached?.version === version && cached.today === today && cached.flagged === statuses.version) return cached.index;
  const index = buildSearchIndex({ ...(await loadSearchSources(db)), today, sourceNoteOf: statuses.noteOf });
  cached = { version, today, flagged: statuses.version, index };
  return index;
}

/**
 * Runs a search against the current data, its rows in USD and `currency` (the visitor's, decision 17). An empty term
 * answers without touching D1.
 * @param term already validated: trimmed, at most 100 characters.
 * @param limit most rows returned (default 50).
 */
export async function runSearch(db: Db, today: IsoDate, currency: CurrencyCode, term: string, limit?: number): Promise<SearchResult> {
  if (!term.trim()) return emptySearchResult();
  return searchVisas(await getSearchIndex(db, today), term, currency, limit);
}
