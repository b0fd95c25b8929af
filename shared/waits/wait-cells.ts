/**
 * @module One published wait as its publisher writes it (issue #46), read into whole days: a cell of the State
 * Department's wait-times table ("11.5 Months", "< 0.5 Month", "NA") and a value of IRCC's processing-times file
 * ("22 days", "No processing time available"). A figure not published is never read as zero, and anything in another
 * form is reported as such: a new form is the publisher's change to review, not a number to guess.
 */

/** What a published cell says: a figure in whole days, "not published", or a form we do not know. */
export type CellReading =
  /** `lessThan`: published as "< N" (the State Department's "< 0.5 Month"), so `days` is an upper bound. */
  { kind: "figure"; days: number; lessThan: boolean } | { kind: "not-published" } | { kind: "unrecognised" };

/** Days in the State Department's month: "months are 30-day increments, half months 15-day increments". */
export const STATE_DAYS_PER_MONTH = 30;

// The page's forms since March 2025: "1 Month", "1.5 Months", "< 0.5 Month", and the typos "11 Month", "21 Month".
const MONTHS = /^(<\s*)?(\d+(?:\.5)?)\s*months?$/i;
// "NA" or an empty cell: the page publishes no figure for that post and category.
const STATE_NONE = /^(na|n\/a)?$/i;

/**
 * A cell of the State Department's "Global Visa Wait Times" table, in calendar days (a month is 30 days, a half
 * month 15, weekends and holidays counted, as the page says).
 * @param raw the cell's text, whitespace collapsed.
 * @example parseStateCell("11.5 Months") // { kind: "figure", days: 345, lessThan: false }
 * @example parseStateCell("< 0.5 Month") // { kind: "figure", days: 15, lessThan: true }
 * @example parseStateCell("NA") // { kind: "not-published" }
 */
export function parseStateCell(raw: string): CellReading {
  const text = raw.trim();
  if (STATE_NONE.test(text)) return { kind: "not-published" };
  const match = MONTHS.exec(text);
  if (!match) return { kind: "unrecognised" };
  return { kind: "figure", days: Math.round(Number(match[2]) * STATE_DAYS_PER_MONTH), lessThan: match[1] !== undefined };
}

// IRCC's visitor figures are "N days"; its study and work figures "N weeks", which a visitor figure may become.
const IRCC_FIGURE = /^(\d+)\s+(day|week)s?$/i;
const IRCC_NONE = /^(no processing time available|not enough data)$/i;

/**
 * A value of IRCC's processing-times file, in calendar days (a week is 7 days; IRCC counts from a complete
 * application to a decision).
 * @example parseIrccCell("22 days") // { kind: "figure", days: 22, lessThan: false }
 * @example parseIrccCell("Not enough data") // { kind: "not-published" }
 * @example parseIrccCell("7 months") // { kind: "unrecognised" }: a month is not a fixed number of days
 */
export function parseIrccCell(raw: string): CellReading {
  const text = raw.trim();
  if (IRCC_NONE.test(text)) return { kind: "not-published" };
  const match = IRCC_FIGURE.exec(text);
  if (!match) return { kind: "unrecognised" };
  const count = Number(match[1]);
  return { kind: "figure", days: match[2]?.toLowerCase() === "week" ? count * 7 : count, lessThan: false };
}
