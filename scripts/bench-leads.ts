/**
 * @module Benchmark: the consultation mutation against the static asset (scripts/bench/leads.ts), on its own. Usage:
 * `npm run bench:leads` (builds, seeds and starts the local site), or with AUDIT_URL set to a running site.
 */
import { startLocalSite } from "./audit/local-site";
import { leadsLine, leadsLoad } from "./bench/leads";

const site = await startLocalSite(Number(process.env.BENCH_PORT ?? 8795));
try {
  console.log(leadsLine(await leadsLoad(site.base, "/favicon.svg")));
} finally {
  site.stop();
}
