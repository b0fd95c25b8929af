/**
 * @module Reads the inputs of a visa check for one pair from D1 (countries, requirement, corrections,
 * fees, rates, dataset date, announced changes, the destination's arrival card) in one D1 batch: one round trip
 * instead of eight.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Country } from "../../../shared/countries/country";
import type { RateTable } from "../../../shared/money/rates";
import type { CountryCode } from "../../../shared/units/country-code";
import type { IsoDate } from "../../../shared/units/iso-date";
import type { AnnouncedChange } from "../../../shared/visa/announced";
import type { RequirementCorrection } from "../../../shared/visa/corrections";
import type { ArrivalCard } from "../../../shared/visa/entry-documents";
import type { FeeOption } from "../../../shared/visa/fee-option";
import type { Db } from "../client";
import { arrivalCards, countries, exchangeRates, feeOptions, requirementCorrections, visaRequirements } from "../schema";
import { announcedQuery, toAnnouncedChange } from "./announced";
import { arrivalCardColumns, toArrivalCard } from "./arrival-cards";
import { correctionColumns } from "./corrections";
import { countryColumns, toCountry } from "./countries";
import { feeOptionColumns, rateColumns, toFeeOption, toRateTable } from "./fee-options";
import { currentVersionQuery, inCurrentVersion } from "./versions";

/** Everything D1 holds about one passport → destination pair. */
export interface PairData {
  /** The two countries by code (absent when a code is not in the data). */
  countries: Map<string, Country>;
  /** The current version's value ("90", "e-visa", …), or null when the pair is not in the data. */
  datasetRequirement: string | null;
  corrections: RequirementCorrection[];
  /** The destination's fee records for every passport, in source order. */
  feeOptions: FeeOption[];
  rates: RateTable;
  /** Date (YYYY-MM-DD) of the current version of the Passport Index data, or null before the seed. */
  datasetAsOn: IsoDate | null;
  /** Every announced change (a handful): the domain keeps those about the pair. */
  announced: AnnouncedChange[];
  /** The destination's online arrival card (data/visa-fees/arrival-cards.json), or null. */
  arrivalCard: ArrivalCard | null;
}

/**
 * Loads a pair's data in one batch: the destination's fee records are every passport's (the domain keeps those that
 * apply to the pair, shared/fees/resolve.ts).
 */
export async function loadPairData(db: Db, passport: CountryCode, destination: CountryCode): Promise<PairData> {
  const pair = (table: typeof visaRequirements | typeof requirementCorrections) =>
    and(eq(table.passportCountryCode, passport), eq(table.destinationCountryCode, destination));
  const [countryRows, requirementRows, correctionRows, feeRows, rateRows, datasetRows, announcedRows, cardRows] = await db.batch([
    db
      .select(countryColumns)
      .from(countries)
      .where(inArray(countries.code, [passport, destination])),
    db
      .select({ requirement: visaRequirements.requirement })
      .from(visaRequirements)
      .where(and(inCurrentVersion, pair(visaRequirements)))
      .limit(1),
    db.select(correctionColumns).from(requirementCorrections).where(pair(requirementCorrections)),
    db.select(feeOptionColumns).from(feeOptions).where(eq(feeOptions.destinationCountryCode, destination)).orderBy(asc(feeOptions.position)),
    db.select(rateColumns).from(exchangeRates),
    currentVersionQuery(db),
    announcedQuery(db),
    db.select(arrivalCardColumns).from(arrivalCards).where(eq(arrivalCards.destinationCountryCode, destination)).limit(1),
  ]);

  return {
    countries: new Map(countryRows.map((r) => [r.code, toCountry(r)])),
    datasetRequirement: requirementRows[0]?.requirement ?? null,
    corrections: correctionRows,
    feeOptions: feeRows.map(toFeeOption),
    rates: toRateTable(rateRows),
    datasetAsOn: datasetRows[0]?.asOn ?? null,
    announced: announcedRows.map(toAnnouncedChange),
    arrivalCard: cardRows[0] ? toArrivalCard(cardRows[0]) : null,
  };
}
