/**
 * @module A transit rule for Indian passport holders at one hub (data/transit/in-transit-rules.json, see its
 * SOURCE.md): what a traveller needs to change planes there, airside (staying in the international transit area) or
 * landside (passing immigration), the documents that exempt them, and how far the source can be trusted. Parsed
 * once at the edge by shared/schemas/transit.ts; the resolver is shared/trip/transit.ts.
 */
import type { CountryCode } from "../units/country-code";
import type { IsoDate } from "../units/iso-date";

/** A source's own date as precise as it states it: YYYY, YYYY-MM or YYYY-MM-DD ("2013-11" for a page of Nov 2013). */
export type SourceDate = string & { readonly __brand: "SourceDate" };
import type { Money } from "../units/money";

/** The passport every transit rule is about (SOURCE.md: "Indian (IN) ordinary passport holders"). */
export const TRANSIT_RULES_PASSPORT = "IN";

/** The `transitCountry` of the rules for the whole Schengen area; a member state's own rule takes precedence airside. */
export const SCHENGEN_AREA = "SCHENGEN";

/** airside: the traveller stays in the international transit area; landside: they pass immigration. */
export const TRANSIT_MODES = ["airside", "landside"] as const;
export type TransitMode = (typeof TRANSIT_MODES)[number];

/** What the traveller needs without any exemption document (SOURCE.md's vocabulary; `null` in a rule: not determined). */
export const TRANSIT_REQUIREMENTS = ["no visa", "transit visa", "visa", "eta", "e-visa", "not possible"] as const;
export type TransitRequirement = (typeof TRANSIT_REQUIREMENTS)[number];

/** high: official, clear, reasonably current; medium: official but old, or consistent secondary sources; low: weak. */
export const TRANSIT_CONFIDENCES = ["high", "medium", "low"] as const;
export type TransitConfidence = (typeof TRANSIT_CONFIDENCES)[number];

/** A document that changes the rule (or, with `effect` "does not exempt", one travellers wrongly assume does). */
export interface TransitExemption {
  /** The data's short key ("us-visa", "us-green-card", "eea-residence", …): shared/trip/transit-documents.ts maps it. */
  holds: string;
  /** What the document changes, in the data's words ("no visa", "visa on arrival", "no visa (VFTF, 96 h)", …). */
  effect: string;
  /** The limits that apply. */
  conditions: string;
}

/** A corroborating or secondary source. */
export interface TransitSource {
  source: string;
  sourceUrl: string;
  sourceDate: SourceDate | null;
}

/** One rule: one transit country (or the Schengen area) and one mode. Türkiye has two airside rules (by destination). */
export interface TransitRule {
  /** ISO 3166-1 alpha-2, or SCHENGEN_AREA. */
  transitCountry: CountryCode | typeof SCHENGEN_AREA;
  mode: TransitMode;
  /** Null: the sources do not settle it (must be verified). */
  requirement: TransitRequirement | null;
  /** The visa or authorisation needed, or null. */
  document: string | null;
  /** Government fee (amountMinor 0: free), or null when no source gives one. */
  fee: Money | null;
  /** Longest transit the source allows, in hours, or null when it states none. */
  maxHours: number | null;
  exemptions: readonly TransitExemption[];
  /** Preconditions: same airport, onward ticket, time window, terminal, airline. */
  conditions: string;
  source: string;
  sourceUrl: string;
  /** The page's own date or the law's date (as precise as stated); null when the page shows none. */
  sourceDate: SourceDate | null;
  /** True when the main source is a government, legislation or embassy site. */
  official: boolean;
  confidence: TransitConfidence;
  /** What the source says, paraphrased. */
  evidence: string;
  /** Caveats. */
  notes: string;
  additionalSources: readonly TransitSource[];
}

/** The rules file: when it was compiled, for which passport, and its rules. */
export interface TransitRuleSet {
  /** The day the rules were compiled from stored copies (YYYY-MM-DD), never a day a live page was read. */
  compiledOn: IsoDate;
  passport: typeof TRANSIT_RULES_PASSPORT;
  rules: readonly TransitRule[];
}
