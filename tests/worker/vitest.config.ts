/**
 * Worker tests inside workerd (@cloudflare/vitest-plugin): the real wrangler.toml bindings, the migrations
 * and the seed applied to each test file's isolated D1.
 */
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { buildSeed } from "../../scripts/seed/build";
import { loadSeedSources } from "../../scripts/seed/load";
import { getTableConfig } from "drizzle-orm/sqlite-core";
import { passportMobility, requirementChanges } from "../../worker/db/schema";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const migrations = await readD1Migrations(path.join(root, "migrations"));
const seed = buildSeed(await loadSeedSources());
// The history (22,093 change rows and five indexes, 7,363 mobility points) is read by history.test.ts and
// changes.test.ts only: every file gets the rest of the real seed, and those apply the history's real rows
// themselves (TEST_SEED_HISTORY, in their beforeAll), which keeps
// the per-file setup close to what it was before the history existed.
const historyTables = [getTableConfig(requirementChanges).name, getTableConfig(passportMobility).name];
const isHistory = (sql: string) =>
  historyTables.some((table) => sql.startsWith(`DELETE FROM "${table}"`) || sql.startsWith(`INSERT INTO "${table}"`));

export default defineConfig({
  root,
  // The client build's files the Worker bundles (wrangler.toml's [alias]).
  resolve: {
    alias: {
      "@client-build/manifest": path.join(root, "dist/client/.vite/manifest.json"),
      "@client-build/route-chunks": path.join(root, "dist/client/.vite/route-chunks.json"),
      "@client-build/static-shell-manifest": path.join(root, "dist/client/.vite/static-shell-manifest.json"),
    },
  },
  plugins: [
    cloudflareTest({
      wrangler: { configPath: path.join(root, "wrangler.toml") },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: migrations,
          TEST_SEED: seed.statements.filter((sql) => !isHistory(sql)),
          TEST_SEED_HISTORY: seed.statements.filter(isHistory),
          DEV_MODE: "0",
          DEV_COUNTRY: "",
          // Test values of the Worker secrets (production: `wrangler secret put`).
          IP_HASH_SALT: "test-salt",
          OPS_TOKEN: "test-ops-token",
          // Unset, whatever a local .dev.vars holds: the delivery tests configure their own webhook.
          LEADS_WEBHOOK_SECRET: "",
          ALERTS_TOKEN_KEY: "test-alerts-key",
        },
      },
    }),
  ],
  test: {
    include: ["tests/worker/**/*.test.ts", "tests/worker/**/*.test.tsx"],
    // Two files at a time, whatever the cores (Vitest's default is one fewer than the cores: one on a 2-core CI host).
    // Each file starts its own workerd (~4 s) and imports the Worker afresh (~5 s): time the host spends waiting as
    // much as computing. Measured on 8 files on 2 cores: 105 s with one, 79 s with two.
    maxWorkers: 2,
    setupFiles: ["tests/worker/apply-seed.ts"],
  },
});
