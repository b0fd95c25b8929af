/**
 * @module The format of `.vite/route-chunks.json`, written by the route-chunks Vite plugin (./route-chunks.ts) and read
 * by the Worker (worker/ssr/page-chunks.ts). No imports: the Worker's type-check takes this file in.
 */

/** Files are client build paths relative to the build's root, e.g. "assets/home-page-x.js". */
export interface RouteChunks {
  /** Route id (the path of a child of the root route) → files its component loads before rendering. */
  routes: Record<string, string[]>;
}

/** Name of the file beside Vite's `manifest.json`, relative to the client build's root. */
export const ROUTE_CHUNKS_FILE = ".vite/route-chunks.json";
