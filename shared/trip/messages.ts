/**
 * @module The trip form's messages, each shown beside its field (or above the form), and the reading's notes. Dates
 * reuse the calculator's words (shared/schengen/calculator-query.ts), so both forms say a bad date the same way.
 */
import { CALCULATOR_MESSAGES } from "../schengen/calculator-query";
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import { MAX_PASSPORTS, MAX_STOPS } from "./plan";

/** The fixed messages. */
export const TRIP_MESSAGES = {
  passportMissing: "Choose your passport.",
  /** A `post` that cannot be a consular post's name (issue #46). */
  unreadablePost: "That is not a consular post's name: the post with the shortest interview wait is counted.",
  code: "Enter a two-letter country code.",
  samePassport: "Choose two different passports.",
  tooManyPassports: `Enter at most ${MAX_PASSPORTS} passports: only the first ${MAX_PASSPORTS} are used.`,
  countryMissing: "Choose the country of this stop.",
  arriveMissing: "Enter the day you arrive.",
  departMissing: "Enter the day you leave.",
  date: CALCULATOR_MESSAGES.date,
  tooLate: CALCULATOR_MESSAGES.tooLate,
  departBeforeArrive: "The day you leave is before the day you arrive.",
  kind: "Choose a stay, an airside connection or a landside connection.",
  noStops: "Add at least one stop.",
  tooManyStops: `Enter at most ${MAX_STOPS} stops: only the first ${MAX_STOPS} are shown.`,
  unreadableStops: "Some stops in this link could not be read and are left out; check the stops below.",
} as const;

/**
 * A well-formed code that is not a country of the data.
 * @example unknownCountryText("XK") // "We have no country with the code “XK”: choose one from the list."
 */
export function unknownCountryText(code: string): string {
  return `We have no country with the code “${code}”: choose one from the list.`;
}

/**
 * A date more than a year before today.
 * @example tooEarlyText("2025-11-26") // "Enter a date from 26 Nov 2025: a plan reaches back a year at most."
 */
export function tooEarlyText(earliest: IsoDate): string {
  return `Enter a date from ${formatIsoDate(earliest)}: a plan reaches back a year at most.`;
}

/**
 * A stop that starts before the previous one ends.
 * @example overlapText(2, "2027-01-17") // "This stop starts before stop 2 ends (17 Jan 2027): stops follow one another."
 */
export function overlapText(previous: number, previousDepartOn: IsoDate): string {
  return `This stop starts before stop ${previous} ends (${formatIsoDate(previousDepartOn)}): stops follow one another.`;
}

/**
 * A connection whose dates make it longer than its rule allows.
 * @example connectionTooLongText(48, "landside") // "A landside connection here may last at most 48 hours, and these dates make it longer: plan it as a stay, or check the dates."
 * @example connectionTooLongText(24, "airside") // "An airside connection here may last at most 24 hours, …"
 */
export function connectionTooLongText(maxHours: number, mode: string): string {
  return `${mode === "airside" ? "An" : "A"} ${mode} connection here may last at most ${maxHours} hours, and these dates make it longer: plan it as a stay, or check the dates.`;
}
