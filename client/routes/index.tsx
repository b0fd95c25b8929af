/** @module Home (/): hero, the visa check (pair in the URL: /?from=IN&to=TH), link and guide cards. */
import { textOf } from "../search-params";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { parseCountryCode } from "../../shared/units/country-code";
import { pageHead } from "../seo/meta";
import { rootRoute } from "./root";

/** Search params of the home page: the checked pair, ISO 3166-1 alpha-2 codes. */
export interface HomeSearch {
  from?: string;
  to?: string;
  /** Documents an Indian passport holder holds, as typed (`us-visa,uk-residence`): the Worker reads them (shared/concessions/holds.ts). */
  holds?: string;
}

function code(value: unknown): string | undefined {
  return typeof value === "string" ? (parseCountryCode(value) ?? undefined) : undefined;
}

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  validateSearch: (search: Record<string, unknown>): HomeSearch => {
    // Every field the page reads is set (undefined when refused): the router merges this over the raw search.
    return { from: code(search.from), to: code(search.to), holds: textOf(search.holds) };
  },
  loaderDeps: ({ search }) => ({ from: search.from, to: search.to }),
  // Loaded when it runs, keeping the check's loading out of the browser's first bundle.
  loader: ({ context, deps, parentMatchPromise }) =>
    import("../features/home/home-loader").then((m) => m.homeLoader({ context, deps, parentMatchPromise })),
  head: ({ loaderData, matches }) =>
    pageHead(
      {
        title: "Visa Fee Atlas: visa fees, processing times and e-Visa options",
        errorState: loaderData?.status === "not-found" || loaderData?.status === "failed",
        description:
          "Check visa requirements, fees in local currency and USD, processing times and e-Visa or visa on arrival options for your passport.",
        path: "/",
        image: loaderData?.image,
        jsonLd: { type: "WebSite" },
      },
      matches,
    ),
  // Each page's component is its own chunk: the entry holds the shell, a page ships only what it renders.
  component: lazyRouteComponent(() => import("../features/home/home-page")),
});
