/**
 * @module `npm run ops:limits [-- --remote] [-- --scope consultation]`: the rate-limit counters in KV as a table
 * (scope, client hash, stored/limit in the window, latest submission, expiry). Local KV (.wrangler/state) by
 * default, the deployed namespace with --remote. One `wrangler kv key list`: the figures are in each key's metadata.
 */
import { execFileSync } from "node:child_process";
import { RATE_LIMIT_SCOPES, type RateLimitScope } from "../shared/leads/rate-limit";

interface ListedKey {
  name: string;
  expiration?: number;
  metadata?: { count?: number; max?: number; windowSeconds?: number; lastAt?: string };
}

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const scopeAt = args.indexOf("--scope");
const scope = scopeAt >= 0 ? args[scopeAt + 1] : undefined;
if (scopeAt >= 0 && !RATE_LIMIT_SCOPES.includes(scope as RateLimitScope)) {
  // A typo would otherwise list nothing, which reads as "no counters".
  console.error(`--scope must be one of ${RATE_LIMIT_SCOPES.join(", ")}`);
  process.exit(2);
}
const prefix = `ratelimit:v1:${scope ? `${scope}:` : ""}`;

const out = execFileSync("npx", ["wrangler", "kv", "key", "list", "--binding", "KV", "--prefix", prefix, remote ? "--remote" : "--local"], {
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
});
// wrangler prints the JSON array, possibly after a banner.
const keys = JSON.parse(out.slice(out.indexOf("["))) as ListedKey[];

const now = Date.now();
const ago = (iso?: string) => (iso ? `${Math.round((now - Date.parse(iso)) / 1000)} s ago` : "?");
const inSeconds = (epoch?: number) => (epoch ? `in ${Math.max(0, Math.round(epoch - now / 1000))} s` : "never");
const rows = keys.map((k) => {
  const [, , keyScope = "?", hash = "?"] = k.name.split(":");
  const m = k.metadata ?? {};
  return [
    keyScope,
    `${hash.slice(0, 12)}…`,
    `${m.count ?? "?"}/${m.max ?? "?"}`,
    m.windowSeconds ? `${m.windowSeconds} s` : "?",
    ago(m.lastAt),
    inSeconds(k.expiration),
  ];
});
const header = ["scope", "client", "stored/limit", "window", "latest", "expires"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join("  ");

console.log(`Rate-limit counters (${remote ? "deployed" : "local"} KV, prefix ${prefix}): ${rows.length}`);
if (rows.length) {
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows.sort((a, b) => a[0]!.localeCompare(b[0]!))) console.log(line(r));
}
