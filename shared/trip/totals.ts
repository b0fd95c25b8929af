/**
 * @module What a plan's visas cost in all, in USD and the visitor's currency (decision 17): each visa to get once (apply-by.ts groups them), and each
 * visa paid at a border. A fee from an estimate is counted and the total says so (decision 13); a fee with no amount
 * or no exchange rate, and fees not published for the passport ("Coming Soon"), are left out and named.
 */
import { localFeeText } from "../money/display";
import type { CurrencyCode } from "../units/money";
import { formatAmount } from "../units/money";
import type { VisaToGet } from "./apply-by";
import type { StopFee } from "./fees";
import { notCountedText, TOTAL_TEXTS } from "./trip-texts";

/** One fee of the total. */
export interface TotalItem {
  /** The stops it pays for (1-based). */
  stops: number[];
  name: string;
  fee: StopFee;
}

/** The plan's total for one passport. */
export interface TripTotals {
  /** Whole USD of the priced fees. */
  usd: number;
  /** "$290". */
  usdText: string;
  /**
   * Whole units of `localCurrency` of the priced fees (the sum of each fee's rounded amount, as each line shows it);
   * null when there is no third currency or it has no rate.
   */
  local: number | null;
  /** "₹26,100", "NGN: conversion unavailable", or null when there is no third currency (shared/money/display.ts localFeeText). */
  localText: string | null;
  /** The visitor's currency, or null when it is USD. */
  localCurrency: CurrencyCode | null;
  /** The total as the page says it: "₹26,100 ($290)", "$290" (USD visitor), "$290 (SYP: conversion unavailable)". */
  text: string;
  /** Some counted fee is an estimate. */
  estimated: boolean;
  items: TotalItem[];
  /** Countries whose fee is not in the total (none on record, no rate, or "Coming Soon"). */
  notCounted: string[];
  /** TOTAL_TEXTS.estimated, notCountedText, the "Coming Soon" text, or TOTAL_TEXTS.none. */
  notes: string[];
}

/** A fee paid at a border (a visa on arrival), with its stop. */
export interface BorderFee {
  n: number;
  countryName: string;
  name: string;
  fee: StopFee;
}

/**
 * Adds the fees of the visas to get and of the borders, in USD and the visitor's `currency` (null: USD only).
 * @example tripTotals([schengenVisa], [], "INR").localText // "₹9,000"
 */
export function tripTotals(visas: readonly VisaToGet[], borders: readonly BorderFee[], localCurrency: CurrencyCode | null): TripTotals {
  const items: (TotalItem & { countries: string[] })[] = [
    ...visas.map((v) => ({ stops: v.stops, name: v.name, fee: v.fee, countries: v.countryNames })),
    ...borders.map((b) => ({ stops: [b.n], name: b.name, fee: b.fee, countries: [b.countryName] })),
  ];
  let usd = 0;
  // Null once a counted fee has no amount in the visitor's currency: a partial sum would read as the whole.
  let local: number | null = localCurrency === null ? null : 0;
  let estimated = false;
  const notCounted: string[] = [];
  const comingSoon = new Set<string>();
  for (const item of items) {
    const fee = item.fee;
    if (fee.status === "listed" && fee.amounts.usd !== null) {
      usd += fee.amounts.usd;
      local = local === null || fee.amounts.local === null ? null : local + fee.amounts.local;
      estimated ||= fee.estimate;
    } else if (fee.status === "coming-soon") comingSoon.add(fee.text);
    else if (fee.status !== "none" && fee.status !== "covered") notCounted.push(...item.countries);
  }
  const notes: string[] = [];
  if (estimated) notes.push(TOTAL_TEXTS.estimated);
  if (notCounted.length > 0) notes.push(notCountedText([...new Set(notCounted)]));
  notes.push(...comingSoon);
  if (items.length === 0) notes.push(TOTAL_TEXTS.none);
  const usdText = formatAmount(usd, "USD" as CurrencyCode);
  const localText = localFeeText({ localFee: local === null || localCurrency === null ? null : formatAmount(local, localCurrency), localCurrency });
  return {
    usd,
    usdText,
    local,
    localText,
    localCurrency,
    text: localText === null ? usdText : local === null ? `${usdText} (${localText})` : `${localText} (${usdText})`,
    estimated,
    items: items.map(({ stops, name, fee }) => ({ stops, name, fee })),
    notCounted: [...new Set(notCounted)],
    notes,
  };
}
