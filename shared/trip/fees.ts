/**
 * @module A stop's fee as the planner shows it: nothing to pay, "Coming Soon" where no record applies (decision 17),
 * an amount in its own currency, USD and the visitor's currency (from a fee record, a transit rule or an estimate,
 * which is marked), or no fee on record. Amounts are converted through the site's rate table (shared/money/amounts.ts)
 * and rounded as every fee on the site is.
 */
import { convertedAmounts, type ConvertedAmounts } from "../money/amounts";
import { localFeeText } from "../money/display";
import type { RateTable } from "../money/rates";
import { formatMoney, type CurrencyCode, type Money } from "../units/money";
import type { IsoDate } from "../units/iso-date";
import type { PricedOption } from "../visa/priced-option";
import { FEE_TEXTS } from "./stop-texts";

/**
 * One fee in its currencies: as charged, whole USD and whole units of the visitor's currency (`localCurrency`, none
 * for a visitor whose currency is USD), each null without a rate, and their display (shared/money/amounts.ts).
 */
export interface TripFeeAmounts extends ConvertedAmounts {
  /** "EUR 90", "Free". */
  nativeFee: string;
  /** The ISO 4217 currency the fee is charged in. */
  currency: CurrencyCode;
  free: boolean;
}

/** A stop's fee. */
export type StopFee =
  | { status: "none"; text: string }
  | { status: "coming-soon"; text: string }
  | { status: "unknown"; text: string }
  /** Paid once for several stops, at the stop named (a Schengen visa): this stop adds nothing. */
  | { status: "covered"; text: string }
  | {
      status: "listed";
      amounts: TripFeeAmounts;
      /** From section 9's fallback values, not a record (decision 13): never an official figure. */
      estimate: boolean;
      /** What it pays for: the record's option ("Uniform short-stay Schengen visa…") or the transit rule's document. */
      name: string;
      source: string | null;
      sourceUrl: string | null;
      /** The day we read the record's page (YYYY-MM-DD); null for an estimate or a transit rule's fee. */
      checkedOn: IsoDate | null;
      /** "EUR 90 ($100, ₹9,000)" (feeLine). */
      text: string;
    };

/**
 * An amount's line: its own currency, then USD and the visitor's currency where they add something; "{code}:
 * conversion unavailable" for a visitor's currency with no rate, FEE_TEXTS.noRate when the fee's own currency has none.
 * @example feeLine({ nativeFee: "EUR 90", usdFee: "$100", localFee: "₹9,000", localCurrency: "INR", free: false, … }) // "EUR 90 ($100, ₹9,000)"
 */
export function feeLine(amounts: TripFeeAmounts): string {
  if (amounts.free) return "Free";
  if (amounts.usdFee === null) return `${amounts.nativeFee} (${FEE_TEXTS.noRate})`;
  const local = localFeeText(amounts);
  const added = [amounts.usdFee, local].filter((text): text is string => text !== null && text !== amounts.nativeFee);
  return added.length > 0 ? `${amounts.nativeFee} (${added.join(", ")})` : amounts.nativeFee;
}

/**
 * Money (a transit rule's fee) priced through the table in USD and the visitor's `currency`.
 * @example moneyAmounts({ amountMinor: 3500, currency: "GBP" }, rates, "INR").nativeFee // "GBP 35"
 */
export function moneyAmounts(money: Money, rates: RateTable, currency: CurrencyCode): TripFeeAmounts {
  const free = money.amountMinor === 0;
  return { nativeFee: free ? "Free" : formatMoney(money), currency: money.currency, ...convertedAmounts(money, rates, currency), free };
}

/** A priced fee record or estimate (shared/visa/priced-option.ts) as the planner's fee. */
export function optionFee(option: PricedOption): StopFee {
  const amounts: TripFeeAmounts = {
    nativeFee: option.nativeFee,
    currency: option.currency,
    usd: option.usd,
    usdFee: option.usdFee,
    local: option.local,
    localFee: option.localFee,
    localCurrency: option.localCurrency,
    free: option.nativeFee === "Free",
  };
  return {
    status: "listed",
    amounts,
    estimate: option.estimate,
    name: option.subtype,
    source: option.source,
    sourceUrl: option.sourceUrl,
    checkedOn: option.checkedOn,
    text: feeLine(amounts),
  };
}

/** A transit rule's fee (the rule's document names it), priced in USD and the visitor's `currency`; null money: no fee on record. */
export function ruleFee(
  money: Money | null,
  document: string | null,
  source: { source: string; sourceUrl: string },
  rates: RateTable,
  currency: CurrencyCode,
): StopFee {
  if (!money) return { status: "unknown", text: FEE_TEXTS.unknown };
  const amounts = moneyAmounts(money, rates, currency);
  return {
    status: "listed",
    amounts,
    estimate: false,
    name: document ?? "Transit visa",
    source: source.source,
    sourceUrl: source.sourceUrl,
    checkedOn: null,
    text: feeLine(amounts),
  };
}
