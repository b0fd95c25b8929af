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

// Built on first use, not at import: constructing an Intl formatter loads locale data, and at import it would lengthen
// the one task in which the browser evaluates every module of the page.
let display: Intl.DateTimeFormat | undefined;

// Pages show the same few dates many times (a directory card each, every one checked on the same day), and
// Intl's format was a tenth of the directory's render time: each distinct date is formatted once.
const displayed = new Map<string, string>();
const DISPLAYED_MAX = 1_000;

/**
 * Formats a calendar date for people, the same on server and browser ("23 Nov 2026").
 * @example formatIsoDate("2025-01-12" as IsoDate) // "12 Jan 2025"
 */
export function formatIsoDate(date: IsoDate): string {
  let text = displayed.get(date);
  if (text === undefined) {
    text = (display ??= new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" })).format(
      new Date(`${date}T00:00:00Z`),
    );
    if (displayed.size >= DISPLAYED_MAX) displayed.clear();
    displayed.set(date, text);
  }
  return text;
}
