/**
 * Dates for the trip tests, counted from the day the test runs (the Worker reads the rules in force today, and a plan
 * reaches back a year at most, so a fixed date would age out): the example trip about four months ahead.
 */
import { formatIsoDate, type IsoDate } from "../../shared/units/iso-date";

/** Today (UTC) plus `days`, YYYY-MM-DD. */
export function dayFromToday(days: number): IsoDate {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10) as IsoDate;
}

/** "1 Mar 2027" for a day from today. */
export const shown = (days: number) => formatIsoDate(dayFromToday(days));

/** The example's days from today: Dubai and London on day 120, Paris on day 127, Frankfurt on day 134. */
export const EXAMPLE_DAYS = { dubai: 120, london: 120, paris: 127, frankfurt: 134 } as const;

/**
 * Delhi → Dubai (airside) → London (stay) → Paris (stay) → Frankfurt (airside) → Delhi, as the URL's `stops`.
 */
export function exampleStops(): string {
  const d = (n: number) => dayFromToday(n);
  const { dubai, london, paris, frankfurt } = EXAMPLE_DAYS;
  return [
    `AE~${d(dubai)}~${d(dubai)}~a`,
    `GB~${d(london)}~${d(paris)}~s`,
    `FR~${d(paris)}~${d(frankfurt)}~s`,
    `DE~${d(frankfurt)}~${d(frankfurt)}~a`,
  ].join(",");
}
