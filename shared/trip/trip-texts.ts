/**
 * @module Every sentence the trip planner says about the whole trip (the Schengen count, the total, the dates to
 * apply by, the checklist, the two passports), in one place so tests hold each one.
 */
import { documentName, type HeldDocumentKey } from "../concessions/documents";
import { MAX_STAY_DAYS } from "../schengen/stay";
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import { formatProcessingTime, type ProcessingDays } from "../visa/processing-time";
import { CHECK_WITH_AIRLINE } from "./transit-texts";
import type { PairWait } from "../waits/pair-wait";

/** The Schengen section's fixed sentences. */
export const SCHENGEN_TEXTS = {
  thisTripOnly:
    "This counts the Schengen days of this plan only: add your stays of the 180 days before it in the Schengen calculator. Consecutive Schengen stops count as one visit, days between them included.",
  fits: `Every Schengen day of this plan keeps to the rule: at most ${MAX_STAY_DAYS} days in any 180.`,
  residence: "Days under your Schengen residence permit in the state that issued it do not count; this count includes every Schengen stop.",
} as const;

/** A passport whose citizens move freely in the Schengen area: one text with the check and the calculator. */
export { freeMovementText } from "../schengen/free-movement";

/**
 * Days over the rule.
 * @example overstayText({ from: "2027-04-11", to: "2027-04-20", days: 10 }) // "Over the 90 days from 11 Apr 2027 to 20 Apr 2027 (10 days): shorten a Schengen stop."
 */
export function overstayText(run: { from: IsoDate; to: IsoDate; days: number }): string {
  return `Over the ${MAX_STAY_DAYS} days from ${formatIsoDate(run.from)} to ${formatIsoDate(run.to)} (${run.days} ${run.days === 1 ? "day" : "days"}): shorten a Schengen stop.`;
}

/**
 * The days used on a visit's last day.
 * @example usedOnExitText(21, 69) // "21 of 90 days used on leaving; 69 left."
 */
export function usedOnExitText(used: number, left: number): string {
  return `${used} of ${MAX_STAY_DAYS} days used on leaving; ${left} left.`;
}

/** The dates to apply by. */
export const APPLY_TEXTS = {
  unknown: "Processing time unknown: apply early.",
} as const;

/**
 * The day to apply by, from the processing time.
 * @example applyByText("2026-12-20", { min: 15, max: 21 }) // "Apply by 20 Dec 2026: processing takes 15-21 days."
 */
export function applyByText(applyByOn: IsoDate, processing: ProcessingDays): string {
  return `Apply by ${formatIsoDate(applyByOn)}: processing takes ${formatProcessingTime(processing)}.`;
}

/**
 * The day to apply by, from a published wait (shared/waits/pair-wait.ts: the check's processing time, word for word).
 * @example applyByWaitText("2026-07-01", kolkata) // "Apply by 1 Jul 2026: interview wait in Kolkata: 195 days (US State Department, as of 17 Sept 2026), then administrative processing."
 */
export function applyByWaitText(applyByOn: IsoDate, wait: Pick<PairWait, "text">): string {
  return `Apply by ${formatIsoDate(applyByOn)}: ${lowerFirst(wait.text)}.`;
}

/**
 * Applying today may already be too late, by a published wait.
 * @example applyNowWaitText(canadaIndia, "2026-12-10") // "Apply now: processing time for applicants in India: 22 days (IRCC, as of 24 Jun 2026), so the visa may not be ready by 10 Dec 2026."
 */
export function applyNowWaitText(wait: Pick<PairWait, "text">, arriveOn: IsoDate): string {
  return `Apply now: ${lowerFirst(wait.text)}, so the visa may not be ready by ${formatIsoDate(arriveOn)}.`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * Applying today may already be too late.
 * @example applyNowText({ min: 15, max: 45 }, "2026-12-10") // "Apply now: processing takes 15-45 days, so the visa may not be ready by 10 Dec 2026."
 */
export function applyNowText(processing: ProcessingDays, arriveOn: IsoDate): string {
  return `Apply now: processing takes ${formatProcessingTime(processing)}, so the visa may not be ready by ${formatIsoDate(arriveOn)}.`;
}

/**
 * A visa that lets the traveller get another one of the trip more easily: it comes first.
 * @example enabledByText("schengen-visa", "France") // "With the Schengen visa this trip needs for France: get that one first."
 */
export function enabledByText(document: HeldDocumentKey, countryName: string): string {
  return `With the ${documentName(document)} this trip needs for ${countryName}: get that one first.`;
}

/** The total's notes. */
export const TOTAL_TEXTS = {
  estimated: "Includes estimates: typical values, not official figures.",
  none: "No visa fees on this plan.",
} as const;

/**
 * What the total leaves out.
 * @example notCountedText(["Canada", "Peru"]) // "Not counted: no fee on record for Canada and Peru."
 */
export function notCountedText(names: readonly string[]): string {
  return `Not counted: no fee on record for ${englishList(names)}.`;
}

/** Checklist lines. */
export const CHECKLIST_TEXTS = {
  apply: (name: string, countries: readonly string[], when: string) => `Get the ${name} for ${englishList(countries)}. ${when}`,
  carry: (document: HeldDocumentKey, countries: readonly string[]) => `Carry your ${documentName(document)}: it counts in ${englishList(countries)}.`,
  onArrival: (country: string) => `Visa on arrival in ${country}: carry the fee and what the border asks for.`,
  noVisa: (countries: readonly string[]) => `No visa needed in ${englishList(countries)}: have these ready for the border.`,
  arrivalCard: (countries: readonly string[]) => `No visa needed in ${englishList(countries)}: fill in the arrival card online before you arrive.`,
  applyLink: "Apply on the official site",
  check: (country: string) => `${country}: ${CHECK_WITH_AIRLINE}.`,
} as const;

/** The comparison of two passports at one stop. */
export const COMPARE_TEXTS = {
  same: (summary: string) => `The same with both passports: ${summary}.`,
  easier: (name: string, summary: string, otherName: string, otherSummary: string) =>
    `Easier with your ${name} passport: ${summary}, against ${otherSummary} with your ${otherName} passport.`,
  cheaper: (name: string, fee: string, otherFee: string) =>
    `The same rule with both passports, and cheaper with your ${name} passport: ${fee} against ${otherFee}.`,
  unknown: (name: string) => `Cannot compare: the rule for your ${name} passport here is not known.`,
} as const;

const listFormat = new Intl.ListFormat("en", { type: "conjunction" });

/** "France, Germany and Italy". */
export function englishList(names: readonly string[]): string {
  return listFormat.format(names);
}
