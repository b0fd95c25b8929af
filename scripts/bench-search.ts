/**
 * @module Benchmark: the free-text visa search in Node over the real seed data (scripts/bench/search.ts), for an Indian
 * and a US passport (one index per passport, issue #45). Prints p50/p95/max per query set; not a test. Usage:
 * `npm run bench:search`.
 */
import { searchTimings } from "./bench/search";

for (const passport of ["IN", "US"]) {
  const { entries, countries, buildMs, sets } = await searchTimings(passport);
  console.log(`${passport} index: ${entries} entries from ${countries} countries, built in ${buildMs.toFixed(1)} ms`);
  console.log(["set", "queries", "p50 ms", "p95 ms", "max ms", "avg rows"].join("\t"));
  for (const s of sets) console.log([s.set, s.queries, s.p50Ms.toFixed(4), s.p95Ms.toFixed(4), s.maxMs.toFixed(4), s.avgRows.toFixed(1)].join("\t"));
}
