/**
 * @module The client build's files the Worker bundles, as typed modules. wrangler.toml's `[alias]` (and the
 * worker tests' Vite alias) point them at `dist/client/.vite/`, written by `npm run build:client`; declared here so
 * the Worker type-checks on a clean clone, before any build.
 */

/** Vite's build manifest (`build.manifest: true`): source path or chunk name → its output file and imports. */
declare module "@client-build/manifest" {
  const manifest: Record<
    string,
    {
      /** Output file, relative to the client build's root ("assets/home-page-x.js"). */
      file: string;
      /** Stylesheets the chunk brings. */
      css?: string[];
      /** Manifest keys of the chunks this one imports statically. */
      imports?: string[];
    }
  >;
  export default manifest;
}

/** The static pages' script's own manifest (vite.static-shell.config.ts), in the same shape. */
declare module "@client-build/static-shell-manifest" {
  const manifest: typeof import("@client-build/manifest").default;
  export default manifest;
}

/** The route-chunks plugin's output (scripts/vite/route-chunks.ts): files each route's component loads. */
declare module "@client-build/route-chunks" {
  const routeChunks: import("../../scripts/vite/route-chunks-format").RouteChunks;
  export default routeChunks;
}
