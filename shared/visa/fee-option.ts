/** @module A visa option (fee record) as the domain sees it, and the "Verified means cited" rule. */
import type { HeldDocumentKey } from "../concessions/documents";
import type { FeeDocument } from "../fees/documents";
import type { FeeRecordSet } from "../fees/resolve";
import type { FeeScope } from "../fees/scope";
import type { CountryCode } from "../units/country-code";
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import type { Money } from "../units/money";
import type { ProcessingDays } from "./processing-time";

/**
 * One way to obtain a visa for a destination, for the passports of its scope (sources: data/visa-fees/india-fees.v2.json,
 * the detailed records for Indian passports, and world-fees.json with the data desk's additions; issue #45).
 */
export interface FeeOption {
  id: string;
  destinationCountryCode: CountryCode;
  /** The passports the record applies to (shared/fees/resolve.ts picks a pair's records). */
  appliesTo: FeeScope;
  /** "detailed" (India's records) or "world". */
  recordSet: FeeRecordSet;
  /** What the fee pays for: a visa, an e-Visa, a visa on arrival, an eTA, a visa-free entry or a levy. */
  document: FeeDocument;
  /** The world record's confidence ("low": a weak source, said beside the amount); null for a detailed record. */
  confidence: "high" | "medium" | "low" | null;
  /** A VisaType value; kept as string because records may carry types newer than this code. */
  visaType: string;
  /** The option's own name, e.g. "e-Visa, single entry (up to 90 days)". */
  subtype: string;
  /** Applied for fully online. */
  eVisa: boolean;
  /** Government fee; amountMinor 0 means free. */
  fee: Money;
  processingDays: ProcessingDays | null;
  /** Days the visa can be used from issue, or null ("Varies"). */
  validityDays: number | null;
  /** Days of stay allowed per entry, or null (unknown). */
  maxStayDays: number | null;
  entries: "single" | "double" | "multiple" | null;
  requirements: readonly string[];
  /** Official application site, or null. */
  applyUrl: string | null;
  /** Who publishes the figure, or null ("Unknown"). */
  source: string | null;
  /** The page the figure was read on, or null. */
  sourceUrl: string | null;
  /** The record's own claim that the figure was read on an official page. */
  isVerified: boolean;
  /** The day we read the figure on its source. */
  checkedOn: IsoDate;
  /** The date the source itself states (its publication or update, or the day the fee applies from), or null. */
  sourceDateOn: IsoDate | null;
  /** First day the fee applies, where known. */
  effectiveOn: IsoDate | null;
  /** Last day the fee is announced to apply (inclusive), or null when open-ended. */
  validUntilOn: IsoDate | null;
  /**
   * The documents any one of which the option needs besides the passport (data/visa-fees/fee-conditions.json), e.g.
   * a US visa for Mexico's visa-free entry; empty for an option open to every holder of the passport.
   */
  needs: readonly HeldDocumentKey[];
  /**
   * Why the figure is weak, where the data desk marked it so (data/desk/, issue #43: a low-confidence source, a figure
   * no official page confirms); null or absent when no doubt is on record.
   */
  doubt?: string | null;
  /**
   * Whether the amount is charged by the embassy or consulate where the traveller applies, so it may differ from
   * mission to mission (data/visa-fees/fee-places.json): said beside the amount (MISSION_FEE_TEXT). False when absent.
   */
  chargedByMission?: boolean;
  /** What a traveller must know of a world record (its `notes`: children's rates, levies, disagreements), or null. */
  notes?: string | null;
}

/**
 * A fee's honest dates as one phrase (issue #32): "source dated 4 Feb 2019, read on 26 Nov 2026", or "undated source,
 * read on 26 Nov 2026": a figure read today on a 2019 page is a 2019 figure. Built here, on the server, so pages
 * carry the words, not the code that writes them.
 */
export function feeDatesText(fee: { checkedOn: IsoDate; sourceDateOn: IsoDate | null }): string {
  return `${fee.sourceDateOn ? `source dated ${formatIsoDate(fee.sourceDateOn)}` : "undated source"}, read on ${formatIsoDate(fee.checkedOn)}`;
}

/** "Ended 31 Dec 2025: not today's fee." for a fee whose last day had passed, else null. */
export function feeEndedText(endedOn: IsoDate | null): string | null {
  return endedOn ? `Ended ${formatIsoDate(endedOn)}: not today's fee.` : null;
}

/**
 * Whether a fee applies on `today`: from its `effectiveOn` (when known) through its `validUntilOn` (when set). An
 * ended fee (China's reduced fees for Indians, to 31 Dec 2025) is never today's fee (issue #32).
 * @example feeInForce({ effectiveOn: null, validUntilOn: "2025-12-31" }, "2026-11-26") // false
 */
export function feeInForce(option: Pick<FeeOption, "effectiveOn" | "validUntilOn">, today: IsoDate): boolean {
  return (option.effectiveOn === null || option.effectiveOn <= today) && (option.validUntilOn === null || option.validUntilOn >= today);
}

/** "Only with another visa or residence permit": how a page marks a conditional option (never a headline fee). */
export const CONDITIONAL_TEXT = "Only with another visa or residence permit";

/**
 * Whether an option can be a pair's headline fee on `today` (issue #32): in force, and open to every holder of the
 * passport. An option that needs another visa or residence (India → Mexico's visa-free entry for US-visa holders)
 * is listed as conditional and shown by the entry concessions, never as the fee of the pair.
 * @example isHeadlineCandidate(mexicoVisaFreeWithUsVisa, "2026-11-26") // false
 */
export function isHeadlineCandidate(option: Pick<FeeOption, "effectiveOn" | "validUntilOn" | "needs">, today: IsoDate): boolean {
  return option.needs.length === 0 && feeInForce(option, today);
}

/** What a low-confidence world record says beside its amount (issue #45: "weak, old or disputed: show it as such"). */
export const WEAK_SOURCE_TEXT = "Weak source: check before you pay";

/** What a fee charged by the mission where the traveller applies says beside its amount (issue #45: honest labels). */
export const MISSION_FEE_TEXT = "Charged by the embassy or consulate where you apply: amounts may differ";

/** What a fee shows where its source would be when the record cites no page (issue #32): never a "Last checked". */
export const NO_SOURCE_TEXT = "No source on record";

/**
 * Whether the record cites the page its figure was read on (decision 14: "its source links out"). Without that page
 * there is no source to show or date: the publisher field of such records holds a note ("not found in stored
 * sources"), not a publisher, and their checked date is the day the record was written, not a day a source was read.
 * @example hasSource({ sourceUrl: null }) // false
 */
export function hasSource(option: Pick<FeeOption, "sourceUrl">): boolean {
  return !!option.sourceUrl;
}

/**
 * Spec decision 14: "Verified" only when the record claims verification AND cites the page it was
 * checked against and the date; anything else shows as "Unverified".
 * @example isCitedVerified({ isVerified: true, sourceUrl: null, … }) // false
 */
export function isCitedVerified(option: Pick<FeeOption, "isVerified" | "sourceUrl" | "checkedOn">): boolean {
  return option.isVerified && !!option.sourceUrl && !!option.checkedOn;
}
