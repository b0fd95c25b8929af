/**
 * @module How a fee reads in each currency display mode (spec section 9, amended by decision 17): USD, Local (the
 * amount in the currency the authority charges) and the visitor's own currency, written "₹amount ($usd)". Text only:
 * the amounts come formatted from the server (shared/money/amounts.ts), so the browser formats no currency itself.
 */

/** The display modes, in the order the selector shows them; the visitor's is labelled with its code ("INR", "EUR"). */
export const CURRENCY_MODES = ["usd", "local", "visitor"] as const;

/** A currency display mode: "usd", "local" (the currency charged) or "visitor" (the visitor's own currency). */
export type CurrencyMode = (typeof CURRENCY_MODES)[number];

/** What the server renders and what a first visit sees. */
export const DEFAULT_CURRENCY_MODE: CurrencyMode = "usd";

/** Shown in a table cell where a conversion is unavailable (a currency with no rate on record); the note explains it. */
export const NO_RATE = "—";

/** What a fee says where it cannot be converted: its currency (or the visitor's) has no rate on record. */
export const CONVERSION_UNAVAILABLE = "conversion unavailable";

/**
 * Reads a stored or typed mode; null for anything else (a stale or tampered value). "inr", the visitor's mode before
 * decision 17 made it the visitor's own currency, reads as "visitor".
 * @example parseCurrencyMode("inr") // "visitor"
 */
export function parseCurrencyMode(value: unknown): CurrencyMode | null {
  if (value === "inr") return "visitor";
  return CURRENCY_MODES.find((m) => m === value) ?? null;
}

/** The label of a mode in the selector: "USD", "Local", or the visitor's currency code. */
export function currencyModeLabel(mode: CurrencyMode, localCurrency: string | null): string {
  return mode === "usd" ? "USD" : mode === "local" ? "Local" : (localCurrency ?? "USD");
}

/** One fee's texts, as priced on the server (PricedOption, TripFeeAmounts). */
export interface FeeTexts {
  /** The fee in its own currency, already formatted ("AED 1,740"); used as is in Local mode. */
  nativeFee: string;
  /** "$474", or null when the currency has no rate. */
  usdFee: string | null;
  /** "₹44,237", or null: no third amount (`localCurrency` null) or the conversion is unavailable. */
  localFee: string | null;
  /** The visitor's currency, or null when it is USD. */
  localCurrency: string | null;
  /** A free entry: every mode says "Free". */
  free: boolean;
}

/**
 * The third amount of a fee as text: its local amount, "{code}: conversion unavailable" when its currency or the
 * visitor's has no rate, or null when there is no third amount (a visitor whose currency is USD).
 * @example localFeeText({ localFee: null, localCurrency: "SYP" }) // "SYP: conversion unavailable"
 */
export function localFeeText(fee: Pick<FeeTexts, "localFee" | "localCurrency">): string | null {
  if (fee.localCurrency === null) return null;
  return fee.localFee ?? `${fee.localCurrency}: ${CONVERSION_UNAVAILABLE}`;
}

/**
 * The fee as the chosen mode shows it: USD "$474"; Local the native amount "AED 1,740"; the visitor's currency
 * "₹44,237 ($474)" (USD alone for a visitor whose currency is USD). "Free" for a free entry in every mode;
 * {@link NO_RATE} in USD and the visitor's mode when a conversion is unavailable.
 * @example formatFeeIn("visitor", { nativeFee: "AED 1,740", usdFee: "$474", localFee: "₹44,237", localCurrency: "INR", free: false }) // "₹44,237 ($474)"
 */
export function formatFeeIn(mode: CurrencyMode, fee: FeeTexts): string {
  if (fee.free) return "Free";
  if (mode === "local") return fee.nativeFee;
  if (fee.usdFee === null) return NO_RATE;
  if (mode === "usd" || fee.localCurrency === null) return fee.usdFee;
  return fee.localFee === null ? NO_RATE : `${fee.localFee} (${fee.usdFee})`;
}
