/**
 * @module The Schengen 90/180-day calculator (/schengen-calculator?s=…&on=…&plan=…&n=…&visa=…): the state in the URL
 * (shared/schengen/calculator-query.ts), the answers computed on the server from it. A static page: the server
 * renders it whole and the page runs the static shell (its live form recomputes as the visitor types), so the
 * browser's route tree leaves it out (client/app-route-tree.ts).
 */
import { textOf } from "../search-params";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { CALCULATOR_PARAMS } from "../../shared/schengen/calculator-query";
import type { CalculatorData, CalculatorPageSearch } from "../features/schengen/calculator-loader";
import { pageHead } from "../seo/meta";
import { rootRoute } from "./root";
import { webApplicationLd } from "../seo/tool-ld";

/** The page's path. */
export const SCHENGEN_CALCULATOR_PATH = "/schengen-calculator";

export const schengenCalculatorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: SCHENGEN_CALCULATOR_PATH,
  validateSearch: (search: Record<string, unknown>): CalculatorPageSearch => {
    const fields = [...CALCULATOR_PARAMS, "t"] as const;
    // Every field the page reads is set (undefined when refused): the router merges this over the raw search.
    return Object.fromEntries(fields.map((name) => [name, textOf(search[name])])) as CalculatorPageSearch;
  },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => import("../features/schengen/calculator-loader").then((m) => m.loadCalculator(deps)),
  head: ({ loaderData, matches }) =>
    pageHead(
      {
        title: "Schengen 90/180-day calculator: days used, days left, next stay | Visa Fee Atlas",
        description:
          "Count your days in the Schengen area exactly as the Schengen Borders Code does: days used in any 180 days, days left, how long your next stay can be and when you can return, with or without a visa.",
        path: SCHENGEN_CALCULATOR_PATH,
        image: "/og/schengen-calculator.png",
        // The reading has no input when any value has a problem: the page then shows messages, no figure.
        errorState: loaderData !== undefined && loaderData.reading.input === null,
        jsonLd: webApplicationLd("Schengen 90/180-day calculator"),
      },
      matches,
    ),
  component: lazyRouteComponent(() =>
    import("../features/schengen/calculator-page").then((view) => ({
      default: function SchengenCalculatorRouteComponent(): ReactElement {
        const data = schengenCalculatorRoute.useLoaderData() as CalculatorData;
        return <view.CalculatorPage {...data} />;
      },
    })),
  ),
});
