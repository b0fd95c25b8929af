/**
 * @module A held document that is itself the visa for a country: a US visa for a stay in the United States, a
 * Schengen visa for a stay in any Schengen state. Such a stay needs no new visa if the document is valid on the
 * stop's days and for the trip's purpose, which the planner cannot know: it says so (stop-texts.ts coveredText).
 * A GCC residence permit names no state, so it covers none.
 */
import type { HeldDocumentKey } from "../concessions/documents";
import { SCHENGEN_STATE_CODES } from "../schengen/states";
import type { CountryCode } from "../units/country-code";

const ISSUER: Readonly<Record<HeldDocumentKey, string | null>> = {
  "us-visa": "US",
  "us-residence": "US",
  "uk-visa": "GB",
  "uk-residence": "GB",
  "schengen-visa": "SCHENGEN",
  "schengen-residence": "SCHENGEN",
  "canada-visa": "CA",
  "canada-residence": "CA",
  "australia-visa": "AU",
  "japan-visa": "JP",
  "ireland-visa": "IE",
  "new-zealand-visa": "NZ",
  "gcc-residence": null,
};

/**
 * Whether a document is a visa or residence permit of `country` (for SCHENGEN, of any Schengen state).
 * @example issuedFor("schengen-visa", "FR") // true
 */
export function issuedFor(document: HeldDocumentKey, country: CountryCode): boolean {
  const issuer = ISSUER[document];
  return issuer === country || (issuer === "SCHENGEN" && SCHENGEN_STATE_CODES.has(country));
}

/**
 * The first held document (in the documents' order) that is the visa or permit for `country`, or null.
 * @example coveringDocument(["uk-visa", "us-visa"], "US") // "us-visa"
 */
export function coveringDocument(holds: readonly HeldDocumentKey[], country: CountryCode): HeldDocumentKey | null {
  return holds.find((h) => issuedFor(h, country)) ?? null;
}

/**
 * The visa (document key) a stop in `country` makes the traveller get, when the site's documents name it: a US visa
 * for the United States, a Schengen visa for a Schengen state; null elsewhere. Visas a plan needs this way count for
 * the other stops' transit exemptions and concessions (shared/trip/trip.ts).
 * @example visaDocumentFor("DE") // "schengen-visa"
 */
export function visaDocumentFor(country: CountryCode): HeldDocumentKey | null {
  if (SCHENGEN_STATE_CODES.has(country)) return "schengen-visa";
  const visa = (Object.keys(ISSUER) as HeldDocumentKey[]).find((key) => key.endsWith("-visa") && ISSUER[key] === country);
  return visa ?? null;
}
