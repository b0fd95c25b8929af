/** Vite builds the browser bundle only; wrangler bundles the Worker (which imports the manifest). */
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  publicDir: "public",
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    rollupOptions: { input: "client/entry-client.tsx" },
  },
});
