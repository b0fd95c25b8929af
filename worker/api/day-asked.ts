/**
 * @module The API's `on` parameter (decision 18, issue #43): the calendar date the rules are judged on, today by
 * default. A requirement, a fee or an announcement in force on that day is the one answered; a rule that ended
 * before it is not.
 */
import { addYears } from "../../shared/schengen/days";
import { MAX_YEARS_AHEAD } from "../../shared/schengen/calculator-query";
import { formatIsoDate, type IsoDate, isoDateOf, parseIsoDate } from "../../shared/units/iso-date";
import { ApiProblem } from "./problem";

/** How far back a date may be asked: a year, as the trip planner allows. */
const YEARS_BACK = 1;

/**
 * The day asked: `on` when given, else today (UTC).
 * @throws ApiProblem "bad-request" for a value that is not a real calendar date YYYY-MM-DD, or one outside a year
 *   back and MAX_YEARS_AHEAD years ahead of today (the message names the range).
 * @example dayAsked("2027-01-01", "2026-11-28") // "2027-01-01"
 */
export function dayAsked(on: string | undefined, today: IsoDate = isoDateOf(new Date())): IsoDate {
  if (on === undefined) return today;
  const earliest = addYears(today, -YEARS_BACK);
  const latest = addYears(today, MAX_YEARS_AHEAD);
  const day = parseIsoDate(on);
  if (!day || day < earliest || day > latest) {
    throw new ApiProblem("bad-request", `on must be a calendar date YYYY-MM-DD from ${formatIsoDate(earliest)} to ${formatIsoDate(latest)}.`);
  }
  return day;
}
