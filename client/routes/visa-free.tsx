/**
 * @module No Visa Countries (/visa-free): the finder for one passport, server-rendered from the URL
 * (/visa-free?passport=JP&region=Europe), the passport defaulting to the edge country, else India.
 */
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { Region } from "../../shared/countries/regions";
import { parseCountryCode } from "../../shared/units/country-code";
import { parseRegion } from "../../shared/visa/visa-free";
import { pageHead } from "../seo/meta";
import { trpcErrorCode } from "../trpc-errors";
import { rootRoute } from "./root";

/** Passport of the finder when the edge gives no usable country (spec: pre-filled, decision 3). */
export const FINDER_FALLBACK_PASSPORT = "IN";

/** Search params: the passport (ISO 3166-1 alpha-2) and one of the seven regions. */
export interface VisaFreeSearch {
  passport?: string;
  region?: Region;
}

/** Outcome of the server-side lookup for the page's passport. */
export type FinderStatus = "ok" | "not-found" | "failed";

/** What the loader hands the page: the passport shown (from the URL, the edge or the fallback). */
export interface FinderLoaderData {
  status: FinderStatus;
  passport: string;
  passportName: string | null;
}

export const visaFreeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/visa-free",
  validateSearch: (search: Record<string, unknown>): VisaFreeSearch => {
    const passport = typeof search.passport === "string" ? parseCountryCode(search.passport) : null;
    const region = parseRegion(search.region);
    return { ...(passport ? { passport } : {}), ...(region ? { region } : {}) };
  },
  // The region filters on the page: changing it needs no new data.
  loaderDeps: ({ search }) => ({ passport: search.passport }),
  loader: async ({ context, deps, parentMatchPromise }): Promise<FinderLoaderData> => {
    const [countries, root] = await Promise.all([context.trpc.countries.list.ensureData(), parentMatchPromise]);
    const known = (code: string | null | undefined) => (code && countries.some((c) => c.code === code) ? code : null);
    const passport = deps.passport ?? known(root.loaderData?.country) ?? FINDER_FALLBACK_PASSPORT;
    const passportName = countries.find((c) => c.code === passport)?.name ?? null;
    try {
      // The passport's changes in the newest snapshot: a block of the page and marks on the cards, not a condition of it.
      await Promise.all([
        context.trpc.visaFree.list.ensureData({ passport }),
        context.trpc.history.latest.ensureData({ passport }).catch(() => null),
      ]);
      return { status: "ok", passport, passportName };
    } catch (error) {
      return { status: trpcErrorCode(error) === "NOT_FOUND" ? "not-found" : "failed", passport, passportName };
    }
  },
  head: ({ loaderData, matches }) => {
    const who = loaderData?.passportName ? ` for ${loaderData.passportName} passport holders` : "";
    return pageHead(
      {
        title: `No Visa Countries${who} | Visa Fee Atlas`,
        description: `Countries you can visit without a visa or with a visa on arrival${who}, with maximum stays, plus e-Visa and eTA destinations.`,
        path: "/visa-free",
        jsonLd: { type: "WebPage" },
      },
      matches,
    );
  },
  component: lazyRouteComponent(() => import("../features/visa-free/visa-free-page")),
});
