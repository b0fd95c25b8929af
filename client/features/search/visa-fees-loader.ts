/**
 * @module The search page's loader, loaded with the page rather than in the browser's first bundle: the term's results
 * for the passport searched (the URL's, else the visitor's from the edge, else India's, issue #45).
 */
import { SEARCH_TERM_MAX_LENGTH } from "../../../shared/search/limits";
import { FEE_PAGES_FALLBACK_PASSPORT } from "../../fee-pages-passport";
import type { RouterContext } from "../../router-context";
import { trpcErrorCode } from "../../trpc-errors";
import { visitorCountryOf } from "../../visitor-country";

/** What the loader hands the page: the term, and the passport searched for. */
export interface VisaFeesLoaderData {
  term: string;
  passport: string;
  /** The URL names the passport: a variant of the page, kept out of search indexes. */
  chosen: boolean;
}

/** Loads the results of `deps.term` (trimmed) for `deps.passport`, or for the visitor's passport when the URL names none. */
export async function visaFeesLoader({
  context,
  deps,
  parentMatchPromise,
}: {
  context: RouterContext;
  deps: { term: string; passport?: string };
  parentMatchPromise: Promise<{ loaderData?: { country: string | null } }>;
}): Promise<VisaFeesLoaderData> {
  const chosen = deps.passport !== undefined;
  let passport = deps.passport ?? (await visitorCountryOf(context, parentMatchPromise)) ?? FEE_PAGES_FALLBACK_PASSPORT;
  // The component shows the length message itself; an empty term needs no data.
  if (deps.term && deps.term.length <= SEARCH_TERM_MAX_LENGTH) {
    try {
      await context.trpc.search.query.ensureData({ term: deps.term, passport });
    } catch (error) {
      // A visitor's country the data has no passport for: the fallback passport's fees (a URL's unknown code is
      // answered "Country not found" by the component's query). Any other failure: the component's query reports it
      // (and retries in the browser); the page still renders.
      if (!chosen && passport !== FEE_PAGES_FALLBACK_PASSPORT && trpcErrorCode(error) === "NOT_FOUND") {
        passport = FEE_PAGES_FALLBACK_PASSPORT;
        await context.trpc.search.query.ensureData({ term: deps.term, passport }).catch(() => undefined);
      }
    }
  }
  return { term: deps.term, passport, chosen };
}
