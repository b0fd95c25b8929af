/**
 * @module Benchmark: the free-text visa search (shared/search) in Node over the real seed data, one query at a
 * time: every country name, every major city and 1,000 random strings. Prints p50/p95 per set; not a test.
 * Usage: `npm run bench:search` (script line: "bench:search": "tsx scripts/bench-search.ts").
 */
import { buildSearchIndex } from "../shared/search/index";
import { searchVisas } from "../shared/search/query";
import { toCountry } from "../worker/db/queries/countries";
import { toFeeOption, toRateTable } from "../worker/db/queries/fee-options";
import { buildSeedRows, FEE_PASSPORT } from "./seed/build";
import { loadSeedSources } from "./seed/load";

const { rows } = buildSeedRows(await loadSeedSources());
const started = performance.now();
const index = buildSearchIndex({
  countries: rows.countries.map(toCountry),
  // The same selection and order as worker/db/queries/search.ts: Indian records by source position.
  feeOptions: rows.feeOptions
    .filter((r) => r.passportCountryCode === FEE_PASSPORT)
    .sort((a, b) => a.position - b.position)
    .map(toFeeOption),
  rates: toRateTable(rows.exchangeRates),
});
const buildMs = performance.now() - started;

// A fixed seed, so two runs search the same strings (mulberry32).
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(20261123);
const ALPHABET = "abcdefghijklmnopqrstuvwxyz -%_'\"éçü";
const randomStrings = Array.from({ length: 1000 }, () => {
  const length = 1 + Math.floor(next() * 12);
  return Array.from({ length }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join("");
});

const countries = rows.countries.map((c) => c.name);
const cities = rows.countries.flatMap((c) => JSON.parse(c.majorCities) as string[]);
const sets: [string, string[]][] = [
  ["country names", countries],
  ["major cities", cities],
  ["random strings", randomStrings],
  ["one letter a-z", [..."abcdefghijklmnopqrstuvwxyz"]],
];

function quantile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

// Warm-up, so the JIT has compiled the query before it is timed.
for (const term of [...countries, ...randomStrings]) searchVisas(index, term);

console.log(`index: ${index.entries.length} entries from ${rows.countries.length} countries, built in ${buildMs.toFixed(1)} ms`);
console.log(["set", "queries", "p50 ms", "p95 ms", "max ms", "avg rows"].join("\t"));
for (const [name, terms] of sets) {
  const times: number[] = [];
  let totalRows = 0;
  for (const term of terms) {
    const t0 = performance.now();
    const result = searchVisas(index, term);
    times.push(performance.now() - t0);
    totalRows += result.total;
  }
  times.sort((a, b) => a - b);
  console.log(
    [name, terms.length, quantile(times, 0.5).toFixed(4), quantile(times, 0.95).toFixed(4), times.at(-1)!.toFixed(4), (totalRows / terms.length).toFixed(1)].join("\t"),
  );
}
