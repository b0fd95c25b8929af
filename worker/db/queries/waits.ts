/**
 * @module The waits the watch read (issue #46; table wait_readings): the newest reading of each figure, for the site,
 * and the write of a new one, kept once per figure and publisher's date; and each wait source's `datasets` row (its
 * attribution, and its date in the data version every kept page is keyed by).
 */
import type { WaitDatasetRow } from "../../../shared/waits/wait-sources";
import { sql } from "drizzle-orm";
import type { WaitReading } from "../../../shared/waits/wait-reading";
import type { Db } from "../client";
import { datasets, waitReadings } from "../schema";

/** The newest reading of each figure (one row per figure id: its latest `asOf`), in figure id order. */
export async function listLatestWaitReadings(db: Db): Promise<WaitReading[]> {
  return db
    .select()
    .from(waitReadings)
    .where(sql`${waitReadings.asOf} = (SELECT MAX(w.as_of) FROM wait_readings w WHERE w.figure_id = ${waitReadings.figureId})`)
    .orderBy(waitReadings.figureId);
}

/**
 * Stores readings; one already stored for the same figure and date is kept as it was (a publisher's date names one
 * figure). Returns how many rows were new.
 */
export async function saveWaitReadings(db: Db, readings: readonly WaitReading[]): Promise<number> {
  if (readings.length === 0) return 0;
  let fresh = 0;
  // D1 caps bound parameters per statement at 100: 7 columns, 14 rows a statement.
  for (let i = 0; i < readings.length; i += 14) {
    const rows = await db
      .insert(waitReadings)
      .values(readings.slice(i, i + 14).map((r) => ({ ...r })))
      .onConflictDoNothing()
      .returning({ id: waitReadings.figureId });
    fresh += rows.length;
  }
  return fresh;
}

/** A wait source's `datasets` row: the one shape, named where the rows are made (shared/waits/wait-sources.ts). */
export type WaitsDatasetRow = WaitDatasetRow;

/**
 * Writes a wait source's `datasets` row, or brings it up to date: the seed does not write it, so the watch adds it on
 * its first reading and after a reseed. Writing the same date again leaves the data version as it was.
 */
export async function saveWaitsDataset(db: Db, row: WaitsDatasetRow): Promise<void> {
  await db.insert(datasets).values(row).onConflictDoUpdate({ target: datasets.id, set: row });
}
