/// <reference path="./client-build.d.ts" />
/**
 * @module The client chunks a server-rendered page runs when it hydrates, by route. Without them in the page the
 * browser finds them one import at a time: the entry, then the framework it imports, then the route's chunk,
 * then that chunk's imports, a round trip each. Named by the app loader (./app-loader.ts), they load at once.
 *
 * Each route's own chunks come from the build (`@client-build/route-chunks`, written by scripts/vite/route-chunks.ts
 * from the route's `import()` of its component), and their imports from the Vite manifest's graph: nothing here
 * names a page's file.
 */
import routeChunks from "@client-build/route-chunks";
import { chunkKeyOfFile, modulePreloads } from "./assets";

/** Shell chunks that are not a route's: loaded by the root layout when the page needs them. */
const COOKIE_BANNER = "client/components/cookie-banner.tsx";
export const THIRD_PARTY_LOADER = "client/third-parties/loader.ts";

/**
 * Manifest keys of a route's own chunks: what its component loads before it renders (a tool page's component, an
 * editorial page's record with the content renderer). Its loader's modules are left out: hydration does not run
 * the loader again. Empty for a route whose component is not lazy (the root).
 */
export function routeChunkKeys(routeId: string): string[] {
  return (routeChunks.routes[routeId] ?? []).map(chunkKeyOfFile);
}

/**
 * Absolute paths of every chunk an app page needs to hydrate, beyond the entry script: the framework, the matched
 * routes' chunks, the lazy modules their loaders made ready (`modules`: manifest keys from the loader data, see
 * HydrationModules), the cookie banner's when it shows, and the third-party loader's when a consent is stored and a
 * third party it starts is configured (it runs at once). The not-found page runs the static shell, not the app.
 * @throws Error when the build's files and the manifest disagree (a stale `dist/client`), or a module is not in it.
 */
export function pageChunks(routeIds: readonly string[], opts: { banner: boolean; thirdParties: boolean; modules?: readonly string[] }): string[] {
  const keys = [...routeIds.flatMap(routeChunkKeys), ...(opts.modules ?? [])];
  if (opts.banner) keys.push(COOKIE_BANNER);
  if (opts.thirdParties) keys.push(THIRD_PARTY_LOADER);
  return modulePreloads(keys);
}
