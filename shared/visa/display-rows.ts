/** @module Display rows of the options table and search results (spec section 3; decision 17's third currency). */
import { NO_RATE } from "../money/display";
import type { PricedOption } from "./priced-option";

/** One table row: country, e-Visa Yes/No, subtype, duration, and the fee as charged, in USD and in the visitor's currency. */
export interface DisplayRow {
  id: string;
  country: string;
  eVisa: "Yes" | "No";
  visaTypeLabel: string;
  subtype: string;
  /** validityDays + " days", or "Varies". */
  duration: string;
  nativeFee: string;
  /** "—" when the currency has no rate (the conversion is unavailable). */
  usdFee: string;
  /** In the visitor's currency; "—" when the conversion is unavailable; null when there is no third amount (USD visitor). */
  localFee: string | null;
  verified: boolean;
  estimate: boolean;
}

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
    usdFee: option.usdFee ?? NO_RATE,
    localFee: option.localCurrency === null ? null : (option.localFee ?? NO_RATE),
    verified: option.verified,
    estimate: option.estimate,
  };
}
