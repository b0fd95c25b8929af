/**
 * @module Visa free with a US, UK or Schengen visa (/visa-free-with-us-uk-schengen-visa): every entry concession for
 * Indian passport holders who hold another country's visa or residence permit, filtered by document, destination
 * and grant in the URL. Static text with a GET form: the server renders it whole and the page runs the static
 * shell, so the browser's route tree leaves it out (client/app-route-tree.ts).
 */
import { codeTextOf, textOf } from "../search-params";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { fieldMessagesOf } from "../features/changes/changes-search";
import { CONCESSION_FIELDS, type ConcessionsLoaderData, type ConcessionsSearch } from "../features/concessions/concessions-search";
import { pageHead } from "../seo/meta";
import { trpcErrorCode } from "../trpc-errors";
import { rootRoute } from "./root";

/** The page's path: what travellers search for. */
export const CONCESSIONS_PATH = "/visa-free-with-us-uk-schengen-visa";

export const concessionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: CONCESSIONS_PATH,
  validateSearch: (search: Record<string, unknown>): ConcessionsSearch => {
    // Every field the page reads is set (undefined when refused): the router merges this over the raw search.
    return Object.fromEntries(CONCESSION_FIELDS.map((field) => [field, field === "destination" ? codeTextOf(search[field]) : textOf(search[field])]));
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }): Promise<ConcessionsLoaderData> => {
    try {
      await context.trpc.concessions.table.ensureData(deps);
      return { problems: {}, failed: false };
    } catch (error) {
      return { problems: fieldMessagesOf(error), failed: trpcErrorCode(error) !== "BAD_REQUEST" };
    }
  },
  head: ({ loaderData, matches }) =>
    pageHead(
      {
        title: "Visa free with a US, UK or Schengen visa: countries for Indian passport holders | Visa Fee Atlas",
        description:
          "Countries Indian passport holders can enter visa free, on arrival or with an e-Visa when they hold a US, UK, Schengen, Canadian or other visa or residence permit, each rule with its source.",
        path: CONCESSIONS_PATH,
        errorState: loaderData !== undefined && (loaderData.failed || Object.keys(loaderData.problems).length > 0),
        jsonLd: { type: "WebPage", datePublished: "2026-11-25", dateModified: "2026-11-25" },
      },
      matches,
    ),
  component: lazyRouteComponent(() =>
    import("../features/concessions/concessions-page").then((view) => ({
      default: function ConcessionsRouteComponent(): ReactElement {
        return <view.ConcessionsPage search={concessionsRoute.useSearch()} loaderData={concessionsRoute.useLoaderData()} />;
      },
    })),
  ),
});
