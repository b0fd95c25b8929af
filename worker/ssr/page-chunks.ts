/**
 * @module The client chunks a server-rendered page runs when it hydrates, by route. Without them in the page the
 * browser finds them one import at a time: the entry, then the framework it imports, then the route's chunk,
 * then that chunk's imports, a round trip each. Listed as modulepreload links, they load at once.
 */
import { chunkGroupKey, hasChunk, modulePreloads } from "./assets";

/** The lazy component module (and modules it loads before rendering) of each tool page, by route id. */
const TOOL_PAGES: Record<string, readonly string[]> = {
  "/": ["client/features/home/home-page.tsx"],
  "/visa-fees": ["client/features/search/visa-fees-page.tsx", "client/features/search/visa-search-results.tsx"],
  "/visa-free": ["client/features/visa-free/visa-free-page.tsx"],
  "/verified-visa-fees": ["client/features/directory/directory-page.tsx"],
  "/visa-consultation": ["client/features/leads/visa-consultation-page.tsx"],
  "/contact-us": ["client/features/leads/contact-us-page.tsx"],
};

/**
 * Manifest keys of a route's own chunks: a tool page's component, or an editorial page's record
 * (shared/content/pages/<last path segment>.ts) with the content renderer. (Its head builder runs in the loader,
 * which hydration does not run again.) Empty for a route not known here.
 */
export function routeChunkKeys(routeId: string): string[] {
  const tool = TOOL_PAGES[routeId];
  if (tool) return [...tool];
  const record = `shared/content/pages/${routeId.split("/").pop()}.ts`;
  if (!hasChunk(record)) return [];
  const renderer = chunkGroupKey("content-page");
  return [record, ...(renderer ? [renderer] : [])];
}

/**
 * Absolute paths of every chunk the page needs to hydrate, beyond the entry script: the framework, the matched
 * routes' chunks (the not-found page's when only the root matched), the cookie banner's when it shows, and the
 * third-party loader's when a consent is stored and a third party it starts is configured (it runs at once).
 */
export function pageChunks(routeIds: readonly string[], opts: { notFound: boolean; banner: boolean; thirdParties: boolean }): string[] {
  const keys = routeIds.flatMap(routeChunkKeys);
  if (opts.notFound) keys.push("client/components/not-found.tsx");
  if (opts.banner) keys.push("client/components/cookie-banner.tsx");
  if (opts.thirdParties) keys.push("client/third-parties/loader.ts");
  return modulePreloads(keys);
}
