/**
 * @module What a page says about the rates behind its converted amounts (spec decisions 11 and 17): the rates' date,
 * and for each conversion that used a rate of another date (a currency the ECB does not quote, taken from
 * fawazahmed0/exchange-api), that currency and its date, with both sources credited. Written on the server, so
 * the pages carry words, not code.
 */
import type { IsoDate } from "../units/iso-date";
import type { CurrencyCode } from "../units/money";
import { otherRateDates, ratesDatesText, type RateTable } from "./rates";
import { thirdCurrency } from "./visitor-currency";

/** Credit of the main rates (data/visa-fees/rates-usd.json; the official pegs go with them). */
export const MAIN_RATES_CREDIT = "European Central Bank reference rates";

/** Credit of the second source (data/visa-fees/rates-open.json), for the currencies the first lacks. */
export const OPEN_RATES_CREDIT = "fawazahmed0/exchange-api (CC0)";

/** The rates behind a page's amounts, as the page states them. */
export interface RatesShown {
  /** Calendar date of the main rates (the table's). */
  ratesAsOn: IsoDate;
  /** The dates: "13 Apr 2026", or "13 Apr 2026; NGN of 29 Sept 2026" when a shown conversion used a rate of another date. */
  ratesOn: string;
  /**
   * The sentence under the amounts: "USD and EUR amounts are converted at European Central Bank reference rates of
   * 13 Apr 2026 and are indicative.", naming the second source and its dates when a conversion used it.
   */
  ratesNote: string;
}

/**
 * The rates a page's conversions used, for the fees' currencies and the visitor's.
 * @param currencies the ISO 4217 codes of the fees shown (their own currencies).
 * @param visitor the visitor's currency (shared/money/visitor-currency.ts); USD adds no third currency.
 * @example ratesShown(table, ["EUR"], "NGN").ratesNote
 *   // "USD and NGN amounts are converted at European Central Bank reference rates of 13 Apr 2026 (NGN of 29 Sept 2026:
 *   //  fawazahmed0/exchange-api (CC0)) and are indicative."
 */
export function ratesShown(table: RateTable, currencies: Iterable<string>, visitor: CurrencyCode): RatesShown {
  const third = thirdCurrency(visitor);
  const all = new Set(currencies);
  if (third) all.add(third);
  const others = otherRateDates(table, all);
  const ratesOn = ratesDatesText(table, all);
  const main = ratesDatesText(table, []);
  const otherText = others.length > 0 ? ` (${ratesOn.slice(main.length + 2)}: ${OPEN_RATES_CREDIT})` : "";
  return {
    ratesAsOn: table.asOn,
    ratesOn,
    ratesNote: `${third ? `USD and ${third}` : "USD"} amounts are converted at ${MAIN_RATES_CREDIT} of ${main}${otherText} and are indicative.`,
  };
}
