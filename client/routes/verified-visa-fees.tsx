/**
 * @module Verified Visa Fees (/verified-visa-fees): one card per destination with a fee that applies to a passport (the
 * URL's `?passport=`, else the visitor's country from the edge, else India), filtered by country name from `?search=`
 * and to verified countries by `?verified=1`, on the server and instantly in the browser, the URL kept in step.
 */
import { textOf } from "../search-params";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { DIRECTORY_SEARCH_MAX_LENGTH } from "../../shared/directory/search-limit";
import { VERIFIED_ONLY } from "../../shared/directory/verified-param";
import { parseCountryCode } from "../../shared/units/country-code";
import { pageHead } from "../seo/meta";
import { fetchPreload, trpcGetUrl } from "../trpc-wire";
import { rootRoute } from "./root";

/**
 * Search params of the directory: the passport whose fees it lists (ISO 3166-1 alpha-2, any case in, upper case out;
 * absent: the visitor's), the country-name search, trimmed, at most 100 characters; `verified=1` keeps the countries
 * with a Verified record only (any other value shows every country).
 */
export interface DirectorySearchParams {
  passport?: string;
  search?: string;
  verified?: typeof VERIFIED_ONLY;
}

export const verifiedVisaFeesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/verified-visa-fees",
  validateSearch: (params: Record<string, unknown>): DirectorySearchParams => {
    const search = (textOf(params.search) ?? "").trim().slice(0, DIRECTORY_SEARCH_MAX_LENGTH);
    const passport = parseCountryCode(textOf(params.passport) ?? "");
    // Every field the page reads is set (undefined when refused): the router merges this over the raw search.
    return {
      passport: passport ?? undefined,
      search: search || undefined,
      verified: textOf(params.verified) === VERIFIED_ONLY ? VERIFIED_ONLY : undefined,
    };
  },
  // The search and the filter work on the loaded list: only another passport needs new data.
  loaderDeps: ({ search }) => ({ passport: search.passport }),
  // The whole list is loaded once and filtered in render: typing never waits for the network. The page shows every
  // card as HTML, so the list does not travel in it again: the browser fetches it (preloaded below) to hydrate. The
  // loader is loaded when it runs, keeping it out of the browser's first bundle.
  loader: ({ context, deps, parentMatchPromise }) =>
    import("../features/directory/directory-loader").then((m) => m.directoryLoader({ context, deps, parentMatchPromise })),
  head: ({ loaderData, matches }) => {
    const holders = loaderData?.passports ? `holders of ${loaderData.passports}` : "your passport";
    const head = pageHead(
      {
        title: "Verified Visa Fees - Reliable Visa Cost Information",
        description: `Visa fees for ${holders} by destination, in USD, with processing times, e-Visa availability, and each fee's source where we have one (official where we found one) with the day we read it.`,
        path: "/verified-visa-fees",
        // The sitemap lists the page without a passport (the visitor's); a page for a chosen passport is a variant of
        // it, kept out of search indexes, as an unknown passport is.
        robots: loaderData?.chosen || loaderData?.status === "not-found" ? "noindex,nofollow" : undefined,
        jsonLd: { type: "Service", serviceType: "Visa fee information" },
      },
      matches,
    );
    if (loaderData?.status !== "ok") return head;
    return { ...head, links: [...head.links, fetchPreload(trpcGetUrl("directory.list", { passport: loaderData.passport }))] };
  },
  component: lazyRouteComponent(() => import("../features/directory/directory-page"), "VerifiedVisaFeesPage"),
});
