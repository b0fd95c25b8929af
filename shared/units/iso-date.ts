/** @module Calendar dates (YYYY-MM-DD) and their display. */

/** A calendar date in ISO 8601 form, YYYY-MM-DD. */
export type IsoDate = string & { readonly __brand: "IsoDate" };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Parses a YYYY-MM-DD string that names a real calendar date (2025-02-29 is rejected).
 * @returns the date, or null when malformed or impossible.
 * @example parseIsoDate("2024-02-29") // "2024-02-29"
 */
export function parseIsoDate(value: string): IsoDate | null {
  if (!ISO_DATE.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? (value as IsoDate) : null;
}

/**
 * The UTC calendar date of an instant.
 * @example isoDateOf(new Date("2026-11-23T23:59:00Z")) // "2026-11-23"
 */
export function isoDateOf(instant: Date): IsoDate {
  return instant.toISOString().slice(0, 10) as IsoDate;
}

// The month abbreviations of Intl's en-GB "short" month (CLDR's, "Sept" included), the words the site printed
// before: the unit tests hold every day of three years to Intl's output. Not Intl itself at run time: in the browser,
// constructing a DateTimeFormat loads locale and time zone data, 46-72 ms on the audit's machine before the first
// date of a page could hydrate, one long task that blocked input on the directory. A table also cannot differ
// between the server's ICU and an older browser's, which would break hydration.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"] as const;

/**
 * Formats a calendar date for people, the same on server and browser ("23 Nov 2026").
 * @example formatIsoDate("2025-01-12" as IsoDate) // "12 Jan 2025"
 */
export function formatIsoDate(date: IsoDate): string {
  const [year, month, day] = date.split("-");
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}
