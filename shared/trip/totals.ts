/**
 * @module What a plan's visas cost in all, in INR and USD: each visa to get once (apply-by.ts groups them), and each
 * visa paid at a border. A fee from an estimate is counted and the total says so (decision 13); a fee with no amount
 * or no exchange rate, and fees not published for the passport ("Coming Soon"), are left out and named.
 */
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
  /** Whole USD and INR of the priced fees. */
  usd: number;
  inr: number;
  /** "$290", "₹26,100". */
  usdText: string;
  inrText: string;
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
 * Adds the fees of the visas to get and of the borders.
 * @example tripTotals([schengenVisa], []).inrText // "₹9,000"
 */
export function tripTotals(visas: readonly VisaToGet[], borders: readonly BorderFee[]): TripTotals {
  const items: (TotalItem & { countries: string[] })[] = [
    ...visas.map((v) => ({ stops: v.stops, name: v.name, fee: v.fee, countries: v.countryNames })),
    ...borders.map((b) => ({ stops: [b.n], name: b.name, fee: b.fee, countries: [b.countryName] })),
  ];
  let usd = 0;
  let inr = 0;
  let estimated = false;
  const notCounted: string[] = [];
  const comingSoon = new Set<string>();
  for (const item of items) {
    const fee = item.fee;
    if (fee.status === "listed" && fee.amounts.usd !== null && fee.amounts.inr !== null) {
      usd += fee.amounts.usd;
      inr += fee.amounts.inr;
      estimated ||= fee.estimate;
    } else if (fee.status === "coming-soon") comingSoon.add(fee.text);
    else if (fee.status !== "none" && fee.status !== "covered") notCounted.push(...item.countries);
  }
  const notes: string[] = [];
  if (estimated) notes.push(TOTAL_TEXTS.estimated);
  if (notCounted.length > 0) notes.push(notCountedText([...new Set(notCounted)]));
  notes.push(...comingSoon);
  if (items.length === 0) notes.push(TOTAL_TEXTS.none);
  return {
    usd,
    inr,
    usdText: formatAmount(usd, "USD" as CurrencyCode),
    inrText: formatAmount(inr, "INR" as CurrencyCode),
    estimated,
    items: items.map(({ stops, name, fee }) => ({ stops, name, fee })),
    notCounted: [...new Set(notCounted)],
    notes,
  };
}
