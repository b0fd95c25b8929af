/**
 * @module How a fee reads in each currency display mode of the spec (section 9): USD, Local (the amount in
 * the currency the authority charges) and INR, written "₹amount ($usd)".
 */
import { formatAmount, type CurrencyCode } from "../units/money";

/** The spec's three display modes, in the order the selector shows them. */
export const CURRENCY_MODES = [
  { value: "usd", label: "USD" },
  { value: "local", label: "Local" },
  { value: "inr", label: "INR" },
] as const;

/** A currency display mode: "usd", "local" or "inr". */
export type CurrencyMode = (typeof CURRENCY_MODES)[number]["value"];

/** What the server renders and what a first visit sees. */
export const DEFAULT_CURRENCY_MODE: CurrencyMode = "usd";

/** Shown where a currency has no rate on record (AMD, KWD, MAD in the shipped table). */
export const NO_RATE = "—";

/**
 * Reads a stored or typed mode; null for anything else (a stale or tampered value).
 * @example parseCurrencyMode("inr") // "inr"
 */
export function parseCurrencyMode(value: unknown): CurrencyMode | null {
  return CURRENCY_MODES.find((m) => m.value === value)?.value ?? null;
}

/** One fee in the three currencies, as priced on the server. */
export interface FeeAmounts {
  /** The fee in its own currency, already formatted ("AED 1,740"); used as is in Local mode. */
  nativeFee: string;
  /** Whole USD (major units), null when the currency has no rate. */
  usd: number | null;
  /** Whole INR (major units), null when the currency has no rate. */
  inr: number | null;
  /** A free entry: every mode says "Free". */
  free: boolean;
}

const USD = "USD" as CurrencyCode;
const INR = "INR" as CurrencyCode;

// A real fee that rounds to zero is "under 1", never free (as in shared/visa/priced-option.ts).
function amount(value: number, currency: CurrencyCode): string {
  return value === 0 ? `< ${formatAmount(1, currency)}` : formatAmount(value, currency);
}

/**
 * The fee as the chosen mode shows it, formatted with Intl.NumberFormat (Indian grouping for INR):
 * USD "$474"; Local the native amount "AED 1,740"; INR "₹44,237 ($474)". "Free" for a free entry in
 * every mode; {@link NO_RATE} in USD and INR modes when the currency has no rate.
 * @example formatFeeIn("inr", { nativeFee: "AED 1,740", usd: 474, inr: 44237, free: false }) // "₹44,237 ($474)"
 */
export function formatFeeIn(mode: CurrencyMode, fee: FeeAmounts): string {
  if (fee.free) return "Free";
  if (mode === "local") return fee.nativeFee;
  if (fee.usd === null || fee.inr === null) return NO_RATE;
  return mode === "usd" ? amount(fee.usd, USD) : `${amount(fee.inr, INR)} (${amount(fee.usd, USD)})`;
}
