/** @module The short names of requirement categories on the passport pages: table headings, the map's legend and shape names. */
import type { RequirementCategory } from "../visa/requirement";

/** One label per category, e.g. "Visa on arrival". */
export const CATEGORY_LABELS: Readonly<Record<RequirementCategory, string>> = {
  "visa-free": "Visa free",
  "visa-on-arrival": "Visa on arrival",
  eta: "eTA",
  "e-visa": "e-Visa",
  "visa-required": "Visa required",
  "no-admission": "No admission",
  "own-country": "Own country",
  unknown: "No sourced rule",
};
