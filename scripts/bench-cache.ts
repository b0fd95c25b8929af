/**
 * @module `npm run bench:cache` (issue #44): the cache-busting burst and the fresh isolate (scripts/bench/cache-busting.ts)
 * alone, on local workerd (BENCH_PORT, default 8812), without the whole bench. `npm run bench` runs the burst too.
 */
import { startLocalSite } from "./audit/local-site";
import { burstLine, cacheBustingBurst, freshIsolate, freshIsolateLine } from "./bench/cache-busting";

const port = Number(process.env.BENCH_PORT ?? 8812);
let site = await startLocalSite(port);
try {
  console.log(burstLine(await cacheBustingBurst(site.base, Number(process.env.BENCH_BURST ?? 500))));
  const fresh = await freshIsolate(site, () => startLocalSite(port, { prepared: true }), "/visa-free?passport=JP", "/visa-free?passport=BR");
  site = fresh.site;
  console.log(freshIsolateLine(fresh.result));
} finally {
  site.stop();
}
