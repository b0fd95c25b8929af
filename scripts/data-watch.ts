/**
 * @module CLI `npm run data:watch -- --fixtures` (issue #35): runs the whole data watch locally against recorded
 * answers, with no network (scripts/watch/run-fixtures.ts). The live watch runs on the deployed Worker's Cron
 * Triggers; review what it flags with `npm run ops:data`. Needs `npm run build` once (wrangler bundles the client
 * manifest).
 */
import { existsSync } from "node:fs";
import { runFixtureWatch } from "./watch/run-fixtures";

const USAGE =
  "usage: npm run data:watch -- --fixtures\n" +
  "  Runs the weekly source and upstream watch four times and the daily run on this machine, against a local fixture\n" +
  "  server, and prints what was flagged. The live watch runs on the deployed Worker's Cron Triggers (npm run ops:data).";

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(USAGE);
  process.exit(0);
}
if (args.length !== 1 || args[0] !== "--fixtures") {
  console.error(`data:watch: ${args.length === 0 ? "--fixtures is required" : `unknown arguments ${args.join(" ")}`}\n${USAGE}`);
  process.exit(2);
}
if (!existsSync("dist/client/.vite/manifest.json")) {
  console.error("data:watch: run npm run build first (the Worker bundles the client build's manifest).");
  process.exit(2);
}
process.exitCode = await runFixtureWatch();
