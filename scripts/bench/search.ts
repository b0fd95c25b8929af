/**
 * @module The free-text visa search (shared/search) timed in Node over the real seed data, one query at a time:
 * every country name, every major city, 1,000 random strings (fixed seed) and each letter a–z.
 */
import type { CountryCode } from "../../shared/units/country-code";
import { isoDateOf, type IsoDate } from "../../shared/units/iso-date";
import { passportRequirements } from "../../shared/visa/visa-free";
import { buildSearchIndex } from "../../shared/search/index";
import { searchVisas } from "../../shared/search/query";
import { HOME_CURRENCY } from "../../shared/money/visitor-currency";
import { toCountry } from "../../worker/db/queries/countries";
import { toFeeOption, toRateTable } from "../../worker/db/queries/fee-options";
import { buildSeedRows } from "../seed/build";
import { loadSeedSources } from "../seed/load";

// Rows converted to rupees, as for an Indian visitor (the query converts its rows; other currencies cost the same).
const BENCH_CURRENCY = HOME_CURRENCY;

/** One set of queries: its size, p50/p95/max time in ms and the average number of rows found. */
export interface SearchSetTiming {
  set: string;
  queries: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  avgRows: number;
}

function quantile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/**
 * Builds the index of `passport` (India's by default; the site keeps one per passport asked, issue #45) from the seed
 * and times every query set.
 */
export async function searchTimings(
  passport: string = "IN",
): Promise<{ entries: number; countries: number; buildMs: number; sets: SearchSetTiming[] }> {
  const { rows } = buildSeedRows(await loadSeedSources());
  const today = isoDateOf(new Date());
  const seeded = rows.countries.map(toCountry);
  const self = seeded.find((c) => c.code === passport);
  const asOn = rows.requirementVersions.find((v) => v.isCurrent)?.asOn as IsoDate | undefined;
  if (!self || !asOn) throw new Error(`no passport ${passport} in the seed`);
  const started = performance.now();
  // The same selection and order as worker/db/queries/passport-fees.ts: every record by source position, the
  // passport's requirements of the current version with its corrections (worker/services/search-index.ts).
  const index = buildSearchIndex({
    countries: seeded,
    passport: self,
    feeOptions: [...rows.feeOptions].sort((a, b) => a.position - b.position).map(toFeeOption),
    requirements: passportRequirements({
      passport: self,
      requirements: rows.visaRequirements.filter((r) => r.versionOn === asOn && r.passportCountryCode === (passport as CountryCode)),
      corrections: rows.requirementCorrections.filter((c) => c.passportCountryCode === (passport as CountryCode)),
      requirementsAsOn: asOn,
      today,
    }),
    rates: toRateTable(rows.exchangeRates),
    today,
  });
  const buildMs = performance.now() - started;

  // A fixed seed, so two runs search the same strings (mulberry32).
  let seed = 20261123;
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
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
  // Warm-up, so the JIT has compiled the query before it is timed.
  for (const term of [...countries, ...randomStrings]) searchVisas(index, term, BENCH_CURRENCY);

  const timings = sets.map(([set, terms]) => {
    const times: number[] = [];
    let totalRows = 0;
    for (const term of terms) {
      const t0 = performance.now();
      totalRows += searchVisas(index, term, BENCH_CURRENCY).total;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return {
      set,
      queries: terms.length,
      p50Ms: quantile(times, 0.5),
      p95Ms: quantile(times, 0.95),
      maxMs: times.at(-1)!,
      avgRows: totalRows / terms.length,
    };
  });
  return { entries: index.entries.length, countries: rows.countries.length, buildMs, sets: timings };
}
