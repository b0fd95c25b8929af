/**
 * @module When to apply, from the published waits (issue #46): the posts where an interview can be had and how long
 * each makes the traveller wait, the post chosen (by the traveller, else the shortest wait), whether a figure is too old
 * to trust without a look at its page, and the apply-by day, counted back from the day the traveller leaves home by
 * the wait, the processing time (in calendar or working days, as its publisher counts) and a stated margin.
 */
import { getDayOfWeek, parseDate } from "@internationalized/date";
import { addDays, dayNumber } from "../schengen/days";
import type { IsoDate } from "../units/iso-date";
import type { DayKind, WaitFigure } from "./wait-figure";

/** A periodic figure (an interview wait, a processing time) older than this, by its own date, says so (issue #46). */
export const STALE_AFTER_DAYS = 45;

/**
 * Days added to every apply-by count, for what no publisher counts: booking the biometrics appointment, a courier
 * returning the passport. Stated on the page beside the date.
 */
export const APPLY_MARGIN_DAYS = 7;

/**
 * The interview waits at each post for `destination`'s visa when applying in `appliesIn` (the "next available
 * appointment" figures, which say how long one booking today waits), shortest first, then by post name.
 * @param figures the waits file's figures.
 * @param destination ISO 3166-1 alpha-2 of the issuing country ("US").
 * @param appliesIn ISO 3166-1 alpha-2 of the country applied from ("IN").
 * @returns [] when no post of that country is published.
 */
export function interviewWaits(figures: readonly WaitFigure[], destination: string, appliesIn: string): WaitFigure[] {
  return figures
    .filter((f) => f.kind === "interview-wait" && f.measure === "next-available" && f.destination === destination && f.appliesIn === appliesIn)
    .sort((a, b) => a.days - b.days || (a.post ?? "").localeCompare(b.post ?? ""));
}

/**
 * The post the traveller chose, when it is one of `waits`, else the one with the shortest wait (the first).
 * @param waits from {@link interviewWaits}, shortest first.
 * @param chosen a post's name as the figures give it ("Mumbai"), or null.
 * @returns null when `waits` is empty.
 */
export function choosePost(waits: readonly WaitFigure[], chosen: string | null): WaitFigure | null {
  return waits.find((w) => w.post === chosen) ?? waits[0] ?? null;
}

/**
 * The processing time for `destination`'s visa when applying in `appliesIn`: the country's own published figure, else
 * one that holds wherever one applies (the UK's standard, the Visa Code's), else null.
 */
export function processingTime(figures: readonly WaitFigure[], destination: string, appliesIn: string): WaitFigure | null {
  const times = figures.filter(
    (f) => (f.kind === "processing-time" || (f.kind === "decision-time" && f.measure !== "maximum")) && f.destination === destination,
  );
  return times.find((f) => f.appliesIn === appliesIn) ?? times.find((f) => f.appliesIn === null) ?? null;
}

/**
 * How old a periodic figure is on `today`, in days, when it is older than {@link STALE_AFTER_DAYS}; else null. A
 * standard (the UK's, the Visa Code's) is not a periodic figure and never goes stale; nor does one without a date.
 */
export function staleDays(figure: WaitFigure, today: IsoDate): number | null {
  if (figure.kind !== "interview-wait" && figure.kind !== "processing-time") return null;
  if (figure.asOf === null) return null;
  const age = dayNumber(today) - dayNumber(figure.asOf);
  return age > STALE_AFTER_DAYS ? age : null;
}

/**
 * `days` before `date`: calendar days, or working days (Monday to Friday; public holidays are not known, so a working
 * count is the shortest it can be).
 * @example daysBefore("2027-02-10" as IsoDate, 15, "working") // "2027-01-20"
 */
export function daysBefore(date: IsoDate, days: number, kind: DayKind): IsoDate {
  if (kind === "calendar") return addDays(date, -days);
  let day = parseDate(date);
  for (let left = days; left > 0; ) {
    day = day.subtract({ days: 1 });
    // en-GB weeks start on Monday: 5 and 6 are Saturday and Sunday.
    if (getDayOfWeek(day, "en-GB") < 5) left -= 1;
  }
  return day.toString() as IsoDate;
}

/** The apply-by day for one visa of a trip, with what it was counted from. */
export interface ApplyBy {
  /** The day to apply by: `leaveOn` less the wait, the processing time and the margin. */
  applyByOn: IsoDate;
  /** The day the traveller leaves home (the trip's first stop), which the count starts from. */
  leaveOn: IsoDate;
  wait: WaitFigure | null;
  processing: Pick<WaitFigure, "days" | "dayKind"> | null;
  marginDays: number;
  /** `applyByOn` is before `today`: the visa may not be ready in time. */
  late: boolean;
  /**
   * The interview wait alone runs past `visitOn`: booking today, the interview comes after the visit (the page says
   * so first: {@link notPossibleText} in wait-texts.ts).
   */
  waitTooLong: boolean;
}

/**
 * The apply-by day: from `leaveOn` back by the margin, the processing time (in its publisher's days) and the interview
 * wait. With neither figure there is nothing to count, and the caller keeps "Processing time unknown: apply early.".
 * @param visitOn the day the visa is first needed (the stop's arrival), for the wait's own test.
 * @param today the day asked on, for `late` and `waitTooLong`.
 * @returns null when both `wait` and `processing` are null.
 */
export function applyBy(input: {
  leaveOn: IsoDate;
  visitOn: IsoDate;
  today: IsoDate;
  wait: WaitFigure | null;
  /** A published figure, or a fee record's processing time in calendar days (`{ days, dayKind: "calendar" }`). */
  processing: Pick<WaitFigure, "days" | "dayKind"> | null;
  marginDays?: number;
}): ApplyBy | null {
  const { leaveOn, visitOn, today, wait, processing, marginDays = APPLY_MARGIN_DAYS } = input;
  if (!wait && !processing) return null;
  let on = addDays(leaveOn, -marginDays);
  if (processing) on = daysBefore(on, processing.days, processing.dayKind);
  if (wait) on = daysBefore(on, wait.days, wait.dayKind);
  return {
    applyByOn: on,
    leaveOn,
    wait,
    processing,
    marginDays,
    late: on < today,
    waitTooLong: wait !== null && addDays(today, wait.days) > visitOn,
  };
}
