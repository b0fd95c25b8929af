/**
 * @module A Vite plugin that makes Vite's preload helper (`__vitePreload`, wrapped around every dynamic import of
 * the browser build) call the import and nothing else. `build.modulePreload: false` no longer removes the helper in
 * Vite 8; left in, it cost every page about 0.5 KiB gzip of the entry for work this site does not need: the server
 * names every chunk a page hydrates with as a modulepreload link (worker/ssr/page-chunks.ts), and the only
 * stylesheet a lazy chunk can depend on is the entry's, already in the page. A failed import still rejects.
 */
import type { Plugin } from "vite";

const HELPER_ID = "\0vite/preload-helper.js";

/** The plugin: answers the helper's module before Vite's own import analysis does. */
export function noPreloadHelper(): Plugin {
  return {
    name: "visa-fee-atlas:no-preload-helper",
    enforce: "pre",
    apply: "build",
    resolveId(id) {
      return id === HELPER_ID ? HELPER_ID : null;
    },
    load(id) {
      return id === HELPER_ID ? "export const __vitePreload = (load) => load();" : null;
    },
  };
}
