/**
 * @module /visa-fees?search={term}: the free-text visa search as its own page, server-rendered with its
 * results so the search URL in page metadata is a real page; typing keeps the URL shareable.
 */
import { textOf } from "../search-params";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { SEARCH_TERM_MAX_LENGTH } from "../../shared/search/limits";
import { pageHead } from "../seo/meta";
import { rootRoute } from "./root";

/** Search params of /visa-fees: the free-text term, as typed (trimmed when searched). */
export interface VisaFeesSearch {
  search?: string;
}

export const visaFeesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/visa-fees",
  validateSearch: (search: Record<string, unknown>): VisaFeesSearch => {
    const term = textOf(search.search) ?? "";
    // Every field the page reads is set (undefined when refused): the router merges this over the raw search.
    return { search: term.trim() ? term : undefined };
  },
  loaderDeps: ({ search }) => ({ term: (search.search ?? "").trim() }),
  loader: async ({ context, deps }): Promise<{ term: string }> => {
    // The component shows the length message itself; an empty term needs no data.
    if (deps.term && deps.term.length <= SEARCH_TERM_MAX_LENGTH) {
      try {
        await context.trpc.search.query.ensureData({ term: deps.term });
      } catch {
        // The component's query reports the failure (and retries in the browser); the page still renders.
      }
    }
    return { term: deps.term };
  },
  head: ({ loaderData, matches }) => {
    const term = loaderData?.term ?? "";
    const shown = term.length > 40 ? `${term.slice(0, 40)}…` : term;
    return pageHead(
      {
        title: term ? `Visa fees matching "${shown}" | Visa Fee Atlas` : "Search Visa Fees | Visa Fee Atlas",
        description: term
          ? `Visa fees for Indian passport holders matching "${shown}": duration and fee in local currency and USD, with the source of every figure.`
          : "Search visa fees for Indian passport holders by country, city, visa type or eVisa availability: duration and fee in local currency and USD.",
        // Every term's results are one page to search engines: the canonical drops the query.
        path: "/visa-fees",
        errorState: term.length > SEARCH_TERM_MAX_LENGTH,
        jsonLd: { type: "Service", serviceType: "Visa fee search" },
      },
      matches,
    );
  },
  // The server renders the results table on this page: its chunk loads with the page's, so hydration finds it.
  // Both imports are here so the build lists both as this route's chunks (scripts/vite/route-chunks.ts).
  component: lazyRouteComponent(() =>
    Promise.all([import("../features/search/visa-fees-page"), import("../features/search/visa-search-results")]).then(
      async ([page]) => (await page.loadSearchResults(), page),
    ),
  ),
});
