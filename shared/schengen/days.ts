/**
 * @module Calendar dates as day numbers for the Schengen rule: whole days since 1 Jan 1970, computed by
 * @internationalized/date's CalendarDate (no clock time, no time zone), so a day is a day in every place.
 */
import { CalendarDate, parseDate } from "@internationalized/date";
import type { IsoDate } from "../units/iso-date";

// Made on use, not at load: a `new` at the top of the module is a side effect the bundler must keep, which would ship
// the date library in every page script that imports any shared module reaching this one (+3.3 KiB gzip on the finder).
let epoch: CalendarDate | null = null;
const EPOCH = () => (epoch ??= new CalendarDate(1970, 1, 1));

/**
 * The day number of a calendar date (days since 1970-01-01).
 * @example dayNumber("1970-01-02" as IsoDate) // 1
 */
export function dayNumber(date: IsoDate): number {
  return parseDate(date).compare(EPOCH());
}

/**
 * The calendar date of a day number.
 * @example dateOfDay(1) // "1970-01-02"
 */
export function dateOfDay(day: number): IsoDate {
  return EPOCH().add({ days: day }).toString() as IsoDate;
}

/**
 * `date` moved by `days` (negative: back).
 * @example addDays("2024-02-28" as IsoDate, 1) // "2024-02-29"
 */
export function addDays(date: IsoDate, days: number): IsoDate {
  return parseDate(date).add({ days }).toString() as IsoDate;
}

/**
 * `date` moved by whole years (29 Feb falls back to 28 Feb in a common year).
 * @example addYears("2024-02-29" as IsoDate, 1) // "2025-02-28"
 */
export function addYears(date: IsoDate, years: number): IsoDate {
  return parseDate(date).add({ years }).toString() as IsoDate;
}

/**
 * `count` consecutive dates from `first`, month by month (the calendar gives each month's length), as one date
 * object per month rather than per day.
 * @example consecutiveDates("2024-02-28" as IsoDate, 3) // ["2024-02-28", "2024-02-29", "2024-03-01"]
 */
export function consecutiveDates(first: IsoDate, count: number): IsoDate[] {
  const dates: IsoDate[] = [];
  let month = parseDate(first);
  let day = month.day;
  while (dates.length < count) {
    const length = month.calendar.getDaysInMonth(month);
    const prefix = `${String(month.year).padStart(4, "0")}-${String(month.month).padStart(2, "0")}-`;
    for (; day <= length && dates.length < count; day++) dates.push(`${prefix}${String(day).padStart(2, "0")}` as IsoDate);
    month = month.set({ day: 1 }).add({ months: 1 });
    day = 1;
  }
  return dates;
}
