/**
 * @module Every sentence the trip planner says about one stop (its entry rule, fee, stay and the warnings that fall
 * inside it), in one place so tests hold each one. Sentences about connections are in transit-texts.ts, about the
 * whole trip in trip-texts.ts.
 */
import { documentName, type HeldDocumentKey } from "../concessions/documents";
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import type { SourceStatus } from "../watch/source-state";
import { EASE } from "./ease";

/** Entry answers that are not a requirement label. */
export const ENTRY_TEXTS = {
  ownCountry: "Your own country: nothing to get.",
  noRule: "No entry rule on record for this passport here: check with the embassy before you book.",
} as const;

/**
 * A held document that is the visa for the stop's country.
 * @example coveredText("us-visa") // "Covered by your US visa, if it is valid on these days and for this trip"
 */
export function coveredText(document: HeldDocumentKey): string {
  return `Covered by your ${documentName(document)}, if it is valid on these days and for this trip`;
}

/** Fee answers that are not an amount. */
export const FEE_TEXTS = {
  none: "No visa fee",
  unknown: "No fee on record: ask the embassy",
  /** The words the visa check's options use for an estimate (client/features/visa-check/visa-options-dialog.tsx). */
  estimate: "Estimate: typical values, not an official figure.",
  noRate: "No exchange rate on record for this currency",
} as const;

/**
 * A Schengen stop whose visa is the one applied for at the main destination (Visa Code art. 5).
 * @example schengenCoveredText("France") // "Covered by the Schengen visa you apply for at France's consulate"
 */
export function schengenCoveredText(mainDestination: string): string {
  return `Covered by the Schengen visa you apply for at ${mainDestination}'s consulate`;
}

/**
 * A stop whose visa is the one got for an earlier or longer stop of the same country.
 * @example sameVisaText(2) // "Covered by the visa you get for stop 2"
 */
export function sameVisaText(stop: number): string {
  return `Covered by the visa you get for stop ${stop}`;
}

/** What a stop with no sourced rule needs (decision 18): a visa is planned for until the embassy says otherwise. */
export const UNKNOWN_NEED_NAME = "visa, unless the embassy says otherwise (no sourced rule)";

/**
 * What to get at a level that needs an application, where no record names it.
 * @example needName(3) // "e-Visa"
 */
export function needName(level: number): string {
  return level === EASE.eta ? "eTA" : level === EASE.eVisa ? "e-Visa" : level === EASE.transitVisa ? "transit visa" : "visa";
}

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/**
 * The planned days against the maximum stay (both ends counted, as the rule counts them).
 * @example maxStayText(12, 30) // "12 days: within the 30 days allowed"
 * @example maxStayText(45, 30) // "45 days: longer than the 30 days allowed"
 * @example maxStayText(5, null) // "5 days: no maximum stay on record"
 */
export function maxStayText(planned: number, maxStayDays: number | null): string {
  if (maxStayDays === null) return `${days(planned)}: no maximum stay on record`;
  return planned <= maxStayDays
    ? `${days(planned)}: within the ${days(maxStayDays)} allowed`
    : `${days(planned)}: longer than the ${days(maxStayDays)} allowed`;
}

/** Where a dated change falls against a stop's days. */
export type WhenInStop = "before" | "during";

/**
 * The end of `what` sentence of a rule, fee or concession that ends before or during the stop.
 * @example whenText("before", "2027-01-05", "2027-01-20") // "That is before your stay there (5 Jan 2027 to 20 Jan 2027): check the rule for your dates before you book."
 */
export function whenText(when: WhenInStop, arriveOn: IsoDate, departOn: IsoDate): string {
  const span = `${formatIsoDate(arriveOn)} to ${formatIsoDate(departOn)}`;
  return `That is ${when} your stay there (${span}): check the rule for your dates before you book.`;
}

/**
 * A concession that ends before or during the stop.
 * @example concessionEndsText("Mexico", "us-visa", "2026-12-31") // "Mexico: entry with your US visa is set to end on 31 Dec 2026."
 */
export function concessionEndsText(destination: string, document: HeldDocumentKey, lastDay: IsoDate): string {
  return `${destination}: entry with your ${documentName(document)} is set to end on ${formatIsoDate(lastDay)}.`;
}

/**
 * A correction that starts after today and by the stop's last day: the rule of the stop's days is another one.
 * @example ruleStartsText("Thailand", "India", "2027-03-01", "Visa free for 30 days") // "Thailand: from 1 Mar 2027, India passport holders get a new rule: visa free for 30 days."
 */
export function ruleStartsText(destination: string, passport: string, firstDay: IsoDate, label: string): string {
  return `${destination}: from ${formatIsoDate(firstDay)}, ${passport} passport holders get a new rule: ${label.charAt(0).toLowerCase()}${label.slice(1)}.`;
}

/**
 * An announced change that may apply on the stop's days (no start date, or one by its last day): what is to change
 * (shared/visa/announced.ts announcedText), then its standing (announcedStatus).
 * @example announcedInTripText("Announced fee: $250 for every nonimmigrant visa issued.", "Announced 4 Jul 2025; not in force, and no start date is set.")
 *   // "Announced fee: $250 for every nonimmigrant visa issued. Announced 4 Jul 2025; not in force, and no start date is set."
 */
export function announcedInTripText(text: string, status: string): string {
  return `${text} ${status}`;
}

/** What a flagged source is the source of. */
export type SourceSubject = "entry rule" | "fee" | "concession" | "transit rule";

/**
 * A source the watch flagged (issue #35): changed since our check, or unreachable. Null for a source that is fine.
 * @example flaggedSourceText({ kind: "changed", since: "2026-12-03T06:00:00Z" }, "fee") // "The source of this fee has changed since we checked it (3 Dec 2026): check it before you travel."
 */
export function flaggedSourceText(status: SourceStatus, subject: SourceSubject): string | null {
  if (status.kind === "checked") return null;
  const since = formatIsoDate(status.since.slice(0, 10) as IsoDate);
  return status.kind === "changed"
    ? `The source of this ${subject} has changed since we checked it (${since}): check it before you travel.`
    : `The source of this ${subject} cannot be reached since ${since}: check the rule before you travel.`;
}
