/** @module search.*: the free-text visa search of the home search box and /visa-fees. */
import { searchQueryInputSchema } from "../../../shared/schemas/search";
import { runSearch } from "../../services/search-index";
import { publicProcedure, router } from "../init";

export const searchRouter = router({
  /**
   * Free-text search over the fee records that apply to a passport (by the check's rule, issue #45):
   * `{ term, limit?, passport? }` → `{ term, rows, total, rates, localCurrency, passports }`; `passport` (ISO 3166-1 alpha-2) is
   * India's when absent. Case-insensitive substring on country name, ISO code, alias, major city, visa type, subtype or
   * duration; "evisa"/"e-visa" also match every eVisa option; a country and a visa in one term ("India e-Visa")
   * match that country's visas of that kind; duplicates (country + subtype + native fee) removed;
   * country matches first, then city/alias, then visa matches (see shared/search/query.ts). Each row carries
   * the destination code and flag, Duration ("90 days" or "Varies"), the native fee, USD and the visitor's currency
   * (`localCurrency`, from the request's country, null for USD; converted at the dated rates `rates` states, "—"
   * without a rate), verified/estimate flags and the figure's source.
   * `total` counts every match; `rows` holds the first `limit` (default 50, at most 500).
   * An empty term (after trimming) answers `{ term: "", rows: [], total: 0, rates: null, localCurrency: null, passports: null }`.
   * Errors: BAD_REQUEST "Search terms can be at most 100 characters." for longer terms, or a malformed passport;
   * NOT_FOUND "Country not found" for a passport outside the data.
   * Source: D1 (countries, requirements, fee_options, exchange_rates), indexed once per isolate, data version and passport.
   */
  query: publicProcedure
    .input(searchQueryInputSchema)
    .query(({ ctx, input }) => runSearch(ctx.db, ctx.today, ctx.currency, input.passport, input.term, input.limit)),
});
