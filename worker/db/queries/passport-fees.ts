/**
 * @module Reads what every fee surface for one passport is built from (issue #45), in two D1 batches that the service
 * (worker/services/passport-fees.ts) runs side by side: the reference data every passport shares (every country, every
 * fee record of every destination in source order, the rate table and the announced changes), which it keeps per data
 * version, and the passport's own rows (its requirement row and corrections with the current version's date, as the
 * finder reads them, ./visa-free.ts). The directory, the search index, the home carousel and the finder pick from them
 * the fees that apply to the passport, by the check's rule, without one D1 round trip per destination.
 */
import { asc } from "drizzle-orm";
import type { Country } from "../../../shared/countries/country";
import type { RateTable } from "../../../shared/money/rates";
import type { CountryCode } from "../../../shared/units/country-code";
import type { IsoDate } from "../../../shared/units/iso-date";
import type { AnnouncedChange } from "../../../shared/visa/announced";
import type { FeeOption } from "../../../shared/visa/fee-option";
import type { DestinationCorrection } from "../../../shared/visa/visa-free";
import type { Db } from "../client";
import { countries, exchangeRates, feeOptions } from "../schema";
import { announcedQuery, toAnnouncedChange } from "./announced";
import { countryColumns, toCountry } from "./countries";
import { feeOptionColumns, rateColumns, toFeeOption, toRateTable } from "./fee-options";
import { currentVersionQuery } from "./versions";
import { passportCorrectionsQuery, passportRequirementsQuery } from "./visa-free";

/** The reference data of every fee surface, the same for every passport. */
export interface FeeReference {
  /** Every country, sorted by name. */
  countries: Country[];
  /** Every fee record of every destination for every passport, in source order (`position`). */
  feeOptions: FeeOption[];
  rates: RateTable;
  /** Every announced change (a handful). */
  announced: AnnouncedChange[];
}

/** One passport's rows. */
export interface PassportRows {
  /** Raw Passport Index values, one per destination (the passport's own country included as "-1"). */
  requirements: { destinationCountryCode: string; requirement: string }[];
  corrections: DestinationCorrection[];
  /** Date (YYYY-MM-DD) of the current version, which `requirements` come from; null before the seed. */
  requirementsAsOn: IsoDate | null;
}

/** Loads the reference data in one D1 round trip (four statements in a batch). */
export async function loadFeeReference(db: Db): Promise<FeeReference> {
  const [countryRows, feeRows, rateRows, announcedRows] = await db.batch([
    db.select(countryColumns).from(countries).orderBy(asc(countries.name)),
    db.select(feeOptionColumns).from(feeOptions).orderBy(asc(feeOptions.position)),
    db.select(rateColumns).from(exchangeRates),
    announcedQuery(db),
  ]);
  return {
    countries: countryRows.map(toCountry),
    feeOptions: feeRows.map(toFeeOption),
    rates: toRateTable(rateRows),
    announced: announcedRows.map(toAnnouncedChange),
  };
}

/** Loads one passport's requirement row, its corrections and the version's date in one D1 round trip (three statements). */
export async function loadPassportRows(db: Db, passport: CountryCode): Promise<PassportRows> {
  const [requirements, corrections, versionRows] = await db.batch([
    passportRequirementsQuery(db, passport),
    passportCorrectionsQuery(db, passport),
    currentVersionQuery(db),
  ]);
  return { requirements, corrections, requirementsAsOn: versionRows[0]?.asOn ?? null };
}
