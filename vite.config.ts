/** Vite builds the browser bundle only; wrangler bundles the Worker (which imports the manifest). */
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { noPreloadHelper } from "./scripts/vite/no-preload-helper.ts";
import { routeChunks } from "./scripts/vite/route-chunks.ts";

const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack|@trpc)[\\/]/;
const MUTATION_HOOKS = /[\\/](useMutation|mutationObserver)\.js$/;
const GUIDE_PARTS = /[\\/](client[\\/]features[\\/]content[\\/]|shared[\\/]content[\\/](facts|authors|sources)\.ts)/;
// The lazy check result's handle joins them: home and every result import it, and since home's loader moved out of the
// entry (features/home/home-loader.ts) it would otherwise be a file of its own.
const PAGE_PARTS =
  /[\\/](client[\\/]components[\\/]country-picker\.tsx|client[\\/]third-parties[\\/]events\.ts|client[\\/]features[\\/]visa-check[\\/]lazy-check-result\.ts)$/;
// The Share control joins them: every page that shows it (a result, the finder, ranking, compare) loads these.
const FIGURE_PARTS =
  /[\\/](client[\\/]components[\\/](currency-select|currency-mode|source-citation)\.tsx?|shared[\\/]units[\\/](iso-date|money)\.ts|shared[\\/]money[\\/]display\.ts|client[\\/]features[\\/]share[\\/]share-link\.tsx)$/;

// The consent categories' texts and the switches' rules go with the banner, which every page without a stored choice
// loads (the preferences dialog, loaded on demand, then imports them from there): as files of their own they were
// requests on every such page.
const BANNER_PARTS = /[\\/](client[\\/](components[\\/]cookie-banner\.tsx|consent[\\/]categories\.ts)|shared[\\/]consent[\\/]preferences\.ts)$/;
// What the passport pages (the finder, ranking, compare) all load besides the figures: the documents held and the
// figures' dates with the category labels, one file instead of two. The score's method text is not in it: the finder
// does not show it, and in here it cost the finder's script 0.3 KiB of its 130 (stop 53).
const PASSPORT_PARTS =
  /[\\/](shared[\\/]concessions[\\/](documents|holds)\.ts|shared[\\/]passport[\\/]category-labels\.ts|client[\\/]features[\\/]passport-ranking[\\/]power-dates\.tsx)$/;

export default defineConfig({
  plugins: [noPreloadHelper(), react(), routeChunks()],
  publicDir: "public",
  resolve: {
    alias: {
      // Structured data is built on the server only (client/seo/ld-scripts.ts says why).
      "./ld-scripts": fileURLToPath(new URL("./client/seo/ld-scripts.browser.ts", import.meta.url)),
      // @tanstack/react-store imports the shim build, which carries a fallback for React before 18. The package's
      // own entry for React 18+ is the same hook over React's built-in useSyncExternalStore (0.3 KiB gzip less).
      "use-sync-external-store/shim/with-selector": "use-sync-external-store/with-selector",
    },
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    // No modulepreload polyfill or dependency lists: the server names every chunk a page hydrates with as a
    // modulepreload link instead (worker/ssr/page-chunks.ts). Vite 8 still wraps dynamic imports in its preload
    // helper; noPreloadHelper (scripts/vite/no-preload-helper.ts) reduces it to the import.
    modulePreload: false,
    rollupOptions: {
      input: "client/entry-client.tsx",
      treeshake: {
        // @trpc/client and @trpc/react-query do not declare `sideEffects: false` (all of @tanstack and @trpc/server
        // do), so modules of theirs the app never calls (wsLink and its connection classes, the classic hooks'
        // helpers) stayed in the entry only because they were imported. Their modules only define things.
        moduleSideEffects: [{ test: /node_modules[\\/]@trpc[\\/](client|react-query)[\\/]/, sideEffects: false }],
      },
      // Every imported constant is written where it is used ('smart', the default, only inlines it in conditions): a
      // module of shared texts (shared/messages.ts) then costs no chunk of its own, and every route's initial JS
      // shrinks (132,826 to 132,745 bytes gzip on /) since chunks stop importing constants from each other.
      optimization: { inlineConst: { mode: "all" } },
      output: {
        codeSplitting: {
          groups: [
            {
              // The libraries every page runs, in one chunk: split by the bundler's defaults they were several
              // files (react, the JSX runtime, the query hooks), each a request and a gzip stream of its own.
              // The mutation observer stays out: only the lead forms run it (client/features/leads/use-lead-form.ts).
              name: "framework",
              test: (id) => FRAMEWORK.test(id) && !MUTATION_HOOKS.test(id),
            },
            {
              // What every editorial page runs besides its record: the renderer, the token filler and the
              // authors. Left to the defaults they were three files (the head builder shares the filler).
              name: "content-page",
              test: GUIDE_PARTS,
              // Only the matched modules: their imports (React, the entry's modules) stay where they are.
              includeDependenciesRecursively: false,
            },
            {
              // Small components and helpers several tool pages share, in two files rather than six (each otherwise
              // a request and a gzip stream under 1 KiB): what the forms need (the country picker, the conversion
              // events), home's first load included, and what shows figures (currency, dates, money, citations),
              // which home needs only once a pair is checked.
              name: "page-parts",
              test: PAGE_PARTS,
              includeDependenciesRecursively: false,
            },
            {
              name: "figure-parts",
              test: FIGURE_PARTS,
              includeDependenciesRecursively: false,
            },
            {
              name: "cookie-banner",
              test: BANNER_PARTS,
              includeDependenciesRecursively: false,
            },
            {
              name: "passport-parts",
              test: PASSPORT_PARTS,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
