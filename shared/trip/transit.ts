/**
 * @module The transit resolver: for a passport changing planes in a country, airside or landside, with the documents
 * it holds, the rule that applies (data/transit/SOURCE.md, "How to read a rule"), the document that exempts the
 * traveller (the easiest, when several do), the documents that do not, the hours allowed, and whether the answer
 * must be verified. Only Indian passports have rules; every other passport is told so. Pure: rules in, answer out.
 */
import type { HeldDocumentKey } from "../concessions/documents";
import { SCHENGEN_STATE_CODES } from "../schengen/states";
import type { CountryCode } from "../units/country-code";
import { type EaseLevel, easeOfTransit } from "./ease";
import { exemptionEffect, heldFor, OTHER_TRANSIT_DOCUMENTS, TRANSIT_KEYS_OF } from "./transit-documents";
import { SCHENGEN_AREA, TRANSIT_RULES_PASSPORT, type TransitConfidence, type TransitMode, type TransitRule } from "./transit-rule";
import { noTransitRuleText, notExemptingText, secondaryExemptionText, TRANSIT_VERIFY_TEXTS, transitSummary } from "./transit-texts";

/**
 * Rules that apply only on flights to some destinations (the other rule of the same country and mode applies
 * otherwise): Türkiye's electronic airport transit visa for Indians flying on to Brazil, Cuba, Mexico, Panama or
 * Venezuela (the rule's conditions; Colombia too, as some reports say: the stricter reading).
 */
export const ONWARD_RULES: readonly { transitCountry: string; mode: TransitMode; requirement: string; onwardTo: readonly string[] }[] = [
  { transitCountry: "TR", mode: "airside", requirement: "e-visa", onwardTo: ["BR", "CU", "MX", "PA", "VE", "CO"] },
];

/** What a resolution asks. */
export interface TransitQuestion {
  passportCountryCode: CountryCode;
  countryCode: CountryCode;
  mode: TransitMode;
  holds: readonly HeldDocumentKey[];
  /** The country flown to next, or null (home, or not given): it picks a destination-specific rule. */
  nextCountryCode: CountryCode | null;
}

/** A held document and what it does under the rule. */
export interface AppliedExemption {
  document: HeldDocumentKey;
  /** The rule's key it satisfies ("us-green-card" for a US residence permit). */
  key: string;
  /** The data's words ("no visa (transit without visa)"). */
  effect: string;
  level: EaseLevel;
  conditions: string;
  /** The exemption rests on a secondary source only. */
  secondary: boolean;
}

/** The answer for one connection. */
export interface TransitAnswer {
  /** False for another passport than India's: no rule is known, only `verify` is said. */
  known: boolean;
  rule: TransitRule | null;
  /** "FR" for a member state's own rule, "SCHENGEN" for the area's, else the country; null without a rule. */
  ruleArea: string | null;
  /** The level with the documents held (the rule's own level when none helps); null: not determined. */
  level: EaseLevel | null;
  /** The held document that gives `level`, or null when none lowers the rule. */
  exemption: AppliedExemption | null;
  /** Other held documents that exempt as well, easiest first. */
  alsoExempting: AppliedExemption[];
  /** Held documents the data says do not exempt here: travellers often assume they do. */
  notExempting: { document: HeldDocumentKey; text: string; conditions: string }[];
  /** Exemptions for documents the site does not list, as conditions to read ("an Australian permanent residence visa"). */
  otherDocuments: { name: string; effect: string; conditions: string }[];
  maxHours: number | null;
  official: boolean | null;
  confidence: TransitConfidence | null;
  /** The sentence saying to check with the airline or the embassy, or null when the rule is official and sure enough. */
  verify: string | null;
  /** "Transit visa needed: Direct Airside Transit Visa (DATV)", "No visa needed with your US visa", … */
  summary: string;
}

/**
 * The rule for a country and mode: the country's own, else (in the Schengen area) the area's; of two, the one for
 * the onward destination (ONWARD_RULES). Null when none is on record.
 * @example findTransitRule(rules, "FR", "airside", null)?.ruleArea // the French rule, not the area's
 */
export function findTransitRule(
  rules: readonly TransitRule[],
  countryCode: CountryCode,
  mode: TransitMode,
  next: CountryCode | null,
): TransitRule | null {
  let candidates = rules.filter((r) => r.transitCountry === countryCode && r.mode === mode);
  if (candidates.length === 0 && SCHENGEN_STATE_CODES.has(countryCode))
    candidates = rules.filter((r) => r.transitCountry === SCHENGEN_AREA && r.mode === mode);
  if (candidates.length <= 1) return candidates[0] ?? null;
  const onward = ONWARD_RULES.find((o) => o.transitCountry === countryCode && o.mode === mode);
  const specific = candidates.find((r) => r.requirement === onward?.requirement);
  const general = candidates.find((r) => r !== specific);
  if (!onward || !specific) return candidates[0] ?? null;
  return next !== null && onward.onwardTo.includes(next) ? specific : (general ?? specific);
}

/**
 * Resolves a connection. `countryName` names the country in the "no rule on record" sentence.
 * @example resolveTransit(rules, { passportCountryCode: "IN", countryCode: "GB", mode: "airside", holds: ["us-visa"], nextCountryCode: null }, "United Kingdom").summary
 *   // "No visa needed with your US visa"
 */
export function resolveTransit(rules: readonly TransitRule[], question: TransitQuestion, countryName: string): TransitAnswer {
  const empty = { exemption: null, alsoExempting: [], notExempting: [], otherDocuments: [], maxHours: null, official: null, confidence: null };
  if (question.passportCountryCode !== TRANSIT_RULES_PASSPORT) {
    return {
      known: false,
      rule: null,
      ruleArea: null,
      level: null,
      ...empty,
      verify: TRANSIT_VERIFY_TEXTS.otherPassport,
      summary: transitSummary(null, null, null),
    };
  }
  const rule = findTransitRule(rules, question.countryCode, question.mode, question.nextCountryCode);
  if (!rule) {
    const verify = noTransitRuleText(countryName, question.mode);
    return { known: true, rule: null, ruleArea: null, level: null, ...empty, verify, summary: transitSummary(null, null, null) };
  }
  const base = easeOfTransit(rule.requirement);
  const exempting: AppliedExemption[] = [];
  const notExempting: TransitAnswer["notExempting"] = [];
  const otherDocuments: TransitAnswer["otherDocuments"] = [];
  for (const e of rule.exemptions) {
    const effect = exemptionEffect(e.effect);
    const document = heldFor(e.holds, question.holds);
    if (!document) {
      const name = OTHER_TRANSIT_DOCUMENTS[e.holds];
      if (name && !effect.doesNotExempt) otherDocuments.push({ name, effect: e.effect, conditions: e.conditions });
      continue;
    }
    if (effect.doesNotExempt) notExempting.push({ document, text: notExemptingText(document), conditions: e.conditions });
    // A document helps only where it makes a known rule easier: it never makes one stricter (as concessions).
    else if (effect.level !== null && base !== null && effect.level < base)
      exempting.push({ document, key: e.holds, effect: e.effect, level: effect.level, conditions: e.conditions, secondary: effect.secondary });
  }
  // Easiest first; among equals an exemption sure of its source, then the documents' order.
  const order = Object.keys(TRANSIT_KEYS_OF);
  exempting.sort((a, b) => a.level - b.level || Number(a.secondary) - Number(b.secondary) || order.indexOf(a.document) - order.indexOf(b.document));
  const exemption = exempting[0] ?? null;
  const level = exemption ? exemption.level : base;
  return {
    known: true,
    rule,
    ruleArea: rule.transitCountry,
    level,
    exemption,
    alsoExempting: exempting.slice(1),
    notExempting,
    otherDocuments,
    maxHours: rule.maxHours,
    official: rule.official,
    confidence: rule.confidence,
    verify: verifyText(rule, exemption),
    summary: transitSummary(level, rule.document, exemption?.document ?? null),
  };
}

/** Why the answer must be verified, most serious first; null when the rule is official, sure and not settled by a weak exemption. */
function verifyText(rule: TransitRule, exemption: AppliedExemption | null): string | null {
  if (rule.requirement === null) return TRANSIT_VERIFY_TEXTS.undetermined;
  if (rule.confidence === "low") return TRANSIT_VERIFY_TEXTS.lowConfidence;
  if (!rule.official) return TRANSIT_VERIFY_TEXTS.unofficial;
  if (exemption?.secondary) return secondaryExemptionText(exemption.document);
  return null;
}
