/**
 * @module `npm run ops:usage [-- --remote] [-- --days 7]`: requests per API key per UTC day (the quota counters),
 * newest day first. Local D1 by default, the deployed database with --remote.
 */
import { execFileSync } from "node:child_process";

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const daysAt = args.indexOf("--days");
const days = daysAt >= 0 ? Number(args[daysAt + 1]) : 7;
if (!Number.isInteger(days) || days < 1 || days > 366) {
  console.error("--days must be a whole number from 1 to 366.");
  process.exit(2);
}
const sql = `SELECT u.day, k.prefix, k.name, k.plan, u.requests FROM api_usage u JOIN api_keys k ON k.id = u.key_id WHERE u.day >= date('now', '-${days - 1} days') ORDER BY u.day DESC, u.requests DESC`;
const out = execFileSync("npx", ["wrangler", "d1", "execute", "DB", remote ? "--remote" : "--local", "--json", "--command", sql], {
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
});
const rows = (JSON.parse(out.slice(out.indexOf("["))) as { results: Record<string, unknown>[] }[]).flatMap((p) => p.results);
console.log(`API usage, last ${days} days (${remote ? "deployed" : "local"} D1): ${rows.length} rows`);
for (const r of rows) console.log([r.day, r.prefix, String(r.requests).padStart(7), r.plan, r.name].join("  "));
