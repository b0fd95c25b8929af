/**
 * @module The 29 Schengen states since 1 January 2025 (25 EU members plus Iceland, Liechtenstein, Norway and
 * Switzerland; Cyprus and Ireland are outside), as ISO 3166-1 alpha-2 codes: the area whose stays add up under the
 * 90/180-day rule. The names are in shared/content/pages/schengen-visa-fees.ts.
 */
export const SCHENGEN_STATE_CODES: ReadonlySet<string> = new Set([
  "AT",
  "BE",
  "BG",
  "HR",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IS",
  "IT",
  "LV",
  "LI",
  "LT",
  "LU",
  "MT",
  "NL",
  "NO",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
  "CH",
]);
