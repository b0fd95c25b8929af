/**
 * @module Fee options priced for display in the currency charged, USD and the visitor's own currency (spec sections 3
 * and 9; decision 17).
 */
import { convertedAmounts } from "../money/amounts";
import type { RateTable } from "../money/rates";
import { HOME_CURRENCY } from "../money/visitor-currency";
import type { IsoDate } from "../units/iso-date";
import { formatAmount, formatMoney, type CurrencyCode } from "../units/money";
import type { VisaEstimate } from "./estimates";
import type { FeeDocument } from "../fees/documents";
import {
  CONDITIONAL_TEXT,
  feeDatesText,
  feeEndedText,
  hasSource,
  isCitedVerified,
  MISSION_FEE_TEXT,
  NO_SOURCE_TEXT,
  WEAK_SOURCE_TEXT,
  type FeeOption,
} from "./fee-option";
import { formatProcessingTime } from "./processing-time";
import { NO_SOURCE_NOTE, type SourceNoteOf } from "../watch/source-statuses";
import { visaTypeLabel } from "./visa-types";

/** A visa option with every display string computed once, on the server, so browser and server agree. */
export interface PricedOption {
  id: string;
  visaType: string;
  /** "Tourist", "Long-term", … */
  visaTypeLabel: string;
  subtype: string;
  eVisa: boolean;
  /** Verified by decision 14 (cited source and date). */
  verified: boolean;
  /** From section 9's fallback values, not a record: never an official figure. */
  estimate: boolean;
  /** Fee in its own currency ("AED 1,740", "Free"). */
  nativeFee: string;
  /** The ISO 4217 currency the fee is charged in (USD for an estimate): a page's rates note names its rate's date. */
  currency: CurrencyCode;
  /** Rounded USD (major units), null when the currency has no rate. */
  usd: number | null;
  /** "$474" or null. */
  usdFee: string | null;
  /**
   * Rounded units of the visitor's currency (`localCurrency`), null when there is no third amount or a rate it needs
   * is missing (shared/money/amounts.ts).
   */
  local: number | null;
  /** "₹44,237", "EUR 405", or null (no third amount, or "conversion unavailable": shared/money/display.ts localFeeText). */
  localFee: string | null;
  /** The visitor's currency (ISO 4217, decision 17), or null when it is USD: no third amount then. */
  localCurrency: CurrencyCode | null;
  /** Whether the fee is charged in USD (so the visitor's currency shows in brackets in the options modal). */
  chargedInUsd: boolean;
  /** "3-5 days" | "5 days" | "Contact embassy". */
  processing: string;
  /** validityDays + " days", or "Varies". */
  duration: string;
  validityDays: number | null;
  maxStayDays: number | null;
  entries: "single" | "double" | "multiple" | null;
  requirements: readonly string[];
  applyUrl: string | null;
  /**
   * Publisher of the figure; "Unknown" when the record cites a page but names no publisher; NO_SOURCE_TEXT ("No
   * source on record") when it cites no page (hasSource), and for an estimate "Visa Fee Atlas estimate".
   */
  source: string;
  sourceUrl: string | null;
  /** The day we read the figure on its source (null for an estimate, or a record with no source: none was read). */
  checkedOn: IsoDate | null;
  /** The date the source itself states, or null (undated, or an estimate): a fee read today on a 2019 page is a 2019 figure. */
  sourceDateOn: IsoDate | null;
  /** The fee's last day when it had ended by the day of the lookup (it is listed, never today's fee), else null. */
  endedOn: IsoDate | null;
  /**
   * feeDatesText, then feeEndedText when the fee had ended: "source dated 1 Jan 2025, read on 23 Nov 2026. Ended
   * 31 Dec 2025: not today's fee." Only the ended note for a record with no source (no source was read, so no
   * date is claimed), and null when there is nothing to say or for an estimate. Then `sourceNote` when there is one
   * ("… read on 23 Nov 2026. The official page changed on 3 Dec 2026, after we read it; check it before you rely on
   * this fee."), so every citation of the fee carries it, and the pages that show `dates` need no code for it (their
   * JavaScript budgets have a few dozen bytes to spare). Written here so pages carry the words.
   */
  dates: string | null;
  /**
   * What the watch says about the cited page when it changed after we read it or stopped answering
   * (shared/watch/source-note.ts), else null (issue #35); `dates` ends with it. Nothing else about the figure changes.
   */
  sourceNote: string | null;
  /** CONDITIONAL_TEXT for an option that needs another visa or residence permit (never a headline fee), else null. */
  condition: string | null;
  /**
   * "Weak figure: …" where the desk doubts it (FeeOption.doubt), else WEAK_SOURCE_TEXT for a low-confidence world
   * record (issue #45); `dates` ends with it too, so every citation says it.
   */
  doubt: string | null;
  /** What the fee pays for (shared/fees/documents.ts): "visa", "e-visa", "visa-on-arrival", "eta", "visa-free", "levy". */
  document: FeeDocument;
  /**
   * "Sources disagree: …" when the pair's requirement names another document than this fee's (issue #45,
   * ./fee-disagreement.ts), else null; `dates` ends with it too.
   */
  disagreement: string | null;
  /**
   * MISSION_FEE_TEXT ("Charged by the embassy or consulate where you apply: amounts may differ") for a fee the mission
   * where the traveller applies charges (data/visa-fees/fee-places.json), shown beside the amount; else null.
   */
  mission: string | null;
  /** A world record's notes for travellers (children's rates, levies, the place of application), or null. */
  notes: string | null;
}

const USD = "USD" as CurrencyCode;

function durationOf(validityDays: number | null): string {
  return validityDays ? `${validityDays} days` : "Varies";
}

/** What else pricing a record may take. */
export interface PriceOptions {
  /** The visitor's currency (decision 17; shared/money/visitor-currency.ts): the third amount. HOME_CURRENCY (INR) by default. */
  currency?: CurrencyCode;
  /** The notes of the request's flagged sources (worker/services/source-statuses.ts); none by default. */
  noteOf?: SourceNoteOf;
  /** "Sources disagree: …" when the pair's requirement names another document than the fee's (./fee-disagreement.ts). */
  disagreement?: string | null;
}

/**
 * Prices a fee record through the rate table in USD and the visitor's currency, as of `today` (which says whether the
 * fee had ended), with the note of its source and any disagreement.
 * @example priceOption(record, rates, "2026-11-26", { currency: "EUR" }).usdFee // "$474"
 */
export function priceOption(option: FeeOption, rates: RateTable, today: IsoDate, extra: PriceOptions = {}): PricedOption {
  const { currency = HOME_CURRENCY, noteOf = NO_SOURCE_NOTE, disagreement = null } = extra;
  const endedOn = option.validUntilOn !== null && option.validUntilOn < today ? option.validUntilOn : null;
  const sourced = hasSource(option);
  const ended = feeEndedText(endedOn);
  const read = sourced ? feeDatesText(option) : null;
  const sourceNote = sourced ? noteOf({ url: option.sourceUrl, subject: "fee", official: option.isVerified, readOn: option.checkedOn }) : null;
  const doubt = option.doubt ? `Weak figure: ${option.doubt.replace(/\.$/, "")}` : option.confidence === "low" ? WEAK_SOURCE_TEXT : null;
  return {
    id: option.id,
    visaType: option.visaType,
    visaTypeLabel: visaTypeLabel(option.visaType),
    subtype: option.subtype,
    eVisa: option.eVisa,
    verified: isCitedVerified(option),
    estimate: false,
    nativeFee: option.fee.amountMinor === 0 ? "Free" : formatMoney(option.fee),
    currency: option.fee.currency,
    ...convertedAmounts(option.fee, rates, currency),
    chargedInUsd: option.fee.currency === USD,
    processing: formatProcessingTime(option.processingDays),
    duration: durationOf(option.validityDays),
    validityDays: option.validityDays,
    maxStayDays: option.maxStayDays,
    entries: option.entries,
    requirements: option.requirements,
    applyUrl: option.applyUrl,
    source: sourced ? (option.source ?? "Unknown") : NO_SOURCE_TEXT,
    sourceUrl: option.sourceUrl,
    checkedOn: sourced ? option.checkedOn : null,
    sourceDateOn: sourced ? option.sourceDateOn : null,
    endedOn,
    dates: withSourceNote(withSourceNote(withSourceNote(read && ended ? `${read}. ${ended}` : (read ?? ended), sourceNote), doubt), disagreement),
    sourceNote,
    condition: option.needs.length > 0 ? CONDITIONAL_TEXT : null,
    doubt,
    document: option.document,
    disagreement,
    mission: option.chargedByMission ? MISSION_FEE_TEXT : null,
    notes: option.notes ?? null,
  };
}

/** `dates`, then the source's note as a sentence of its own (feeEndedText ends with a full stop; feeDatesText does not). */
function withSourceNote(dates: string | null, note: string | null): string | null {
  if (!note || !dates) return dates;
  return `${dates}${dates.endsWith(".") ? "" : "."} ${note}.`;
}

/**
 * Prices a section 9 estimate in USD and the visitor's `currency` (HOME_CURRENCY by default); `estimate: true` so every
 * view labels it as not an official figure.
 * @example priceEstimate(estimateFor("tourist")!, rates, "EUR").nativeFee // "$50"
 */
export function priceEstimate(estimate: VisaEstimate, rates: RateTable, currency: CurrencyCode = HOME_CURRENCY): PricedOption {
  return {
    id: `estimate-${estimate.visaType}`,
    visaType: estimate.visaType,
    visaTypeLabel: visaTypeLabel(estimate.visaType),
    subtype: `${visaTypeLabel(estimate.visaType)} visa (estimate)`,
    eVisa: false,
    verified: false,
    estimate: true,
    nativeFee: formatAmount(estimate.feeUsd, USD),
    currency: USD,
    ...convertedAmounts({ amountMinor: estimate.feeUsd * 100, currency: USD }, rates, currency),
    chargedInUsd: true,
    processing: formatProcessingTime(estimate.processingDays),
    duration: durationOf(estimate.validityDays),
    validityDays: estimate.validityDays,
    maxStayDays: estimate.maxStayDays,
    entries: estimate.entries,
    requirements: estimate.documents,
    applyUrl: null,
    source: "Visa Fee Atlas estimate",
    sourceUrl: null,
    checkedOn: null,
    sourceDateOn: null,
    endedOn: null,
    dates: null,
    sourceNote: null,
    condition: null,
    doubt: null,
    document: "visa",
    disagreement: null,
    mission: null,
    notes: null,
  };
}
