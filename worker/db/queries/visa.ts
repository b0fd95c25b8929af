/** @module Reads the inputs of a visa check for one pair from D1 (requirement, corrections, fees, rates). */
import { and, asc, eq } from "drizzle-orm";
import type { RateTable } from "../../../shared/money/rates";
import type { RequirementCorrection } from "../../../shared/visa/corrections";
import type { FeeOption } from "../../../shared/visa/fee-option";
import type { CountryCode } from "../../../shared/units/country-code";
import type { IsoDate } from "../../../shared/units/iso-date";
import type { CurrencyCode } from "../../../shared/units/money";
import type { Db } from "../client";
import { datasets, exchangeRates, feeOptions, requirementCorrections, visaRequirements } from "../schema";

/** The dataset value for a pair ("90", "e-visa", …), or null when the pair is not in the data. */
export async function datasetRequirement(db: Db, passport: CountryCode, destination: CountryCode): Promise<string | null> {
  const [row] = await db
    .select({ requirement: visaRequirements.requirement })
    .from(visaRequirements)
    .where(and(eq(visaRequirements.passportCountryCode, passport), eq(visaRequirements.destinationCountryCode, destination)))
    .limit(1);
  return row?.requirement ?? null;
}

/** Every dated correction recorded for a pair (the domain picks the one in force). */
export async function pairCorrections(db: Db, passport: CountryCode, destination: CountryCode): Promise<RequirementCorrection[]> {
  const rows = await db
    .select({
      requirement: requirementCorrections.requirement,
      effectiveOn: requirementCorrections.effectiveOn,
      validUntilOn: requirementCorrections.validUntilOn,
      source: requirementCorrections.source,
      sourceUrl: requirementCorrections.sourceUrl,
      checkedOn: requirementCorrections.checkedOn,
    })
    .from(requirementCorrections)
    .where(
      and(
        eq(requirementCorrections.passportCountryCode, passport),
        eq(requirementCorrections.destinationCountryCode, destination),
      ),
    );
  return rows.map((r) => ({
    ...r,
    effectiveOn: r.effectiveOn as IsoDate,
    validUntilOn: r.validUntilOn as IsoDate | null,
    checkedOn: r.checkedOn as IsoDate,
  }));
}

/** Fee records for a pair in source order (empty for every origin but India). */
export async function pairFeeOptions(db: Db, passport: CountryCode, destination: CountryCode): Promise<FeeOption[]> {
  const rows = await db
    .select({
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
    })
    .from(feeOptions)
    .where(and(eq(feeOptions.passportCountryCode, passport), eq(feeOptions.destinationCountryCode, destination)))
    .orderBy(asc(feeOptions.position));
  return rows.map((r) => ({
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
  }));
}

/** The rate table (units per USD) and its date. */
export async function rateTable(db: Db): Promise<RateTable> {
  const rows = await db.select({ currency: exchangeRates.currency, unitsPerUsd: exchangeRates.unitsPerUsd, asOn: exchangeRates.asOn }).from(exchangeRates);
  const unitsPerUsd: Record<string, number> = {};
  let asOn = "";
  for (const r of rows) {
    unitsPerUsd[r.currency] = r.unitsPerUsd;
    if (r.asOn > asOn) asOn = r.asOn;
  }
  return { asOn: asOn as IsoDate, unitsPerUsd };
}

/** A dataset's provenance row (attribution, date), or null before the seed. */
export async function datasetInfo(db: Db, id: string) {
  const [row] = await db
    .select({ name: datasets.name, attribution: datasets.attribution, sourceUrl: datasets.sourceUrl, asOn: datasets.asOn })
    .from(datasets)
    .where(eq(datasets.id, id))
    .limit(1);
  return row ? { ...row, asOn: row.asOn as IsoDate } : null;
}

/** Every dataset's attribution, for the footer. */
export async function listDatasets(db: Db) {
  return db
    .select({ id: datasets.id, attribution: datasets.attribution, sourceUrl: datasets.sourceUrl, licence: datasets.licence, asOn: datasets.asOn })
    .from(datasets)
    .orderBy(asc(datasets.id));
}
