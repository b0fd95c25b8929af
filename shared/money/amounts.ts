/**
 * @module A fee's converted amounts as every surface shows them (spec decision 17): whole USD and whole units of the
 * visitor's currency, with their display text written once, on the server, so the browser needs no conversion or
 * currency formatting of its own.
 */
import { formatAmount, type CurrencyCode, type Money } from "../units/money";
import { convert, roundConverted, type RateTable } from "./rates";
import { thirdCurrency } from "./visitor-currency";

/** The converted side of a fee: USD, and the visitor's currency unless it is USD. */
export interface ConvertedAmounts {
  /** Whole USD (major units), null when the fee's currency has no rate. */
  usd: number | null;
  /** "$474", "Free", or null when the fee's currency has no rate. */
  usdFee: string | null;
  /** Whole units of `localCurrency`, null when there is no third amount or a rate it needs is missing. */
  local: number | null;
  /** "₹44,237", "EUR 405", "Free", or null (no third amount, or the conversion is unavailable). */
  localFee: string | null;
  /** The visitor's currency (ISO 4217), or null when it is USD: no third amount then. */
  localCurrency: CurrencyCode | null;
}

const USD = "USD" as CurrencyCode;

/** A whole amount's text: "Free" for a free fee, "< $1" for a real fee that rounds to zero (never free). */
function amountText(amount: number | null, currency: CurrencyCode, free: boolean): string | null {
  if (amount === null) return null;
  if (free) return "Free";
  return amount === 0 ? `< ${formatAmount(1, currency)}` : formatAmount(amount, currency);
}

/**
 * Converts `money` to whole USD and whole units of the visitor's currency through the rate table, with their text.
 * @param visitor the visitor's currency (shared/money/visitor-currency.ts); USD gives no third amount.
 * @example convertedAmounts({ amountMinor: 9000, currency: "EUR" }, rates, "INR").localFee // "₹9,000" with EUR 0.9 and INR 90 per USD
 */
export function convertedAmounts(money: Money, rates: RateTable, visitor: CurrencyCode): ConvertedAmounts {
  const localCurrency = thirdCurrency(visitor);
  const free = money.amountMinor === 0;
  const converted = convert(money, rates, localCurrency ?? USD);
  const usd = converted.usd === null ? null : roundConverted(converted.usd);
  const local = localCurrency === null || converted.local === null ? null : roundConverted(converted.local);
  return {
    usd,
    usdFee: amountText(usd, USD, free),
    local,
    localFee: localCurrency === null ? null : amountText(local, localCurrency, free),
    localCurrency,
  };
}
