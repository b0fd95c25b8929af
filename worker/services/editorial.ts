/**
 * @module What the guide pages quote from D1 (decision 7), so copy and data never disagree: the counts their
 * `{tokens}` show, and the fee records a fee page cites with their equivalents in the visitor's currency (decision 17).
 */
import { longDate, type EditorialFacts } from "../../shared/content/facts";
import { convert, otherRateDates, ratesDatesText, roundConverted } from "../../shared/money/rates";
import { OPEN_RATES_CREDIT } from "../../shared/money/rates-note";
import { parseCountryCode, type CountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";
import { toMajor, type CurrencyCode } from "../../shared/units/money";
import { feeDatesText, feeEndedText, hasSource, isCitedVerified, NO_SOURCE_TEXT } from "../../shared/visa/fee-option";
import type { ProcessingDays } from "../../shared/visa/processing-time";
import { resolveRequirement } from "../../shared/visa/corrections";
import { parseRequirement, requirementLabel, sameRequirement } from "../../shared/visa/requirement";
import type { Db } from "../db/client";
import { listDatasets } from "../db/queries/datasets";
import { loadDataCounts, loadFeeRecords, loadRateTable } from "../db/queries/editorial";
import { loadVisaFreeData } from "../db/queries/visa-free";
import { loadPassportRanking } from "./passport-power";
import { loadSourceStatuses } from "./source-statuses";

const INDIA = parseCountryCode("IN")!;
/** Id of the requirements dataset's row in `datasets` (written by the seed). */
const PASSPORT_INDEX_DATASET_ID = "passport-index";

/**
 * The counts the guides quote, as of `today` (the day picks the requirement corrections in force):
 * the data's sizes, Indian passports' destinations by requirement (India itself excluded; visa-free includes
 * destinations with a day count or "visa free"; e-Visa and eTA apart) read from the passport ranking's own counts
 * (one resolved source with the finder, the ranking and the API: decision 16), each destination's requirement label
 * for `{req:XX}`, the requirements dataset's date, and `today` itself. India's counts are 0 before the seed.
 * @example (await loadEditorialFacts(db, today)).countriesListed // 199 after the seed
 */
export async function loadEditorialFacts(db: Db, today: IsoDate): Promise<EditorialFacts & { today: IsoDate }> {
  const [counts, finderData, datasets, ranking] = await Promise.all([
    loadDataCounts(db),
    loadVisaFreeData(db, INDIA),
    listDatasets(db),
    loadPassportRanking(db, today),
  ]);
  const indiaRanked = ranking.passports.find((p) => p.passport === INDIA);
  // The datasets row of the requirements always describes the current version (the seed writes it so).
  const requirements = datasets.find((d) => d.id === PASSPORT_INDEX_DATASET_ID);
  const indiaCounts = indiaRanked?.counts;
  const indiaRequirements: Record<string, string> = {};
  if (finderData) {
    for (const row of finderData.requirements) {
      const corrections = finderData.corrections.filter((c) => c.destinationCountryCode === row.destinationCountryCode);
      const resolved = resolveRequirement({ requirement: row.requirement, asOn: finderData.requirementsAsOn }, corrections, today, sameRequirement);
      indiaRequirements[row.destinationCountryCode] = requirementLabel(parseRequirement(resolved.requirement));
    }
  }
  return {
    passportsAnalysed: counts.passports,
    countriesListed: counts.countries,
    feeDestinations: counts.feeDestinations,
    feeRecords: counts.feeRecords,
    india: {
      visaFree: indiaCounts?.["visa-free"] ?? 0,
      visaOnArrival: indiaCounts?.["visa-on-arrival"] ?? 0,
      eVisa: indiaCounts?.["e-visa"] ?? 0,
      eta: indiaCounts?.eta ?? 0,
    },
    indiaRequirements,
    indiaPower: indiaRanked ? { rank: indiaRanked.rank, mobility: indiaRanked.mobility, passportsRanked: ranking.passports.length } : null,
    requirementsAsOn: requirements?.asOn ?? null,
    requirementsSource: requirements ? { name: requirements.name, url: requirements.sourceUrl } : null,
    today,
  };
}

/** A fee record as a guide quotes it. */
export interface EditorialFeeRecord {
  id: string;
  destination: CountryCode;
  visaType: string;
  subtype: string;
  /** Major units of `currency` as the authority charges it (0 = free). */
  amount: number;
  currency: CurrencyCode;
  /** Whole units of `localCurrency` through the rate table of `ratesOn`, or null when a rate it needs is missing. */
  local: number | null;
  /** The visitor's currency (decision 17), USD included: a guide's equivalent is its only converted amount. */
  localCurrency: CurrencyCode;
  /** Calendar days, or null when the record gives none. */
  processingDays: ProcessingDays | null;
  source: string | null;
  sourceUrl: string | null;
  /** Decision 14: the official page and the checked date are cited. */
  verified: boolean;
  /** The day we read the figure. */
  checkedOn: IsoDate;
  /** feeDatesText: the date the source states and the day we read it; null for a record with no source (none was read). */
  dates: string | null;
  /** feeEndedText when the fee had ended by `today` (a guide then says it no longer applies), else null. */
  ended: string | null;
  /** The watch's sentence when the cited page changed after we read it or stopped answering (issue #35), else null. */
  sourceNote: string | null;
}

/**
 * Every fee record at the given destinations (the fee data is Indian passports' only), by destination then id, each
 * with its equivalent in `currency` (the visitor's), the dates of the rates behind them (`ratesOn`: "13 April 2026",
 * then each currency converted at a rate of another date and that rate's source) and each source's note from the
 * request's flagged sources. Unknown destinations add nothing.
 */
export async function loadEditorialFees(
  db: Db,
  destinations: readonly CountryCode[],
  today: IsoDate,
  currency: CurrencyCode,
): Promise<{ ratesAsOn: IsoDate; ratesOn: string; records: EditorialFeeRecord[] }> {
  const [records, rates, statuses] = await Promise.all([loadFeeRecords(db, destinations), loadRateTable(db), loadSourceStatuses(db)]);
  const shown = [...records.map((r) => r.fee.currency), currency];
  const others = otherRateDates(rates, shown).length > 0 ? ` from ${OPEN_RATES_CREDIT}` : "";
  return {
    ratesAsOn: rates.asOn,
    ratesOn: `${ratesDatesText(rates, shown, longDate)}${others}`,
    records: records.map((r) => {
      const local = convert(r.fee, rates, currency).local;
      return {
        id: r.id,
        destination: r.destinationCountryCode,
        visaType: r.visaType,
        subtype: r.subtype,
        amount: toMajor(r.fee),
        currency: r.fee.currency,
        local: local === null ? null : roundConverted(local),
        localCurrency: currency,
        processingDays: r.processingDays,
        source: hasSource(r) ? r.source : NO_SOURCE_TEXT,
        sourceUrl: r.sourceUrl,
        verified: isCitedVerified(r),
        checkedOn: r.checkedOn,
        dates: hasSource(r) ? feeDatesText(r) : null,
        ended: feeEndedText(r.validUntilOn !== null && r.validUntilOn < today ? r.validUntilOn : null),
        sourceNote: hasSource(r) ? statuses.noteOf({ url: r.sourceUrl, subject: "fee", official: r.isVerified, readOn: r.checkedOn }) : null,
      };
    }),
  };
}
