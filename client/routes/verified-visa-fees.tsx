/**
 * @module Verified Visa Fees (/verified-visa-fees): one card per destination with fee records, filtered by
 * country name from `?search=` on the server and instantly in the browser, the URL kept in step.
 */
import { textOf } from "../search-params";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { DIRECTORY_SEARCH_MAX_LENGTH } from "../../shared/directory/search-limit";
import { FETCHED_BY_BROWSER } from "../page-queries";
import { pageHead } from "../seo/meta";
import { trpcGetUrl } from "../trpc-wire";
import { rootRoute } from "./root";

/** Search params of the directory: the country-name search, trimmed, at most 100 characters. */
export interface DirectorySearchParams {
  search?: string;
}

export const verifiedVisaFeesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/verified-visa-fees",
  validateSearch: (params: Record<string, unknown>): DirectorySearchParams => {
    const search = (textOf(params.search) ?? "").trim().slice(0, DIRECTORY_SEARCH_MAX_LENGTH);
    // Every field the page reads is set (undefined when refused): the router merges this over the raw search.
    return { search: search || undefined };
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
          "Visa fees for Indian passport holders by destination, in USD, with processing times, e-Visa availability and the official source and date of every figure.",
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
