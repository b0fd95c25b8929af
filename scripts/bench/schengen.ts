/**
 * @module The Schengen calculator (shared/schengen) timed in Node: one calculation is the page's whole answer for a
 * URL with 50 stays, a control date, a planned entry, days wanted and a multiple-entry visa (read, checked, planned,
 * earliest entry searched and the window drawn day by day), as the page's loader runs it.
 */
import { calculate } from "../../shared/schengen/calculate";
import { readCalculatorSearch } from "../../shared/schengen/calculator-query";
import { addDays } from "../../shared/schengen/days";
import type { IsoDate } from "../../shared/units/iso-date";

const RUNS = 500;

/** 50 stays of 2–5 days, a week apart, from 1 Jan 2025: the most the page reads. */
function fiftyStays(): string {
  const stays: string[] = [];
  let entry = "2025-01-01" as IsoDate;
  for (let i = 0; i < 50; i++) {
    const exit = addDays(entry, 1 + (i % 4));
    stays.push(`${entry}~${exit}`);
    entry = addDays(exit, 7);
  }
  return stays.join(",");
}

/** p50 and max of one calculation, in ms. */
export function schengenTimings(): { runs: number; p50Ms: number; maxMs: number } {
  const search = { s: fiftyStays(), on: "2026-03-01", plan: "2026-04-01", n: "30", visa: "2025-01-01~2027-12-31~90~m" };
  const today = "2026-03-01" as IsoDate;
  if (!calculate(readCalculatorSearch(search, today))) throw new Error("the bench's calculator URL does not read");
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    calculate(readCalculatorSearch(search, today));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { runs: RUNS, p50Ms: times[Math.floor(RUNS / 2)] ?? Number.NaN, maxMs: times.at(-1) ?? Number.NaN };
}
