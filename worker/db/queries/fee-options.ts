/**
 * @module Fee-record and rate-table columns and their mapping to domain types, for every D1 read that
 * prices fee options: the pair loader (visa.ts), the directory, the search index and the guides' quoted
 * records (editorial.ts).
 */
import type { HeldDocumentKey } from "../../../shared/concessions/documents";
import type { FeeScope } from "../../../shared/fees/scope";
import type { RateTable } from "../../../shared/money/rates";
import { rateTableOf, type RateSource } from "../../../shared/money/rate-sources";
import type { IsoDate } from "../../../shared/units/iso-date";
import type { FeeOption } from "../../../shared/visa/fee-option";
import { exchangeRates, feeOptions } from "../schema";

/** Columns of a fee record as the domain needs them (explicit selection; no evidence; notes for the options dialog). */
export const feeOptionColumns = {
  id: feeOptions.id,
  appliesTo: feeOptions.appliesTo,
  recordSet: feeOptions.recordSet,
  document: feeOptions.document,
  confidence: feeOptions.confidence,
  destinationCountryCode: feeOptions.destinationCountryCode,
  visaType: feeOptions.visaType,
  subtype: feeOptions.subtype,
  eVisa: feeOptions.eVisa,
  feeMinor: feeOptions.feeMinor,
  feeCurrency: feeOptions.feeCurrency,
  processingMinDays: feeOptions.processingMinDays,
  processingMaxDays: feeOptions.processingMaxDays,
  validityDays: feeOptions.validityDays,
  maxStayDays: feeOptions.maxStayDays,
  entries: feeOptions.entries,
  requirements: feeOptions.requirements,
  applyUrl: feeOptions.applyUrl,
  source: feeOptions.source,
  sourceUrl: feeOptions.sourceUrl,
  isVerified: feeOptions.isVerified,
  checkedOn: feeOptions.checkedOn,
  sourceDateOn: feeOptions.sourceDateOn,
  effectiveOn: feeOptions.effectiveOn,
  validUntilOn: feeOptions.validUntilOn,
  needsDocuments: feeOptions.needsDocuments,
  doubt: feeOptions.doubt,
  chargedByMission: feeOptions.chargedByMission,
  notes: feeOptions.notes,
};

type FeeRow = Pick<typeof feeOptions.$inferSelect, keyof typeof feeOptionColumns>;

/** Maps a fee row to the domain's FeeOption (fee in minor units, requirements JSON parsed). */
export function toFeeOption(r: FeeRow): FeeOption {
  return {
    id: r.id,
    destinationCountryCode: r.destinationCountryCode,
    appliesTo: JSON.parse(r.appliesTo) as FeeScope,
    recordSet: r.recordSet,
    document: r.document,
    confidence: r.confidence,
    visaType: r.visaType,
    subtype: r.subtype,
    eVisa: r.eVisa,
    fee: { amountMinor: r.feeMinor, currency: r.feeCurrency },
    processingDays: r.processingMinDays !== null && r.processingMaxDays !== null ? { min: r.processingMinDays, max: r.processingMaxDays } : null,
    validityDays: r.validityDays,
    maxStayDays: r.maxStayDays,
    entries: r.entries === "single" || r.entries === "double" || r.entries === "multiple" ? r.entries : null,
    requirements: JSON.parse(r.requirements) as string[],
    applyUrl: r.applyUrl,
    source: r.source,
    sourceUrl: r.sourceUrl,
    isVerified: r.isVerified,
    checkedOn: r.checkedOn,
    sourceDateOn: r.sourceDateOn,
    effectiveOn: r.effectiveOn,
    validUntilOn: r.validUntilOn,
    needs: JSON.parse(r.needsDocuments) as HeldDocumentKey[],
    doubt: r.doubt,
    chargedByMission: r.chargedByMission,
    // The world records' notes are written for travellers; the detailed records' are the researchers' own.
    notes: r.recordSet === "world" ? r.notes : null,
  };
}

/** Columns of the rate table. */
export const rateColumns = {
  currency: exchangeRates.currency,
  unitsPerUsd: exchangeRates.unitsPerUsd,
  asOn: exchangeRates.asOn,
  source: exchangeRates.source,
};

/**
 * Builds the domain's RateTable from rate rows (shared/money/rate-sources.ts rateTableOf): dated by the first source's
 * rows (ECB and pegs), each row of another date (the second source's) in `otherDates`. Before the seed there are no
 * rows: the table is empty (no amount converts) and dated "".
 */
export function toRateTable(rows: readonly { currency: string; unitsPerUsd: number; asOn: IsoDate; source: RateSource }[]): RateTable {
  return rateTableOf(rows);
}
