/**
 * @module The finder's loader, loaded with the page (lazyFn) rather than in the browser's first bundle: the passport
 * shown (the URL's, else the edge country's, else India) and its list, latest changes and passport power.
 */
import type { HeldDocumentKey } from "../../../shared/concessions/documents";
import { readHolds } from "../../../shared/concessions/holds";
import type { RouterContext } from "../../router-context";
import { trpcErrorCode } from "../../trpc-errors";

/** Passport of the finder when the edge gives no usable country (spec: pre-filled, decision 3). */
const FINDER_FALLBACK_PASSPORT = "IN";

/** Outcome of the server-side lookup for the page's passport. */
export type FinderStatus = "ok" | "not-found" | "failed";

/** What the loader hands the page: the passport shown (from the URL, the edge or the fallback). */
export interface FinderLoaderData {
  status: FinderStatus;
  passport: string;
  passportName: string | null;
  /** The documents held that the page applies (Indian passports only), in the documents' order. */
  holds: HeldDocumentKey[];
  /** What was left out of the URL's `holds`, or null. */
  holdsNote: string | null;
}

/** Loads the finder for `deps.passport`, or for the edge country (the root's loader data) when the URL gives none. */
export async function finderLoader({
  context,
  deps,
  parentMatchPromise,
}: {
  context: RouterContext;
  deps: { passport?: string; holds?: string };
  parentMatchPromise: Promise<{ loaderData?: { country: string | null } }>;
}): Promise<FinderLoaderData> {
  const [countries, root] = await Promise.all([context.trpc.countries.list.ensureData(), parentMatchPromise]);
  const known = (code: string | null | undefined) => (code && countries.some((c) => c.code === code) ? code : null);
  const passport = deps.passport ?? known(root.loaderData?.country) ?? FINDER_FALLBACK_PASSPORT;
  const passportName = countries.find((c) => c.code === passport)?.name ?? null;
  const { holds, note: holdsNote } = readHolds(deps.holds, passport);
  try {
    // The passport's changes in the newest snapshot and its power: blocks of the page, not conditions of it.
    await Promise.all([
      context.trpc.visaFree.list.ensureData({ passport }),
      context.trpc.history.latest.ensureData({ passport }).catch(() => null),
      context.trpc.passport.profile.ensureData({ passport }).catch(() => null),
      holds.length > 0 ? context.trpc.concessions.unlocked.ensureData({ passport, holds }).catch(() => null) : null,
    ]);
    return { status: "ok", passport, passportName, holds, holdsNote };
  } catch (error) {
    return { status: trpcErrorCode(error) === "NOT_FOUND" ? "not-found" : "failed", passport, passportName, holds, holdsNote };
  }
}
