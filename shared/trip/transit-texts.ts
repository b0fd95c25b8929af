/**
 * @module Every sentence the trip planner says about a connection, in one place so tests hold each one. A rule that is
 * not official, of low confidence, undetermined or missing always says "check with your airline or the embassy"
 * (data/transit/SOURCE.md: a wrong "no visa needed" can strand a traveller), and so does every other passport than
 * India's, whose transit rules the site does not know.
 */
import { documentName, type HeldDocumentKey } from "../concessions/documents";
import { EASE, type EaseLevel } from "./ease";
import type { TransitMode } from "./transit-rule";

/** The words every unsure transit answer ends with. */
export const CHECK_WITH_AIRLINE = "check with your airline or the embassy before you book";

/** Why a transit answer must be verified, one sentence each. */
export const TRANSIT_VERIFY_TEXTS = {
  otherPassport: `Transit rules are known for Indian passports only: ${CHECK_WITH_AIRLINE}.`,
  undetermined: `Our sources do not settle this rule: ${CHECK_WITH_AIRLINE}.`,
  lowConfidence: `Low confidence (weak, old or conflicting sources): ${CHECK_WITH_AIRLINE}.`,
  unofficial: `Not from an official source: ${CHECK_WITH_AIRLINE}.`,
} as const;

/**
 * No rule on record for the country and mode.
 * @example noTransitRuleText("Peru", "airside") // "No airside transit rule for Peru is on record: check with your airline or the embassy before you book."
 */
export function noTransitRuleText(countryName: string, mode: TransitMode): string {
  return `No ${mode} transit rule for ${countryName} is on record: ${CHECK_WITH_AIRLINE}.`;
}

/**
 * The held document's exemption rests on a secondary source only.
 * @example secondaryExemptionText("us-visa") // "Your US visa exempts you here by a secondary source only: check with …"
 */
export function secondaryExemptionText(document: HeldDocumentKey): string {
  return `Your ${documentName(document)} exempts you here by a secondary source only: ${CHECK_WITH_AIRLINE}.`;
}

/**
 * A held document the data says does not exempt here.
 * @example notExemptingText("schengen-visa") // "Your Schengen visa does not exempt you here."
 */
export function notExemptingText(document: HeldDocumentKey): string {
  return `Your ${documentName(document)} does not exempt you here.`;
}

/**
 * The connection's answer in a few words: what to get, and with which document when one helps.
 * @example transitSummary(4, "Direct Airside Transit Visa (DATV)", null) // "Transit visa needed: Direct Airside Transit Visa (DATV)"
 * @example transitSummary(0, null, "us-visa") // "No visa needed with your US visa"
 */
export function transitSummary(level: EaseLevel | null, document: string | null, withDocument: HeldDocumentKey | null): string {
  const suffix = withDocument ? ` with your ${documentName(withDocument)}` : "";
  const named = document ? `: ${document}` : "";
  switch (level) {
    case null:
      return "Not determined";
    case EASE.none:
      return `No visa needed${suffix}`;
    case EASE.onArrival:
      return `Visa on arrival${suffix}`;
    case EASE.eta:
      return `Electronic authorisation needed${suffix}${withDocument ? "" : named}`;
    case EASE.eVisa:
      return `e-Visa needed${suffix}${withDocument ? "" : named}`;
    case EASE.transitVisa:
      return `Transit visa needed${named}`;
    case EASE.visa:
      return `Visa needed${named}`;
    case EASE.impossible:
      return "Transit not possible";
  }
}

/**
 * A Schengen airside connection next to another Schengen stop: the traveller passes Schengen border control.
 * @example schengenConnectionText("Germany") // "You fly to or from another Schengen country, so in Germany you pass Schengen border control: …"
 */
export function schengenConnectionText(countryName: string): string {
  return `You fly to or from another Schengen country, so in ${countryName} you pass Schengen border control: this connection is landside, and its days count in the 90/180-day rule.`;
}

/**
 * The connection may last longer than the rule allows (its dates leave room either way).
 * @example connectionMayExceedText(48) // "This connection may last more than the 48 hours the rule allows: check your flight times."
 */
export function connectionMayExceedText(maxHours: number): string {
  return `This connection may last more than the ${maxHours} hours the rule allows: check your flight times.`;
}
