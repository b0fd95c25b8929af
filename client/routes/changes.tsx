/**
 * @module What changed (/changes): every requirement change between Passport Index snapshots, newest first,
 * filtered by passport, destination, easier/harder and period, 100 a page, all in the URL
 * (/changes?passport=IN&direction=harder&page=2). Static text with a GET form: the server renders it whole and the
 * page runs the static shell, so the browser's route tree leaves it out (client/app-route-tree.ts).
 */
import { codeTextOf, textOf } from "../search-params";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { CHANGES_FIELDS, fieldMessagesOf, type ChangesLoaderData, type ChangesSearch } from "../features/changes/changes-search";
import { pageHead } from "../seo/meta";
import { trpcErrorCode } from "../trpc-errors";
import { rootRoute } from "./root";

export const changesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/changes",
  validateSearch: (search: Record<string, unknown>): ChangesSearch => {
    // Text passes on for the server to check (client/search-params.ts: the router gives only text).
    // Every field the page reads is set (undefined when refused): the router merges this over the raw search.
    // The countries' codes in any case are one page (issue #44).
    return Object.fromEntries(
      CHANGES_FIELDS.map((field) => [field, field === "passport" || field === "destination" ? codeTextOf(search[field]) : textOf(search[field])]),
    ) as ChangesSearch;
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }): Promise<ChangesLoaderData> => {
    try {
      const list = await context.trpc.history.changes.ensureData(deps);
      // Today's resolved figures, marked on the passport's chart beside the snapshots as published (decision 16).
      if (list.summary) await context.trpc.passport.profile.ensureData({ passport: list.summary.passport.code });
      return { problems: {}, failed: false };
    } catch (error) {
      const problems = fieldMessagesOf(error);
      return { problems, failed: trpcErrorCode(error) !== "BAD_REQUEST" };
    }
  },
  head: ({ loaderData, matches }) =>
    pageHead(
      {
        title: "What changed: visa requirement changes since 2021 | Visa Fee Atlas",
        description:
          "Every change of visa requirements between Passport Index snapshots since December 2021, dated by the snapshots that saw it, for any passport and destination, with Atom feeds.",
        path: "/changes",
        image: "/og/changes.png",
        errorState: loaderData !== undefined && (loaderData.failed || Object.keys(loaderData.problems).length > 0),
        jsonLd: { type: "WebPage" },
      },
      matches,
    ),
  component: lazyRouteComponent(() =>
    import("../features/changes/changes-page").then((view) => ({
      default: function ChangesRouteComponent(): ReactElement {
        return <view.ChangesPage search={changesRoute.useSearch()} loaderData={changesRoute.useLoaderData()} />;
      },
    })),
  ),
});
