/**
 * @module Passport ranking (/passport-ranking): all passports by mobility score, computed from the requirement data,
 * filtered by name and region from the URL (/passport-ranking?q=ind&region=Asia) and, after hydration, as the
 * visitor types.
 */
import { textOf } from "../search-params";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { Region } from "../../shared/countries/regions";
import { parseRegion } from "../../shared/countries/regions";
import { RANKING_QUERY_MAX } from "../../shared/passport/ranking-limits";
import { pageHead } from "../seo/meta";
import { FETCHED_BY_BROWSER } from "../page-queries";
import { fetchPreload, trpcGetUrl } from "../trpc-wire";
import { rootRoute } from "./root";

/** Search params: the name filter (at most 60 characters), one of the seven regions, and the documents held. */
export interface RankingSearch {
  q?: string;
  region?: Region;
  /** Documents an Indian passport holder holds, as typed: "India with my documents" reads them (a server fragment, worker/fragments/concessions.tsx). */
  holds?: string;
}

/** Whether the ranking loaded (the page shows the generic error otherwise). */
export interface RankingLoaderData {
  failed: boolean;
  /** Whether the head preloads the ranking: only in a server render, where the ranking does not travel in the page. */
  preload?: boolean;
}

export const passportRankingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/passport-ranking",
  validateSearch: (search: Record<string, unknown>): RankingSearch => {
    const q = (textOf(search.q) ?? "").slice(0, RANKING_QUERY_MAX);
    // Every field the page reads is set (undefined when refused): the router merges this over the raw search.
    return {
      q: q.trim() ? q : undefined,
      region: parseRegion(search.region) ?? undefined,
      holds: textOf(search.holds),
    };
  },
  // The filters need no new data (no loader deps): one ranking serves every URL of the page. Every row shows as HTML,
  // so the ranking (55 KB of JSON) does not travel in the page again: the browser fetches it, preloaded below, to
  // hydrate (client/page-queries.ts).
  loader: ({ context }): Promise<RankingLoaderData> => {
    // In the browser (a link followed on the site) the loader's own request brings it: no preload to add.
    const rendered = context.server !== undefined;
    return context.trpc.passport.ranking.ensureData(undefined, rendered ? { meta: FETCHED_BY_BROWSER } : undefined).then(
      () => ({ failed: false, preload: rendered }),
      () => ({ failed: true }),
    );
  },
  head: ({ loaderData, matches }) => {
    const head = pageHead(
      {
        title: "Passport ranking: every passport by visa-free access | Visa Fee Atlas",
        description: "Every passport ranked by the destinations its holders enter without a visa in advance, computed from dated requirement data.",
        path: "/passport-ranking",
        image: "/og/ranking.png",
        errorState: loaderData?.failed === true,
        jsonLd: { type: "WebPage" },
      },
      matches,
    );
    return loaderData?.preload ? { ...head, links: [...head.links, fetchPreload(trpcGetUrl("passport.ranking"))] } : head;
  },
  component: lazyRouteComponent(() => import("../features/passport-ranking/ranking-page")),
});
