/**
 * @module The review-queue flags of the wait sources' weekly read (issue #46), as a reviewer reads them (ops:data,
 * /ops/data, the digest): a page whose shape changed (nothing read from it), figures a page no longer gives, figures
 * older than STALE_AFTER_DAYS by their own date, and a figure that moved a lot in one reading. Each has a dedupe key
 * that makes it once per thing noticed: the page's date and problems, the figures' date, the reading.
 */
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import { STALE_AFTER_DAYS, staleDays } from "./apply-by";
import type { MissingFigure } from "./page-readings";
import type { WaitFigure } from "./wait-figure";
import type { WaitReading } from "./wait-reading";
import type { WaitSource } from "./wait-sources";

/** A flag to raise: the worker adds the link (the source's URL) and the time. */
export interface WaitFlag {
  kind: "wait-shape-changed" | "wait-figure-missing" | "wait-stale" | "wait-changed";
  dedupeKey: string;
  subject: string;
  detail: string;
  /** "wait:<figure id>" for each figure concerned. */
  records: string[];
}

/** A move this large in one reading is worth a look (a misread column would look like this): both bounds must hold. */
export const WAIT_CHANGE_MIN_DAYS = 30;
export const WAIT_CHANGE_MIN_SHARE = 0.25;

const record = (figureId: string) => `wait:${figureId}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** A figure as the reviewer names it: "Mumbai, next available appointment" or "applicants in IN". */
export function figureLabel(figure: WaitFigure): string {
  if (figure.post === null) return `applicants in ${figure.appliesIn ?? "any country"}`;
  return `${figure.post}, ${figure.measure === "average-previous-month" ? "average wait (previous month)" : "next available appointment"}`;
}

/**
 * The flag of a page or file that could not be read as figures: its problems, and that the figures shown stay as
 * they were. Once per source, date and problems (the same broken page the next week raises nothing new).
 * @param asOf the page's date when it could be read, else null.
 */
export function shapeChangedFlag(source: WaitSource, problems: readonly string[], asOf: IsoDate | null, figures: readonly WaitFigure[]): WaitFlag {
  const what = source.format === "html" ? "page" : "file";
  return {
    kind: "wait-shape-changed",
    dedupeKey: `wait-shape-changed:${source.url}:${asOf ?? "undated"}:${problems.join(" / ")}`,
    subject: `${source.title}: the ${what} changed shape; no figure read from it`,
    detail: [
      `The ${what}${asOf ? ` of ${formatIsoDate(asOf)}` : ""} is not the one the reader knows:`,
      ...problems.map((p) => `- ${p}`),
      `No figure was stored: the site keeps showing the last ones, with their dates (older than ${STALE_AFTER_DAYS} days, they say so).`,
      "Check the page; then teach the reader its new shape (shared/waits/) or update data/waits/waits.json by hand.",
    ].join("\n"),
    records: figures.map((f) => record(f.id)),
  };
}

/**
 * The flag of the figures a page no longer gives (a post gone from the table, a cell now "NA"), or null when none
 * is missing. Once per source and page date.
 */
export function missingFiguresFlag(source: WaitSource, missing: readonly MissingFigure[], asOf: IsoDate): WaitFlag | null {
  if (missing.length === 0) return null;
  return {
    kind: "wait-figure-missing",
    dedupeKey: `wait-figure-missing:${source.url}:${asOf}`,
    subject: `${source.title} of ${formatIsoDate(asOf)}: ${plural(missing.length, "figure")} of ours not given`,
    detail: [
      ...missing.map((m) => `- ${m.figureId}: ${m.why}`),
      "Those figures keep their last reading and date. If the post or country is gone for good, take the figure out of data/waits/waits.json.",
    ].join("\n"),
    records: missing.map((m) => record(m.figureId)),
  };
}

/**
 * The flags of the source's figures shown today that are older than STALE_AFTER_DAYS by their own date (`asOf`), one
 * per date: the figures of one read share it. Once per source and date, so a figure that stays old is flagged once.
 * @param shown the figures as the site shows them (bundled, with the newest readings laid over).
 * @param today the run's calendar date.
 * @param lastRead what this week's read found, for the reviewer ("the page read as figures", "HTTP 403").
 */
export function staleFlags(source: WaitSource, shown: readonly WaitFigure[], today: IsoDate, lastRead: string): WaitFlag[] {
  const byDate = new Map<IsoDate, WaitFigure[]>();
  for (const figure of shown) {
    if (figure.asOf === null || staleDays(figure, today) === null) continue;
    byDate.set(figure.asOf, [...(byDate.get(figure.asOf) ?? []), figure]);
  }
  return [...byDate].map(([asOf, figures]) => {
    const age = staleDays(figures[0] as WaitFigure, today) ?? 0;
    return {
      kind: "wait-stale",
      dedupeKey: `wait-stale:${source.url}:${asOf}`,
      subject: `${plural(figures.length, "figure")} from ${source.title} ${figures.length === 1 ? "is" : "are"} ${age} days old (dated ${formatIsoDate(asOf)})`,
      detail: [
        `Older than ${STALE_AFTER_DAYS} days by the publisher's own date: the site says so beside each. This week's read: ${lastRead}.`,
        ...figures.map((f) => `- ${figureLabel(f)}: ${f.published} (${f.id})`),
      ].join("\n"),
      records: figures.map((f) => record(f.id)),
    };
  });
}

/**
 * The flags of readings that replace a shown figure (a later date) and move it by at least WAIT_CHANGE_MIN_DAYS and
 * WAIT_CHANGE_MIN_SHARE of its days: the new figure is shown already; the flag asks a person to confirm it on the page.
 * Once per figure and date.
 * @param before the figures as shown before the readings were stored.
 */
export function changedFlags(source: WaitSource, before: readonly WaitFigure[], readings: readonly WaitReading[]): WaitFlag[] {
  const shown = new Map(before.map((f) => [f.id, f]));
  return readings.flatMap((reading) => {
    const figure = shown.get(reading.figureId);
    if (!figure || (figure.asOf !== null && reading.asOf <= figure.asOf)) return [];
    const moved = reading.days - figure.days;
    if (Math.abs(moved) < WAIT_CHANGE_MIN_DAYS || Math.abs(moved) < WAIT_CHANGE_MIN_SHARE * figure.days) return [];
    return [
      {
        kind: "wait-changed" as const,
        dedupeKey: `wait-changed:${reading.figureId}:${reading.asOf}`,
        subject: `${source.title}: ${figureLabel(figure)} moved from ${figure.days} to ${reading.days} days (${formatIsoDate(reading.asOf)})`,
        detail: [
          `Was "${figure.published}"${figure.asOf ? ` (${formatIsoDate(figure.asOf)})` : ""}; now "${reading.published}". The site shows the new figure.`,
          `Read: ${reading.evidence}`,
          "Confirm it on the page; a misread column would look like this.",
        ].join("\n"),
        records: [record(reading.figureId)],
      },
    ];
  });
}
