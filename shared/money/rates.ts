/**
 * @module Currency conversion through a dated table of units per 1 USD (spec decisions 11 and 17). Sources of the
 * table: data/visa-fees/rates-usd.json (ECB reference rates plus official pegs, all of the table's date), and for the
 * currencies those lack, data/visa-fees/rates-open.json (fawazahmed0/exchange-api, CC0), whose rates keep a date of
 * their own (`otherDates`), so a page can say which conversion used a rate of another day.
 */
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import { toMajor, type CurrencyCode, type Money } from "../units/money";

/** Units of each currency per 1 USD, as of one date, with the currencies whose rate is of another date. */
export interface RateTable {
  /** Calendar date of the main rates (the ECB reference rates and the pegs). */
  asOn: IsoDate;
  /** ISO 4217 code → units per 1 USD (USD itself is 1). */
  unitsPerUsd: Readonly<Record<string, number>>;
  /**
   * ISO 4217 code → the calendar date of its rate, for the currencies whose rate is not of `asOn` (taken from the
   * second source because the first lacks them); none when absent.
   */
  otherDates?: Readonly<Record<string, IsoDate>>;
}

/**
 * INR per USD used only when the table has no INR rate (spec section 9); never when the table has one.
 */
export const FALLBACK_INR_PER_USD = 83.5;

const USD = "USD" as CurrencyCode;

/**
 * Units of `currency` per 1 USD: 1 for USD, the table's rate, {@link FALLBACK_INR_PER_USD} for INR without one;
 * null when the table has no usable rate (missing, zero or negative).
 * @example unitsPerUsdOf({ asOn, unitsPerUsd: { EUR: 0.9 } }, "EUR") // 0.9
 */
export function unitsPerUsdOf(table: RateTable, currency: string): number | null {
  if (currency === USD) return 1;
  const rate = table.unitsPerUsd[currency];
  if (rate !== undefined && rate > 0) return rate;
  return currency === "INR" ? FALLBACK_INR_PER_USD : null;
}

/** An amount converted to USD and to one other currency, each null when a rate it needs is missing. */
export interface Converted {
  /** Major units of USD, or null when the amount's currency has no rate. */
  usd: number | null;
  /** Major units of the requested currency, or null when the amount's currency or the requested one has no rate. */
  local: number | null;
}

/**
 * Converts Money to USD and to `to` (major units, unrounded) through the table. A currency without a rate gives null
 * rather than a guess; a free amount is 0 in every currency.
 * @param to the currency of the second amount (the visitor's, decision 17).
 * @example convert({ amountMinor: 9000, currency: "EUR" }, { asOn, unitsPerUsd: { EUR: 0.9, INR: 90 } }, "INR") // { usd: 100, local: 9000 }
 */
export function convert(money: Money, table: RateTable, to: CurrencyCode): Converted {
  const major = toMajor(money);
  if (major === 0) return { usd: 0, local: 0 };
  const rate = unitsPerUsdOf(table, money.currency);
  if (rate === null) return { usd: null, local: null };
  const usd = major / rate;
  const toRate = unitsPerUsdOf(table, to);
  return { usd, local: toRate === null ? null : usd * toRate };
}

/**
 * Rounds a converted amount for display: whole units, since converted fees are indicative.
 * @example roundConverted(27.23) // 27
 */
export function roundConverted(amount: number): number {
  return Math.round(amount);
}

/**
 * The date of the rate `currency` is converted at: its own date when the table has one, else the table's.
 * @example rateDateOf({ asOn: "2026-04-13", unitsPerUsd, otherDates: { NGN: "2026-09-29" } }, "NGN") // "2026-09-29"
 */
export function rateDateOf(table: RateTable, currency: string): IsoDate {
  return table.otherDates?.[currency] ?? table.asOn;
}

/**
 * The currencies among `currencies` converted at a rate of another date than the table's, grouped by that date
 * (oldest first, codes in alphabetical order): `[{ on: "2026-09-29", currencies: ["AMD", "NGN"] }]`. USD needs no rate
 * and is never listed; nor is a currency the table has no rate for (it is not converted at all).
 * @example otherRateDates(table, ["EUR", "NGN", "AMD"]) // [{ on: "2026-09-29", currencies: ["AMD", "NGN"] }]
 */
export function otherRateDates(table: RateTable, currencies: Iterable<string>): { on: IsoDate; currencies: string[] }[] {
  const byDate = new Map<IsoDate, Set<string>>();
  for (const currency of currencies) {
    const on = table.otherDates?.[currency];
    if (currency === USD || on === undefined || on === table.asOn || !(table.unitsPerUsd[currency] ?? 0)) continue;
    byDate.set(on, (byDate.get(on) ?? new Set()).add(currency));
  }
  return [...byDate].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([on, codes]) => ({ on, currencies: [...codes].sort() }));
}

/**
 * The dates of the rates behind the conversions of `currencies` (the fees' currencies and the visitor's): the
 * table's date, then each other date with the currencies converted at it (decision 17: a conversion that used a rate
 * of another day says so).
 * @param format how a date is written (default formatIsoDate, "13 Apr 2026").
 * @example ratesDatesText(table, ["EUR", "NGN"]) // "13 Apr 2026; NGN of 29 Sep 2026"
 */
export function ratesDatesText(table: RateTable, currencies: Iterable<string>, format: (on: IsoDate) => string = formatIsoDate): string {
  const main = table.asOn ? format(table.asOn) : "no date (no rates on record)";
  const others = otherRateDates(table, currencies).map((o) => `${listed(o.currencies)} of ${format(o.on)}`);
  return [main, ...others].join("; ");
}

/** "NGN", "AMD and NGN", "AMD, KES and NGN". */
function listed(codes: readonly string[]): string {
  return codes.length <= 1 ? (codes[0] ?? "") : `${codes.slice(0, -1).join(", ")} and ${codes.at(-1)}`;
}
