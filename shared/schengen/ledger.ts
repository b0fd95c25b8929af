/**
 * @module The counted days of a set of stays (rule.ts's working structure): an indicator array with prefix sums over
 * day numbers (days.ts), so any 180-day window's count is two lookups, and runs of days back as date ranges.
 */
import { dateOfDay, dayNumber } from "./days";
import { type DayRange, MAX_STAY_DAYS, type Stay, WINDOW_DAYS } from "./stay";

/**
 * The counted days as an indicator array over a span wide enough for every question asked of it, with prefix sums:
 * any window's count is two lookups.
 */
export class Ledger {
  readonly lo: number;
  readonly counted: Uint8Array;
  private readonly prefix: Int32Array;

  constructor(stays: readonly Stay[], extraDays: readonly number[]) {
    const days = stays.filter((s) => s.counted).flatMap((s) => [dayNumber(s.entry), dayNumber(s.exit)]);
    const all = [...days, ...extraDays];
    const lo = Math.min(...all) - WINDOW_DAYS;
    const hi = Math.max(...all) + 2 * WINDOW_DAYS + MAX_STAY_DAYS;
    this.lo = lo;
    this.counted = new Uint8Array(hi - lo + 1);
    for (const s of stays) {
      if (!s.counted) continue;
      // The exit's day number once, not at every step: parsing a date per day made a long stay cost a parse a day.
      const last = dayNumber(s.exit);
      for (let d = dayNumber(s.entry); d <= last; d++) this.counted[d - lo] = 1;
    }
    this.prefix = new Int32Array(this.counted.length + 1);
    for (let i = 0; i < this.counted.length; i++) this.prefix[i + 1] = (this.prefix[i] ?? 0) + (this.counted[i] ?? 0);
  }

  /** Counted days in [from, to] (day numbers), clipped to the span. */
  between(from: number, to: number): number {
    const a = Math.max(from - this.lo, 0);
    const b = Math.min(to - this.lo, this.counted.length - 1);
    return b < a ? 0 : (this.prefix[b + 1] ?? 0) - (this.prefix[a] ?? 0);
  }

  has(day: number): boolean {
    return this.counted[day - this.lo] === 1;
  }

  /** Counted days in the window of `day`. */
  window(day: number): number {
    return this.between(day - WINDOW_DAYS + 1, day);
  }

  get hi(): number {
    return this.lo + this.counted.length - 1;
  }

  /** The last counted day whose window already holds more than 90 days (an overstay in the stays given), or -Infinity. */
  get lastBroken(): number {
    if (this.broken === undefined) {
      this.broken = Number.NEGATIVE_INFINITY;
      for (let d = this.hi; d >= this.lo; d--) {
        if (this.has(d) && this.window(d) > MAX_STAY_DAYS) {
          this.broken = d;
          break;
        }
      }
    }
    return this.broken;
  }

  private broken: number | undefined;
}

/** Runs of consecutive day numbers (ascending) as date ranges. */
export function rangesOf(days: readonly number[]): DayRange[] {
  // Runs as numbers first, dates at the end: two dates a run, not one a day (thousands on a long overstay).
  const runs: { from: number; to: number }[] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && last.to === day - 1) last.to = day;
    else runs.push({ from: day, to: day });
  }
  return runs.map((r) => ({ from: dateOfDay(r.from), to: dateOfDay(r.to), days: r.to - r.from + 1 }));
}
