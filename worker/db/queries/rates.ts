/**
 * @module The dated rate table in D1 (`exchange_rates`, kinds "market" and "pegged") and its dataset row:
 * read as a snapshot, and replaced whole by the daily ECB refresh.
 */
import { eq } from "drizzle-orm";
import type { RateSnapshot } from "../../../shared/money/ecb";
import type { IsoDate } from "../../../shared/units/iso-date";
import type { Db } from "../client";
import { datasets, exchangeRates } from "../schema";

/** Id of the rates' row in `datasets` (written by the seed). */
export const RATES_DATASET_ID = "rates-usd";

// D1 binds at most 100 parameters per statement; a rate row has 4.
const ROWS_PER_INSERT = 25;

/**
 * The current table split by kind, dated by its newest market row; null when D1 holds no market rates.
 * @example (await loadRateSnapshot(db))?.asOn // "2026-04-13" after the seed
 */
export async function loadRateSnapshot(db: Db): Promise<RateSnapshot | null> {
  const rows = await db
    .select({ currency: exchangeRates.currency, unitsPerUsd: exchangeRates.unitsPerUsd, kind: exchangeRates.kind, asOn: exchangeRates.asOn })
    .from(exchangeRates);
  const market: Record<string, number> = {};
  const pegged: Record<string, number> = {};
  let asOn: IsoDate | null = null;
  for (const row of rows) {
    if (row.kind === "market") {
      market[row.currency] = row.unitsPerUsd;
      if (asOn === null || row.asOn > asOn) asOn = row.asOn;
    } else {
      pegged[row.currency] = row.unitsPerUsd;
    }
  }
  return asOn ? { asOn, market, pegged } : null;
}

/**
 * Replaces every rate row with `snapshot` (market and pegged, all dated `snapshot.asOn`) and updates the
 * rates' dataset row, in one D1 batch: a transaction, so readers see the old table or the new one, never a mix.
 * @param attribution the dataset row's new attribution line (it names the date).
 */
export async function replaceRates(db: Db, snapshot: RateSnapshot, attribution: string): Promise<void> {
  const rows = [
    ...Object.entries(snapshot.market).map(([currency, unitsPerUsd]) => ({ currency, unitsPerUsd, kind: "market", asOn: snapshot.asOn })),
    ...Object.entries(snapshot.pegged).map(([currency, unitsPerUsd]) => ({ currency, unitsPerUsd, kind: "pegged", asOn: snapshot.asOn })),
  ];
  const inserts = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) inserts.push(db.insert(exchangeRates).values(rows.slice(i, i + ROWS_PER_INSERT)));
  await db.batch([
    db.delete(exchangeRates),
    ...inserts,
    db.update(datasets).set({ asOn: snapshot.asOn, attribution }).where(eq(datasets.id, RATES_DATASET_ID)),
  ]);
}
