/**
 * @module A source's figures read off its page (issue #46): for each figure of waits.json the source gives, the
 * page's cell for it becomes a reading dated by the page (the State Department's post and measure; IRCC's country
 * applied from), or, when the page has no figure for it (the post is gone, the cell says "NA"), a missing figure for
 * a person to look at. A missing figure is never a reading: the figure keeps its last date and, in time, says it is
 * old.
 */
import type { IsoDate } from "../units/iso-date";
import type { IrccPage } from "./ircc-processing-times";
import type { StateCell, StateWaitPage } from "./state-wait-times";
import type { CellReading } from "./wait-cells";
import type { WaitFigure } from "./wait-figure";
import type { WaitReading } from "./wait-reading";

/** A figure the page does not give, and why, in the reviewer's words. */
export interface MissingFigure {
  figureId: string;
  why: string;
}

/** What a page gave: a reading for each figure it has, and the figures it lacks. */
export interface PageReadings {
  readings: WaitReading[];
  missing: MissingFigure[];
}

/** A cell's reading, or why it gives none. */
function readingOf(
  figure: WaitFigure,
  cell: { raw: string; reading: CellReading },
  page: { asOf: IsoDate; evidence: string },
  readOn: IsoDate,
): WaitReading | MissingFigure {
  if (cell.reading.kind !== "figure") return { figureId: figure.id, why: `published as "${cell.raw}" (no figure)` };
  const { days, lessThan } = cell.reading;
  return { figureId: figure.id, asOf: page.asOf, days, lessThan, published: cell.raw, evidence: page.evidence, readOn };
}

/** Splits readings from missing figures. */
function collect(results: Array<WaitReading | MissingFigure>): PageReadings {
  const readings: WaitReading[] = [];
  const missing: MissingFigure[] = [];
  for (const r of results) {
    if ("why" in r) missing.push(r);
    else readings.push(r);
  }
  return { readings, missing };
}

/**
 * The State Department page's readings of `figures` (its interview waits: waits.json figures citing the page), each
 * matched by the post as published ("Mumbai (Bombay)", spaces and case aside) and its measure: "next-available" is the
 * B1/B2 "Next available appointment" column, "average-previous-month" the "Average wait times" one.
 * @param readOn the day the page was read (calendar date).
 * @example stateReadings(figures, page, "2026-12-07").readings[0] // { figureId: "us-b1b2-mumbai-next-available", days: 345, … }
 */
export function stateReadings(figures: readonly WaitFigure[], page: StateWaitPage, readOn: IsoDate): PageReadings {
  const key = (post: string) => post.replace(/\s+/g, " ").trim().toLowerCase();
  const rows = new Map(page.rows.map((r) => [key(r.postAsPublished), r]));
  return collect(
    figures.map((figure) => {
      const row = rows.get(key(figure.postAsPublished ?? ""));
      if (!row) return { figureId: figure.id, why: `the post "${figure.postAsPublished}" is not on the page` };
      const column = figure.measure === "average-previous-month" ? "b1b2Average" : "b1b2Next";
      const cell: StateCell = row[column];
      const header = page.headers[column] ?? column;
      const evidence = `"${row.postAsPublished}", "${header}": "${cell.raw}" (${page.lastUpdated})`;
      return readingOf(figure, cell, { asOf: page.asOf, evidence }, readOn);
    }),
  );
}

/**
 * IRCC's file's readings of `figures` (its processing times: waits.json figures citing the file), each matched by the
 * country applied from (`appliesIn`, the file's key).
 * @param readOn the day the file was read (calendar date).
 * @example irccReadings(figures, page, "2026-12-07").readings[0] // { figureId: "ca-visitor-visa-in", days: 22, … }
 */
export function irccReadings(figures: readonly WaitFigure[], page: IrccPage, readOn: IsoDate): PageReadings {
  return collect(
    figures.map((figure) => {
      const code = figure.appliesIn ?? "";
      const cell = page.byCountry.get(code);
      if (!cell) return { figureId: figure.id, why: `no value for ${code} in the file` };
      const evidence = `"visitor-outside-canada" → "${code}": "${cell.raw}" ("lastupdated": "${page.lastUpdated}")`;
      return readingOf(figure, cell, { asOf: page.asOf, evidence }, readOn);
    }),
  );
}
