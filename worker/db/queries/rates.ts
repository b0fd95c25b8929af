/**
 * @module The dated rate table in D1 (`exchange_rates`, kinds "market" and "pegged") and its dataset row: the first
 * source's rates (ECB and pegs, source "rates-usd") read as a snapshot and replaced whole by the daily ECB refresh,
 * which leaves the second source's rows (source "rates-open") alone except where the ECB now quotes the currency.
 */
import { and, eq, inArray, ne } from "drizzle-orm";
import type { RateSnapshot } from "../../../shared/money/ecb";
import { MAIN_RATES_SOURCE } from "../../../shared/money/rate-sources";
import type { IsoDate } from "../../../shared/units/iso-date";
import type { Db } from "../client";
import { datasets, exchangeRates } from "../schema";

/** Id of the rates' row in `datasets` (written by the seed): the first source's, which the refresh replaces. */
export const RATES_DATASET_ID = MAIN_RATES_SOURCE;

// D1 binds at most 100 parameters per statement; a rate row has 5.
const ROWS_PER_INSERT = 20;

/**
 * The first source's table (ECB and pegs) split by kind, dated by its newest market row; null when D1 holds no
 * market rates of it. The second source's rows are not part of it: the refresh never replaces or judges them.
 * @example (await loadRateSnapshot(db))?.asOn // "2026-04-13" after the seed
 */
export async function loadRateSnapshot(db: Db): Promise<RateSnapshot | null> {
  const rows = await db
    .select({ currency: exchangeRates.currency, unitsPerUsd: exchangeRates.unitsPerUsd, kind: exchangeRates.kind, asOn: exchangeRates.asOn })
    .from(exchangeRates)
    .where(eq(exchangeRates.source, MAIN_RATES_SOURCE));
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
 * Replaces the first source's rows with `snapshot` (market and pegged, all dated `snapshot.asOn`) and updates the
 * rates' dataset row, in one D1 batch: a transaction, so readers see the old table or the new one, never a mix. The
 * second source's rows stay, but for a currency the snapshot now has (the first source comes first).
 * @param attribution the dataset row's new attribution line (it names the date).
 */
export async function replaceRates(db: Db, snapshot: RateSnapshot, attribution: string): Promise<void> {
  const row = (currency: string, unitsPerUsd: number, kind: string) => ({
    currency,
    unitsPerUsd,
    kind,
    asOn: snapshot.asOn,
    source: MAIN_RATES_SOURCE,
  });
  const rows = [
    ...Object.entries(snapshot.market).map(([currency, unitsPerUsd]) => row(currency, unitsPerUsd, "market")),
    ...Object.entries(snapshot.pegged).map(([currency, unitsPerUsd]) => row(currency, unitsPerUsd, "pegged")),
  ];
  const inserts = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) inserts.push(db.insert(exchangeRates).values(rows.slice(i, i + ROWS_PER_INSERT)));
  const currencies = rows.map((r) => r.currency);
  const dropped = [];
  // Bound parameters per statement (D1 allows 100): the ECB quotes about 30 currencies and the pegs add 13.
  for (let i = 0; i < currencies.length; i += 90) {
    const some = currencies.slice(i, i + 90);
    dropped.push(db.delete(exchangeRates).where(and(ne(exchangeRates.source, MAIN_RATES_SOURCE), inArray(exchangeRates.currency, some))));
  }
  await db.batch([
    db.delete(exchangeRates).where(eq(exchangeRates.source, MAIN_RATES_SOURCE)),
    ...dropped,
    ...inserts,
    db.update(datasets).set({ asOn: snapshot.asOn, attribution }).where(eq(datasets.id, RATES_DATASET_ID)),
  ]);
}
