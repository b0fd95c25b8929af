/**
 * @module Vitest config of the unit tests: pure shared/ code in the Node pool.
 * Run from the project root: `npx vitest run --config tests/unit/vitest.config.ts`.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The project root, so `include` and shared/ imports resolve the same from any working directory.
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
    // The files reuse their workers rather than each starting one: the suite takes half the time (measured on the
    // 2-core host: 136 → 69 s, the same 2,226 tests). The domain is pure functions; the files that stub the clock, the
    // environment or the console restore them in afterEach, as they must anyway.
    isolate: false,
  },
});
