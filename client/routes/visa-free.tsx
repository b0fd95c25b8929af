/**
 * @module No Visa Countries (/visa-free): the finder for one passport, server-rendered from the URL
 * (/visa-free?passport=JP&region=Europe), the passport defaulting to the edge country, else India.
 */
import { textOf } from "../search-params";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { Region } from "../../shared/countries/regions";
import { parseCountryCode } from "../../shared/units/country-code";
import { parseRegion } from "../../shared/countries/regions";
import { pageHead } from "../seo/meta";
import { rootRoute } from "./root";

/** Search params: the passport (ISO 3166-1 alpha-2), one of the seven regions, the documents held ("us-visa,uk-visa", read by the loader). */
export interface VisaFreeSearch {
  passport?: string;
  region?: Region;
  holds?: string;
}

export const visaFreeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/visa-free",
  validateSearch: (search: Record<string, unknown>): VisaFreeSearch => {
    const passport = typeof search.passport === "string" ? parseCountryCode(search.passport) : null;
    // Every field the page reads is set (undefined when refused): the router merges this over the raw search.
    return {
      passport: passport ?? undefined,
      region: parseRegion(search.region) ?? undefined,
      holds: textOf(search.holds),
    };
  },
  // The region filters on the page: changing it needs no new data.
  loaderDeps: ({ search }) => ({ passport: search.passport, holds: search.holds }),
  // Loaded when it runs, keeping it out of the browser's first bundle.
  loader: ({ context, deps, parentMatchPromise }) =>
    import("../features/visa-free/finder-loader").then((m) => m.finderLoader({ context, deps, parentMatchPromise })),
  head: ({ loaderData, matches }) => {
    const who = loaderData?.passportName ? ` for ${loaderData.passportName} passport holders` : "";
    return pageHead(
      {
        title: `No Visa Countries${who} | Visa Fee Atlas`,
        description: `Countries you can visit without a visa or with a visa on arrival${who}, with maximum stays, plus e-Visa and eTA destinations.`,
        path: "/visa-free",
        image: "/og/visa-free.png",
        errorState: loaderData !== undefined && loaderData.status !== "ok",
        jsonLd: { type: "WebPage" },
      },
      matches,
    );
  },
  component: lazyRouteComponent(() => import("../features/visa-free/visa-free-page")),
});
