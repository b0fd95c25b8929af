/**
 * @module `/fragments/{name}?{query}` (issue #34): a server fragment's markup (worker/fragments/registry.ts) for the
 * browser, which fetches it when a fragment's address changes after hydration; the requirement map there is an SVG
 * image anyone may use. One answer per address and day, kept in the page cache. An unknown name answers 404 and a
 * refused parameter its status, each with a plain-text reason; fragments are never indexed. `/maps/requirements.svg`,
 * the map's address before fragments, moved here for good.
 */
import { Hono } from "hono";
import { addressOf, readFragmentAddress } from "../../shared/fragments/address";
import { isoDateOf } from "../../shared/units/iso-date";
import type { AppEnv } from "../env";
import { drawFragment, fragmentServing } from "../fragments/registry";
import { FragmentRefusal } from "../fragments/refusal";
import { cachedAnswer } from "../ssr/cached-answer";
import { keptPage, newNonceToken } from "../ssr/page-cache";

/** The plain-text answer for an address naming no fragment. */
export const NO_SUCH_FRAGMENT = "No such fragment.";

export const fragmentRoutes = new Hono<AppEnv>();

fragmentRoutes.get("/fragments/:name", async (c) => {
  const url = new URL(c.req.url);
  const address = readFragmentAddress(url.pathname, url.searchParams);
  if (!address) return c.text(NO_SUCH_FRAGMENT, 404);
  const today = isoDateOf(new Date());
  const { contentType, maxAgeSeconds } = fragmentServing(address.name);
  // The normalised address (parameters in order, unknown ones dropped) is the key: one answer per fragment and day.
  const key = `fragment\n${addressOf(address)}\n${today}`;
  return cachedAnswer(c, key, async () => {
    const started = performance.now();
    try {
      const markup = await drawFragment(address, { db: c.var.db, today });
      const headers: Array<[string, string]> = [
        ["Content-Type", contentType],
        ["Cache-Control", `public, max-age=${maxAgeSeconds}`],
        ["X-Robots-Tag", "noindex"],
      ];
      // Kept whole: a fragment has no nonce, so the stand-in token never occurs and the body is one part.
      return { page: await keptPage(200, headers, markup, newNonceToken()), timing: `render;dur=${(performance.now() - started).toFixed(2)}` };
    } catch (error) {
      if (error instanceof FragmentRefusal) return c.text(error.message, error.status);
      throw error;
    }
  });
});

// The map's old address: the same query, answered by its fragment.
fragmentRoutes.get("/maps/requirements.svg", (c) => c.redirect(`/fragments/requirement-map${new URL(c.req.url).search}`, 301));
