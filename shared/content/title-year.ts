/** @module The year a guide's title names ("UK Visa Fees 2026"): its record's own last check, never a year typed in. */
import type { DateString } from "./types";

/**
 * The year of a record's `updatedOn`, for a title that names the year of its figures: the title moves with the
 * day the figures were last checked, so it can never name a year older than them ("UK Visa Fees 2025" on a page
 * checked in November 2026). A title names no year but this one.
 * @example titleYear("2026-11-23") // "2026"
 */
export function titleYear(updatedOn: DateString): string {
  return updatedOn.slice(0, 4);
}
