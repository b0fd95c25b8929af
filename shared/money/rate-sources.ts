/**
 * @module One rate per currency from two dated sources (spec decision 17): the ECB reference rates and official pegs
 * (data/visa-fees/rates-usd.json, and the daily refresh that replaces them) come first; a currency they lack is taken
 * from fawazahmed0/exchange-api's daily snapshot (data/visa-fees/rates-open.json, CC0), unless that file flags it as
 * unreliable. Each rate keeps its own date and source, so a page can say which conversion used a rate of another day.
 */
import type { IsoDate } from "../units/iso-date";
import type { RateTable } from "./rates";

/** Where a rate comes from: the id of its `datasets` row. */
export type RateSource = "rates-usd" | "rates-open";

/** The id of the first source's dataset row (ECB reference rates and official pegs). */
export const MAIN_RATES_SOURCE: RateSource = "rates-usd";

/** The id of the second source's dataset row (fawazahmed0/exchange-api). */
export const OPEN_RATES_SOURCE: RateSource = "rates-open";

/** One stored rate (a row of `exchange_rates`). */
export interface RateRow {
  /** ISO 4217. */
  currency: string;
  /** Units of `currency` per 1 USD. */
  unitsPerUsd: number;
  /** "market" (a market rate) or "pegged" (an official peg). */
  kind: "market" | "pegged";
  /** Calendar date of this rate. */
  asOn: IsoDate;
  source: RateSource;
}

/** The first source: the ECB-derived market rates and the official pegs, of one date. */
export interface MainRates {
  asOn: IsoDate;
  /** ISO 4217 → units per 1 USD. */
  market: Readonly<Record<string, number>>;
  /** ISO 4217 → units per 1 USD under an official peg. */
  pegged: Readonly<Record<string, number>>;
}

/** The second source: one snapshot of many currencies, and those it flags as unreliable. */
export interface OpenRates {
  asOn: IsoDate;
  /** ISO 4217 → units per 1 USD. */
  rates: Readonly<Record<string, number>>;
  /** ISO 4217 → why the rate must not be shown (units changed between snapshots, a peg is better, …). */
  flagged: Readonly<Record<string, string>>;
}

/**
 * Every currency's rate, the first source first: all of `main` (market and pegged), then each currency of `open` that
 * `main` lacks and `open` does not flag. Sorted by currency code.
 * @example mergeRateSources({ asOn: "2026-04-13", market: { EUR: 0.86 }, pegged: {} }, { asOn: "2026-09-29", rates: { EUR: 0.85, NGN: 1530, SYP: 13000 }, flagged: { SYP: "units changed" } })
 *   // EUR 0.86 of 2026-04-13 (rates-usd), NGN 1530 of 2026-09-29 (rates-open); no SYP
 */
export function mergeRateSources(main: MainRates, open: OpenRates): RateRow[] {
  const rows: RateRow[] = [
    ...Object.entries(main.market).map(([currency, unitsPerUsd]) => mainRow(currency, unitsPerUsd, "market", main.asOn)),
    ...Object.entries(main.pegged).map(([currency, unitsPerUsd]) => mainRow(currency, unitsPerUsd, "pegged", main.asOn)),
  ];
  const covered = new Set(rows.map((r) => r.currency));
  for (const [currency, unitsPerUsd] of Object.entries(open.rates)) {
    if (covered.has(currency) || Object.hasOwn(open.flagged, currency)) continue;
    rows.push({ currency, unitsPerUsd, kind: "market", asOn: open.asOn, source: OPEN_RATES_SOURCE });
  }
  return rows.sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
}

function mainRow(currency: string, unitsPerUsd: number, kind: RateRow["kind"], asOn: IsoDate): RateRow {
  return { currency, unitsPerUsd, kind, asOn, source: MAIN_RATES_SOURCE };
}

/**
 * The domain's RateTable from stored rate rows (any order): dated by the newest row of the first source (the ECB rates
 * and pegs, which share one date), with every row of another date in `otherDates`. Without first-source rows the
 * newest date stands for the table; without rows it is empty (no amount converts) and dated "" (before the seed).
 * @example rateTableOf(mergeRateSources(main, open)).otherDates?.NGN // "2026-09-29"
 */
export function rateTableOf(rows: readonly Pick<RateRow, "currency" | "unitsPerUsd" | "asOn" | "source">[]): RateTable {
  const unitsPerUsd: Record<string, number> = {};
  let main: IsoDate | null = null;
  let newest: IsoDate | null = null;
  for (const r of rows) {
    unitsPerUsd[r.currency] = r.unitsPerUsd;
    if (r.source === MAIN_RATES_SOURCE && (main === null || r.asOn > main)) main = r.asOn;
    if (newest === null || r.asOn > newest) newest = r.asOn;
  }
  const asOn = main ?? newest ?? ("" as IsoDate);
  const otherDates: Record<string, IsoDate> = {};
  for (const r of rows) if (r.asOn !== asOn) otherDates[r.currency] = r.asOn;
  return { asOn, unitsPerUsd, otherDates };
}
