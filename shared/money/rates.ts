/**
 * @module Currency conversion through a dated table of units per 1 USD (spec decision 11).
 * Sources of the table: data/visa-fees/rates-usd.json (ECB reference rates plus official pegs), then for the
 * currencies it lacks data/visa-fees/rates-open.json (fawazahmed0/exchange-api, CC0), each rate with its own date.
 */
import type { IsoDate } from "../units/iso-date";
import { toMajor, type CurrencyCode, type Money } from "../units/money";

/** Units of each currency per 1 USD, as of one date. */
export interface RateTable {
  /** Calendar date the rates describe. */
  asOn: IsoDate;
  /** ISO 4217 code → units per 1 USD (USD itself is 1). */
  unitsPerUsd: Readonly<Record<string, number>>;
  /**
   * ISO 4217 code → the calendar date of its rate, for the currencies whose rate is not of `asOn` (taken from the
   * second source, data/visa-fees/rates-open.json, because the first lacks them); none when absent.
   */
  otherDates?: Readonly<Record<string, IsoDate>>;
}

/**
 * INR per USD used only when the table has no INR rate (spec section 9); never when the table has one.
 */
export const FALLBACK_INR_PER_USD = 83.5;

/** An amount converted to USD and INR, each null when the currency has no rate in the table. */
export interface Converted {
  /** Major units of USD, or null when the source currency has no rate. */
  usd: number | null;
  /** Major units of INR, or null when the source currency has no rate. */
  inr: number | null;
}

/**
 * Converts Money to USD and INR through the table. Currencies without a rate (the data lists AMD, KWD, MAD)
 * give nulls rather than a guess.
 * @example convert({ amountMinor: 9000, currency: "EUR" }, { asOn, unitsPerUsd: { EUR: 0.9, INR: 90 } }) // { usd: 100, inr: 9000 }
 */
export function convert(money: Money, table: RateTable): Converted {
  const major = toMajor(money);
  if (major === 0) return { usd: 0, inr: 0 };
  const rate = money.currency === "USD" ? 1 : table.unitsPerUsd[money.currency];
  if (!rate) return { usd: null, inr: null };
  const usd = major / rate;
  return { usd, inr: usd * inrPerUsd(table) };
}

/**
 * INR per 1 USD from the table, else the last-resort constant.
 * @example inrPerUsd({ asOn, unitsPerUsd: {} }) // 83.5
 */
export function inrPerUsd(table: RateTable): number {
  return table.unitsPerUsd["INR" as CurrencyCode] ?? FALLBACK_INR_PER_USD;
}

/**
 * Rounds a converted amount for display: whole units, since converted fees are indicative.
 * @example roundConverted(27.23) // 27
 */
export function roundConverted(amount: number): number {
  return Math.round(amount);
}
