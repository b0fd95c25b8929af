/**
 * @module The dates the wait publishers print (issue #46), read as calendar dates: the State Department's
 * "Last updated: 17-SEPTEMBER-2025" and IRCC's "lastupdated": "June 24, 2026". A date in another form is null, so
 * the reader reports it rather than dating a figure wrongly.
 */
import { parseIsoDate, type IsoDate } from "../units/iso-date";

const MONTH_NAMES = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** YYYY-MM-DD of the parts, when they name a real day; `month` a full English name or its first three letters. */
function dateOf(year: string, month: string, day: string): IsoDate | null {
  const name = month.toLowerCase();
  const number = MONTH_NAMES.findIndex((m) => m === name || (name.length === 3 && m.startsWith(name))) + 1;
  if (number === 0) return null;
  return parseIsoDate(`${year}-${String(number).padStart(2, "0")}-${day.padStart(2, "0")}`);
}

/**
 * The date of the State Department's "17-SEPTEMBER-2025" (or "17-Sep-2025"), or null.
 * @example stateDate("17-SEPTEMBER-2025") // "2025-09-17"
 */
export function stateDate(text: string): IsoDate | null {
  const match = /^(\d{1,2})-([a-z]+)-(\d{4})$/i.exec(text.trim());
  return match ? dateOf(match[3] ?? "", match[2] ?? "", match[1] ?? "") : null;
}

/**
 * The date of IRCC's "June 24, 2026", or null.
 * @example irccDate("June 24, 2026") // "2026-06-24"
 */
export function irccDate(text: string): IsoDate | null {
  const match = /^([a-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/i.exec(text.trim());
  return match ? dateOf(match[3] ?? "", match[1] ?? "", match[2] ?? "") : null;
}
