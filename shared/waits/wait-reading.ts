/**
 * @module A wait the watch read from its publisher (issue #46), and how the newest readings are laid over the bundled
 * figures (data/waits/waits.json): a reading replaces its figure's number, wording and dates only when the publisher's
 * date is newer than the figure's own, so a deploy with a newer file is never undone by an older reading.
 */
import type { IsoDate } from "../units/iso-date";
import type { WaitFigure } from "./wait-figure";

/** One reading: a figure's number as the publisher gave it on `asOf`, read on `readOn` (table wait_readings). */
export interface WaitReading {
  /** The figure's id in waits.json. */
  figureId: string;
  asOf: IsoDate;
  /** Whole days, in the figure's dayKind. */
  days: number;
  lessThan: boolean;
  published: string;
  evidence: string;
  readOn: IsoDate;
}

/**
 * The figures with each one's newest reading laid over it (when the reading's `asOf` is after the figure's, or the
 * figure has none). A reading was taken from the publisher's own page or data file, so `readVia` becomes null.
 * @param readings any order; several per figure are allowed (the newest `asOf` wins); readings of unknown ids are ignored.
 */
export function withReadings(figures: readonly WaitFigure[], readings: readonly WaitReading[]): WaitFigure[] {
  const newest = new Map<string, WaitReading>();
  for (const reading of readings) {
    const seen = newest.get(reading.figureId);
    if (!seen || reading.asOf > seen.asOf) newest.set(reading.figureId, reading);
  }
  return figures.map((figure) => {
    const reading = newest.get(figure.id);
    if (!reading || (figure.asOf !== null && reading.asOf <= figure.asOf)) return figure;
    const { days, lessThan, published, evidence, asOf, readOn } = reading;
    return { ...figure, days, lessThan, published, evidence, asOf, readOn, readVia: null };
  });
}
