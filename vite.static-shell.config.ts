/**
 * The static pages' script (client/static-shell/, worker/ssr/render.tsx) as a build of its own, after the app's
 * (vite.config.ts) into the same folder. It shares source with the app (the consent rules and store, the checklist's
 * store, the table order), never chunks: a shared chunk would split the app's entry, and a static page must not
 * load anything that imports React. Its manifest is `.vite/static-shell-manifest.json`.
 */
import { defineConfig } from "vite";

export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist/client",
    // The app's build ran first into the same folder.
    emptyOutDir: false,
    manifest: ".vite/static-shell-manifest.json",
    target: "es2022",
    modulePreload: false,
    rollupOptions: {
      input: "client/static-shell/entry.ts",
      output: { entryFileNames: "assets/static-shell-[hash].js", chunkFileNames: "assets/static-shell-[name]-[hash].js" },
    },
  },
});
