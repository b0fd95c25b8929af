/**
 * @module Reads the inputs of a visa check for one pair from D1 (countries, requirement, corrections,
 * fees, rates, dataset date) in one D1 batch: one round trip instead of six.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Country } from "../../../shared/countries/country";
import type { RateTable } from "../../../shared/money/rates";
import type { CountryCode } from "../../../shared/units/country-code";
import type { IsoDate } from "../../../shared/units/iso-date";
import type { CurrencyCode } from "../../../shared/units/money";
import type { RequirementCorrection } from "../../../shared/visa/corrections";
import type { FeeOption } from "../../../shared/visa/fee-option";
import type { Db } from "../client";
import { countries, datasets, exchangeRates, feeOptions, requirementCorrections, visaRequirements } from "../schema";
import { countryColumns, toCountry } from "./countries";

/** Everything D1 holds about one passport → destination pair. */
export interface PairData {
  /** The two countries by code (absent when a code is not in the data). */
  countries: Map<string, Country>;
  /** The dataset value ("90", "e-visa", …), or null when the pair is not in the data. */
  datasetRequirement: string | null;
  corrections: RequirementCorrection[];
  /** Fee records in source order (empty when not asked for). */
  feeOptions: FeeOption[];
  rates: RateTable;
  /** Date of the Passport Index data, or null before the seed. */
  datasetAsOn: IsoDate | null;
}

const feeColumns = {
  id: feeOptions.id,
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
};

type FeeRow = Pick<typeof feeOptions.$inferSelect, keyof typeof feeColumns>;

function toFeeOption(r: FeeRow): FeeOption {
  return {
    id: r.id,
    destinationCountryCode: r.destinationCountryCode as CountryCode,
    visaType: r.visaType,
    subtype: r.subtype,
    eVisa: r.eVisa,
    fee: { amountMinor: r.feeMinor, currency: r.feeCurrency as CurrencyCode },
    processingDays:
      r.processingMinDays !== null && r.processingMaxDays !== null ? { min: r.processingMinDays, max: r.processingMaxDays } : null,
    validityDays: r.validityDays,
    maxStayDays: r.maxStayDays,
    entries: r.entries === "single" || r.entries === "multiple" ? r.entries : null,
    requirements: JSON.parse(r.requirements) as string[],
    applyUrl: r.applyUrl,
    source: r.source,
    sourceUrl: r.sourceUrl,
    isVerified: r.isVerified,
    checkedOn: r.checkedOn as IsoDate,
  };
}

/**
 * Loads a pair's data in one batch. `withFees` false skips the fee records (origins without fee data).
 */
export async function loadPairData(db: Db, passport: CountryCode, destination: CountryCode, withFees: boolean): Promise<PairData> {
  const pair = (table: typeof visaRequirements | typeof requirementCorrections | typeof feeOptions) =>
    and(eq(table.passportCountryCode, passport), eq(table.destinationCountryCode, destination));
  const [countryRows, requirementRows, correctionRows, feeRows, rateRows, datasetRows] = await db.batch([
    db.select(countryColumns).from(countries).where(inArray(countries.code, [passport, destination])),
    db.select({ requirement: visaRequirements.requirement }).from(visaRequirements).where(pair(visaRequirements)).limit(1),
    db
      .select({
        requirement: requirementCorrections.requirement,
        effectiveOn: requirementCorrections.effectiveOn,
        validUntilOn: requirementCorrections.validUntilOn,
        source: requirementCorrections.source,
        sourceUrl: requirementCorrections.sourceUrl,
        checkedOn: requirementCorrections.checkedOn,
      })
      .from(requirementCorrections)
      .where(pair(requirementCorrections)),
    db
      .select(feeColumns)
      .from(feeOptions)
      .where(withFees ? pair(feeOptions) : eq(feeOptions.id, ""))
      .orderBy(asc(feeOptions.position)),
    db.select({ currency: exchangeRates.currency, unitsPerUsd: exchangeRates.unitsPerUsd, asOn: exchangeRates.asOn }).from(exchangeRates),
    db.select({ asOn: datasets.asOn }).from(datasets).where(eq(datasets.id, "passport-index")).limit(1),
  ]);

  const unitsPerUsd: Record<string, number> = {};
  let ratesAsOn = "";
  for (const r of rateRows) {
    unitsPerUsd[r.currency] = r.unitsPerUsd;
    if (r.asOn > ratesAsOn) ratesAsOn = r.asOn;
  }
  return {
    countries: new Map(countryRows.map((r) => [r.code, toCountry(r)])),
    datasetRequirement: requirementRows[0]?.requirement ?? null,
    corrections: correctionRows.map((r) => ({
      ...r,
      effectiveOn: r.effectiveOn as IsoDate,
      validUntilOn: r.validUntilOn as IsoDate | null,
      checkedOn: r.checkedOn as IsoDate,
    })),
    feeOptions: feeRows.map(toFeeOption),
    rates: { asOn: ratesAsOn as IsoDate, unitsPerUsd },
    datasetAsOn: (datasetRows[0]?.asOn as IsoDate | undefined) ?? null,
  };
}

/** Every dataset's attribution `{ id, attribution, sourceUrl, licence, asOn }`, for the footer. */
export async function listDatasets(db: Db) {
  return db
    .select({ id: datasets.id, attribution: datasets.attribution, sourceUrl: datasets.sourceUrl, licence: datasets.licence, asOn: datasets.asOn })
    .from(datasets)
    .orderBy(asc(datasets.id));
}
