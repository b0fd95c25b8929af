/**
 * @module Verified Visa Fees (/verified-visa-fees): one card per destination with fee records, filtered by
 * country name from `?search=` and to verified countries by `?verified=1`, on the server and instantly in the
 * browser, the URL kept in step.
 */
import { textOf } from "../search-params";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { DIRECTORY_SEARCH_MAX_LENGTH } from "../../shared/directory/search-limit";
import { VERIFIED_ONLY } from "../../shared/directory/verified";
import { FETCHED_BY_BROWSER } from "../page-queries";
import { pageHead } from "../seo/meta";
import { trpcGetUrl } from "../trpc-wire";
import { rootRoute } from "./root";

/**
 * Search params of the directory: the country-name search, trimmed, at most 100 characters; `verified=1` keeps the
 * countries with a Verified record only (any other value shows every country).
 */
export interface DirectorySearchParams {
  search?: string;
  verified?: typeof VERIFIED_ONLY;
}

export const verifiedVisaFeesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/verified-visa-fees",
  validateSearch: (params: Record<string, unknown>): DirectorySearchParams => {
    const search = (textOf(params.search) ?? "").trim().slice(0, DIRECTORY_SEARCH_MAX_LENGTH);
    // Every field the page reads is set (undefined when refused): the router merges this over the raw search.
    return { search: search || undefined, verified: textOf(params.verified) === VERIFIED_ONLY ? VERIFIED_ONLY : undefined };
  },
  // The whole list is loaded once and filtered in render: typing never waits for the network. The page shows every
  // card as HTML, so the list does not travel in it again: the browser fetches it (preloaded below) to hydrate.
  loader: async ({ context }) => {
    await context.trpc.directory.list.ensureData(undefined, { meta: FETCHED_BY_BROWSER });
  },
  head: ({ matches }) => {
    const head = pageHead(
      {
        title: "Verified Visa Fees - Reliable Visa Cost Information",
        description:
          "Visa fees for Indian passport holders by destination, in USD, with processing times, e-Visa availability, and each fee's source where we have one (official where we found one) with the day we read it.",
        path: "/verified-visa-fees",
        jsonLd: { type: "Service", serviceType: "Visa fee information" },
      },
      matches,
    );
    const data = { rel: "preload", as: "fetch", href: trpcGetUrl("directory.list"), crossOrigin: "anonymous" as const };
    return { ...head, links: [...head.links, data] };
  },
  component: lazyRouteComponent(() => import("../features/directory/directory-page"), "VerifiedVisaFeesPage"),
});
