/**
 * @module The trip planner (/trip?passport=…&holds=…&stops=…, issue #36): one itinerary's every stop and connection,
 * the Schengen count across it, the total and the dates to apply by, computed on the server from the URL
 * (shared/trip/query.ts). A static page: the server renders it whole and the page runs the static shell (its live
 * form asks for the page again as the visitor edits the plan), so the browser's route tree leaves it out.
 */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { TRIP_PATH } from "../../shared/trip/links";
import { showsProblems, TRIP_PAGE_FIELDS, type TripLoaderData, type TripRouteSearch } from "../features/trip/trip-data";
import { codeTextOf, textOf } from "../search-params";
import { pageHead } from "../seo/meta";
import { rootRoute } from "./root";
import { webApplicationLd } from "../seo/tool-ld";

export const tripRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: TRIP_PATH,
  validateSearch: (search: Record<string, unknown>): TripRouteSearch => {
    // Every field the page reads is set (undefined when refused): the router merges this over the raw search.
    return Object.fromEntries(TRIP_PAGE_FIELDS.map((field) => [field, field === "passport" ? codeTextOf(search[field]) : textOf(search[field])]));
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }): Promise<TripLoaderData> => {
    try {
      return { page: await context.trpc.trip.plan.ensureData(deps), failed: false };
    } catch {
      return { page: null, failed: true };
    }
  },
  head: ({ loaderData, matches }) =>
    pageHead(
      {
        title: "Trip planner: every stop's visa, transit rules, Schengen days, total cost and apply-by dates | Visa Fee Atlas",
        description:
          "Plan a trip of up to 12 stops: the visa or transit rule at each stop with the documents you hold, the Schengen 90/180-day count, the total in your currency, and the date to apply for each visa.",
        path: TRIP_PATH,
        // A plan with a message shows no answer: not a page to index.
        errorState: loaderData !== undefined && (loaderData.failed || (loaderData.page !== null && showsProblems(loaderData.page.reading))),
        jsonLd: webApplicationLd("Trip planner"),
      },
      matches,
    ),
  component: lazyRouteComponent(() =>
    import("../features/trip/trip-page").then((view) => ({
      default: function TripRouteComponent(): ReactElement {
        return <view.TripPage {...tripRoute.useLoaderData()} />;
      },
    })),
  ),
});
