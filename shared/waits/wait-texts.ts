/**
 * @module The waits' sentences (issue #46), word for word as the issue gives them, in one place so tests hold each one:
 * the check's processing time for a visa with an interview wait or a published processing time, the trip's warning
 * when the wait runs past the visit, and the note on a figure too old to trust without a look at its page.
 */
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import type { WaitFigure } from "./wait-figure";

/** "N days", with "under" for a figure published as "< N". */
function daysText(figure: WaitFigure): string {
  const days = `${figure.days} ${figure.days === 1 ? "day" : "days"}`;
  const counted = figure.dayKind === "working" ? days.replace("day", "working day") : days;
  return figure.lessThan ? `under ${counted}` : counted;
}

/** "(US State Department, as of 17 Sept 2026)", or "(IRCC)" for a figure its source gives no date. */
function byline(figure: WaitFigure): string {
  return figure.asOf ? `(${figure.publisher}, as of ${formatIsoDate(figure.asOf)})` : `(${figure.publisher})`;
}

/**
 * The check's processing time for a visa decided after an interview.
 * @example interviewWaitText(mumbai) // "Interview wait in Mumbai: 345 days (US State Department, as of 17 Sept 2026), then administrative processing"
 */
export function interviewWaitText(wait: WaitFigure): string {
  return `Interview wait in ${wait.post}: ${daysText(wait)} ${byline(wait)}, then administrative processing`;
}

/**
 * The check's processing time for a visa with a published time by country of residence.
 * @example processingForApplicantsText(canadaIndia, "India") // "Processing time for applicants in India: 22 days (IRCC, as of 24 Jun 2026)"
 */
export function processingForApplicantsText(processing: WaitFigure, countryName: string): string {
  return `Processing time for applicants in ${countryName}: ${daysText(processing)} ${byline(processing)}`;
}

/**
 * The trip's first word when the interview wait runs past the visit.
 * @example notPossibleText(mumbai, "2027-02-10") // "The interview wait in Mumbai is 345 days: a visit on 10 Feb 2027 is not possible unless you already hold a US visa or qualify for an interview waiver."
 */
export function notPossibleText(wait: WaitFigure, visitOn: IsoDate): string {
  return `The interview wait in ${wait.post} is ${daysText(wait)}: a visit on ${formatIsoDate(visitOn)} is not possible unless you already hold a US visa or qualify for an interview waiver.`;
}

/**
 * A periodic figure older than 45 days (apply-by.ts `staleDays`).
 * @example staleText(mumbai, 72) // "This figure is 72 days old: check the US State Department's page for a newer one."
 */
export function staleText(figure: WaitFigure, ageDays: number): string {
  return `This figure is ${ageDays} days old: check the ${figure.publisher}'s page for a newer one.`;
}

/**
 * A wait in short, where a line is all there is (the home carousel's slide).
 * @example shortWaitText(kolkata) // "Interview wait: 195 days"
 * @example shortWaitText(canadaIndia) // "22 days (IRCC)"
 */
export function shortWaitText(figure: WaitFigure): string {
  return figure.kind === "interview-wait" ? `Interview wait: ${daysText(figure)}` : `${daysText(figure)} (${figure.publisher})`;
}

/** What every wait is, said beside it. */
export const WAIT_TEXTS = {
  estimate: "An estimate by its publisher, not a promise.",
  margin: (days: number) => `Counted back from the day you leave, with ${days} days' margin for appointments and the passport's return.`,
  /** Why a visa has no apply-by date ("Processing time unknown: apply early." stays, with this reason). */
  noFigure: "Neither its issuing country nor the fee record we cite publishes a processing time we could read.",
  /** An e-Visa or eTA: applied for online, no appointment and no passport to send. */
  onlineMargin: (days: number) => `Counted back from the day you leave, with ${days} days' margin for a slow reply.`,
} as const;
