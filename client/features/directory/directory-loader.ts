/**
 * @module The directory's loader, loaded with the page (lazyFn) rather than in the browser's first bundle, as the
 * finder's is: the passport shown (the URL's, else the visitor's from the edge, else India's) and its list, which the
 * browser fetches again before hydrating instead of carrying it in the page (the page shows every card as HTML).
 */
import { FEE_PAGES_FALLBACK_PASSPORT } from "../../fee-pages-passport";
import { FETCHED_BY_BROWSER } from "../../page-queries";
import type { RouterContext } from "../../router-context";
import { trpcErrorCode } from "../../trpc-errors";
import { visitorCountryOf } from "../../visitor-country";

/** What the loader hands the page: the passport shown and how the page came to it. */
export interface DirectoryLoaderData {
  /** "not-found": the URL's passport is not in the data (the page says so, and is not indexed). */
  status: "ok" | "not-found";
  passport: string;
  /** "Indian passports", for the page's description; null when not found. */
  passports: string | null;
  /** The URL names the passport: a variant of the page, not the one in the sitemap (noindex). */
  chosen: boolean;
}

/** Loads the directory of `deps.passport`, or of the visitor's passport when the URL names none. */
export async function directoryLoader({
  context,
  deps,
  parentMatchPromise,
}: {
  context: RouterContext;
  deps: { passport?: string };
  parentMatchPromise: Promise<{ loaderData?: { country: string | null } }>;
}): Promise<DirectoryLoaderData> {
  const chosen = deps.passport !== undefined;
  const passport = deps.passport ?? (await visitorCountryOf(context, parentMatchPromise)) ?? FEE_PAGES_FALLBACK_PASSPORT;
  const listOf = (code: string) => context.trpc.directory.list.ensureData({ passport: code }, { meta: FETCHED_BY_BROWSER });
  try {
    return { status: "ok", passport, passports: (await listOf(passport)).passport.passports, chosen };
  } catch (error) {
    if (trpcErrorCode(error) !== "NOT_FOUND") throw error;
    // The URL's code is not in the data: said on the page. The edge's (a territory the data has no passport for) falls
    // back to the default passport, as the finder's does.
    if (chosen) return { status: "not-found", passport, passports: null, chosen };
    const fallback = FEE_PAGES_FALLBACK_PASSPORT;
    return { status: "ok", passport: fallback, passports: (await listOf(fallback)).passport.passports, chosen };
  }
}
