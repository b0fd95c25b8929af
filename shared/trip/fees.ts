/**
 * @module A stop's fee as the planner shows it: nothing to pay, "Coming Soon" for passports whose fees the site does
 * not publish (decision 2), an amount in its own currency, USD and INR (from a fee record, a transit rule or an
 * estimate, which is marked), or no fee on record. Amounts are converted through the site's rate table
 * (shared/money/rates.ts) and rounded as every fee on the site is.
 */
import { convert, type RateTable, roundConverted } from "../money/rates";
import { type CurrencyCode, formatAmount, formatMoney, type Money } from "../units/money";
import type { IsoDate } from "../units/iso-date";
import type { PricedOption } from "../visa/priced-option";
import { FEE_TEXTS } from "./stop-texts";

/** One fee in its three currencies: whole USD and INR (null without a rate) and their display. */
export interface TripFeeAmounts {
  /** "EUR 90", "Free". */
  nativeFee: string;
  usd: number | null;
  inr: number | null;
  /** "$100" or null. */
  usdFee: string | null;
  /** "₹9,000" or null. */
  inrFee: string | null;
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
      /** "EUR 90 ($100, ₹9,000)". */
      text: string;
    };

const USD = "USD" as CurrencyCode;
const INR = "INR" as CurrencyCode;

/**
 * An amount's line: its own currency, then USD and INR where they add something.
 * @example feeLine({ nativeFee: "EUR 90", usdFee: "$100", inrFee: "₹9,000", free: false, … }) // "EUR 90 ($100, ₹9,000)"
 */
export function feeLine(amounts: TripFeeAmounts): string {
  if (amounts.free) return "Free";
  if (amounts.usdFee === null || amounts.inrFee === null) return `${amounts.nativeFee} (${FEE_TEXTS.noRate})`;
  if (amounts.nativeFee === amounts.usdFee) return `${amounts.nativeFee} (${amounts.inrFee})`;
  if (amounts.nativeFee === amounts.inrFee) return `${amounts.nativeFee} (${amounts.usdFee})`;
  return `${amounts.nativeFee} (${amounts.usdFee}, ${amounts.inrFee})`;
}

const display = (amount: number | null, currency: CurrencyCode) =>
  amount === null ? null : amount === 0 ? `< ${formatAmount(1, currency)}` : formatAmount(amount, currency);

/**
 * Money (a transit rule's fee) priced through the table.
 * @example moneyAmounts({ amountMinor: 3500, currency: "GBP" }, rates).nativeFee // "GBP 35"
 */
export function moneyAmounts(money: Money, rates: RateTable): TripFeeAmounts {
  const free = money.amountMinor === 0;
  const converted = convert(money, rates);
  const usd = converted.usd === null ? null : roundConverted(converted.usd);
  const inr = converted.inr === null ? null : roundConverted(converted.inr);
  return {
    nativeFee: free ? "Free" : formatMoney(money),
    usd,
    inr,
    usdFee: free ? "Free" : display(usd, USD),
    inrFee: free ? "Free" : display(inr, INR),
    free,
  };
}

/** A priced fee record or estimate (shared/visa/priced-option.ts) as the planner's fee. */
export function optionFee(option: PricedOption): StopFee {
  const amounts: TripFeeAmounts = {
    nativeFee: option.nativeFee,
    usd: option.usd,
    inr: option.inr,
    usdFee: option.usdFee,
    inrFee: option.inrFee,
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

/** A transit rule's fee (the rule's document names it); null money: no fee on record. */
export function ruleFee(money: Money | null, document: string | null, source: { source: string; sourceUrl: string }, rates: RateTable): StopFee {
  if (!money) return { status: "unknown", text: FEE_TEXTS.unknown };
  const amounts = moneyAmounts(money, rates);
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
