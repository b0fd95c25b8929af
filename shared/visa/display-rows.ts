/** @module Display rows of the options table and search results (spec section 3). */
import type { PricedOption } from "./priced-option";

/** One table row: country, e-Visa Yes/No, subtype, duration, and the fee in three currencies. */
export interface DisplayRow {
  id: string;
  country: string;
  eVisa: "Yes" | "No";
  visaTypeLabel: string;
  subtype: string;
  /** validityDays + " days", or "Varies". */
  duration: string;
  nativeFee: string;
  /** "—" when the currency has no rate. */
  usdFee: string;
  inrFee: string;
  verified: boolean;
  estimate: boolean;
}

const UNAVAILABLE = "—";

/**
 * Builds the display row of a priced option for a destination.
 * @example toDisplayRow(priced, "Thailand").duration // "60 days"
 */
export function toDisplayRow(option: PricedOption, country: string): DisplayRow {
  return {
    id: option.id,
    country,
    eVisa: option.eVisa ? "Yes" : "No",
    visaTypeLabel: option.visaTypeLabel,
    subtype: option.subtype,
    duration: option.duration,
    nativeFee: option.nativeFee,
    usdFee: option.usdFee ?? UNAVAILABLE,
    inrFee: option.inrFee ?? UNAVAILABLE,
    verified: option.verified,
    estimate: option.estimate,
  };
}
