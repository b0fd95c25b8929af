/** @module Home (/): hero, the visa check (pair in the URL: /?from=IN&to=TH), link and guide cards. */
import { onlyFields, textOf } from "../search-params";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { parseCountryCode } from "../../shared/units/country-code";
import { pageHead, robotsFor } from "../seo/meta";
import type { CheckStatus } from "../features/visa-check/check-result";
import { CHECK_RESULT_MODULE, CheckResult, PAIR_HISTORY_LINES } from "../features/visa-check/lazy-check-result";
import type { HydrationModules } from "../router-context";
import { trpcErrorCode } from "../trpc-errors";
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
    return onlyFields(["from", "to", "holds"], { from: code(search.from), to: code(search.to), holds: textOf(search.holds) });
  },
  loaderDeps: ({ search }) => ({ from: search.from, to: search.to }),
  loader: async ({ context, deps }): Promise<{ status: CheckStatus } & HydrationModules> => {
    const countries = context.trpc.countries.list.ensureData();
    if (!deps.from || !deps.to || deps.from === deps.to) {
      await countries;
      return { status: "none" };
    }
    // All in parallel: the list, the pair's check and the result's code (which the server must hold to render it).
    const [, check] = await Promise.allSettled([
      countries,
      context.trpc.visa.check.ensureData({ passport: deps.from, destination: deps.to }),
      CheckResult.preload?.(),
      // The pair's recent history under the result (its lines are the check's extra, not a condition of it).
      context.trpc.history.pair.ensureData({ passport: deps.from, destination: deps.to, limit: PAIR_HISTORY_LINES }),
    ]);
    await countries;
    // Every outcome of a pair renders the result's module (the card, or its not-found and failure alerts).
    const hydrationModules = [CHECK_RESULT_MODULE];
    if (check.status === "fulfilled") return { status: "ok", hydrationModules };
    return { status: trpcErrorCode(check.reason) === "NOT_FOUND" ? "not-found" : "failed", hydrationModules };
  },
  head: ({ loaderData, matches }) =>
    pageHead(
      {
        title: "Visa Fee Atlas: visa fees, processing times and e-Visa options",
        robots: robotsFor(loaderData?.status === "not-found" || loaderData?.status === "failed"),
        description:
          "Check visa requirements, fees in local currency, USD and INR, processing times and e-Visa or visa on arrival options for your passport.",
        path: "/",
        jsonLd: { type: "WebSite" },
      },
      matches,
    ),
  // Each page's component is its own chunk: the entry holds the shell, a page ships only what it renders.
  component: lazyRouteComponent(() => import("../features/home/home-page")),
});
