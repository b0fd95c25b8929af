/** @module Visa types: the values found in fee records and their display labels. */

/** Visa types this site knows (spec section 3 plus the fee data's "work"). */
export const VISA_TYPES = [
  "tourist",
  "business",
  "transit",
  "student",
  "work",
  "worker",
  "marriage",
  "golden",
  "permanent-residence",
  "long-term",
  "departure-tax",
  "registration",
] as const;

export type VisaType = (typeof VISA_TYPES)[number];

/** Default visa type of every check and tab (spec section 4). */
export const DEFAULT_VISA_TYPE: VisaType = "tourist";

/**
 * Whether a string is a known visa type.
 * @example isVisaType("long-term") // true
 */
export function isVisaType(value: string): value is VisaType {
  return (VISA_TYPES as readonly string[]).includes(value);
}

/**
 * Display label: each hyphen-separated word capitalised, except that a second word after "long" stays lower
 * case ("Long-term"), as the spec shows; missing or unknown types show "Tourist".
 * @example visaTypeLabel("permanent-residence") // "Permanent Residence"
 */
export function visaTypeLabel(type: string | null | undefined): string {
  if (!type || !isVisaType(type)) return "Tourist";
  if (type === "long-term") return "Long-term";
  return type
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
