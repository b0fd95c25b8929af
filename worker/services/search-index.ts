/**
 * @module The free-text search indexes of this isolate, one per passport asked (issue #45): built from D1 on first use
 * and kept at module scope, keyed by the passport, the seeded data's version (the datasets' as-of dates), the day and
 * the flagged sources' version (its rows carry their sources' notes: issue #35).
 */
import { buildSearchIndex, type SearchIndex } from "../../shared/search/index";
import { emptySearchResult, searchVisas, type SearchResult } from "../../shared/search/query";
import type { CountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";
import type { CurrencyCode } from "../../shared/units/money";
import { passportRequirements } from "../../shared/visa/visa-free";
import type { Db } from "../db/client";
import { loadDataVersion } from "../db/queries/datasets";
import { loadPassportFees } from "./passport-fees";
import { CountryNotFoundError } from "./errors";
import { loadSourceStatuses } from "./source-statuses";

// Why module scope, against the rule "no per-request state at module scope": an index is reference data, identical for
// every visitor with the same passport (priced in USD; a query converts its rows to the visitor's currency), and
// changes only when the seed changes the datasets' dates. Building one reads ~200 countries and every fee record and
// prices those that apply; keeping it lets a search cost two tiny D1 reads side by side (the version and the flagged
// sources) plus an in-memory scan, within the 20 ms budget for any term. Only finished indexes are kept, never a
// pending promise, because workerd must not resolve one request's promise in another request. Indexes are built only
// for the passports asked, and at most KEPT_PASSPORTS of them are kept (the least recently used goes first), so a
// crawl of every passport cannot grow the isolate without limit. A reseed that keeps every dataset date is not noticed
// until the isolate is recycled.
const KEPT_PASSPORTS = 12;
const cached = new Map<CountryCode, { version: string; today: IsoDate; flagged: string; index: SearchIndex }>();

/**
 * The search index of `passport` for the data now in D1: the cached one when the data version is unchanged, else rebuilt.
 * @throws CountryNotFoundError when the passport is not a seeded country with requirements.
 * @throws whatever D1 throws (the procedure reports it as an internal error).
 */
export async function getSearchIndex(db: Db, today: IsoDate, passport: CountryCode): Promise<SearchIndex> {
  const [version, statuses] = await Promise.all([loadDataVersion(db), loadSourceStatuses(db)]);
  // Kept per day too: a fee that ends is marked ended from the next day, without a reseed; and per set of flagged
  // sources, so a flag raised or acknowledged shows in the next search.
  const kept = cached.get(passport);
  if (kept?.version === version && kept.today === today && kept.flagged === statuses.version) {
    // Used again: the most recent at the end of the map's order.
    cached.delete(passport);
    cached.set(passport, kept);
    return kept.index;
  }
  const data = await loadPassportFees(db, passport);
  if (!data) throw new CountryNotFoundError([passport]);
  const index = buildSearchIndex({
    countries: data.countries,
    passport: data.passport,
    feeOptions: data.feeOptions,
    requirements: passportRequirements({ ...data, today }),
    rates: data.rates,
    today,
    sourceNoteOf: statuses.noteOf,
  });
  cached.delete(passport);
  if (cached.size >= KEPT_PASSPORTS) cached.delete(cached.keys().next().value!);
  cached.set(passport, { version, today, flagged: statuses.version, index });
  return index;
}

/**
 * Runs a search for `passport`'s fees against the current data, its rows in USD and `currency` (the visitor's,
 * decision 17). An empty term answers without touching D1.
 * @param term already validated: trimmed, at most 100 characters.
 * @param limit most rows returned (default 50).
 */
export async function runSearch(
  db: Db,
  today: IsoDate,
  currency: CurrencyCode,
  passport: CountryCode,
  term: string,
  limit?: number,
): Promise<SearchResult> {
  if (!term.trim()) return emptySearchResult();
  return searchVisas(await getSearchIndex(db, today, passport), term, currency, limit);
}
