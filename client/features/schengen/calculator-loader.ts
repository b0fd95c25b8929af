/**
 * @module The calculator page's data: the URL read and its answers, on the server (a static page's loader never
 * runs in the browser). Today is the visitor's local date when the browser sent it (`t`, within a day of the
 * server's: no time zone is further apart), else the server's UTC date.
 */
import { calculate } from "../../../shared/schengen/calculate";
import { type CalculatorSearch, readCalculatorSearch } from "../../../shared/schengen/calculator-query";
import { addDays } from "../../../shared/schengen/days";
import { type IsoDate, isoDateOf, parseIsoDate } from "../../../shared/units/iso-date";

/**
 * The page's URL parameters as the router reads them (a number where the text was one): the calculator's, and `t`,
 * the browser's local date (YYYY-MM-DD).
 */
export type CalculatorPageSearch = Partial<Record<keyof CalculatorSearch | "t", string | number>>;

/**
 * The day the calculator takes as today: `local` (the browser's date) when it is a date within one day of
 * `serverToday` (UTC), else `serverToday`.
 */
export function todayFor(local: string | undefined, serverToday: IsoDate): { today: IsoDate; local: boolean } {
  const date = local ? parseIsoDate(local) : null;
  return date && date >= addDays(serverToday, -1) && date <= addDays(serverToday, 1)
    ? { today: date, local: true }
    : { today: serverToday, local: false };
}

/** The page's props (calculator-page.tsx). */
export type CalculatorData = ReturnType<typeof loadCalculator>;

/** The page's props from its URL, `now` the server's clock. */
export function loadCalculator(search: CalculatorPageSearch, now: Date = new Date()) {
  const text = Object.fromEntries(
    Object.entries(search).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  ) as CalculatorSearch & { t?: string };
  const { today, local } = todayFor(text.t, isoDateOf(now));
  const reading = readCalculatorSearch(text, today);
  return { reading, result: calculate(reading), today, localToday: local };
}
