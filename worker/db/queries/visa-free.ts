/**
 * @module Reads the No Visa Countries finder's inputs for one passport from D1 in one batch: every country,
 * the passport's requirement row in the current version (199 values), its corrections and that version's date.
 */
import { and, asc, eq } from "drizzle-orm";
import type { CountrySummary } from "../../../shared/countries/country";
import type { CountryCode } from "../../../shared/units/country-code";
import type { IsoDate } from "../../../shared/units/iso-date";
import type { DestinationCorrection } from "../../../shared/visa/visa-free";
import type { Db } from "../client";
import { countries, requirementCorrections, visaRequirements } from "../schema";
import { correctionColumns } from "./corrections";
import { countrySummaryColumns } from "./countries";
import { currentVersionQuery, inCurrentVersion } from "./versions";

/** What D1 holds for a passport's finder (see shared/visa/visa-free.ts for how it is read). */
export interface VisaFreeData {
  passport: CountrySummary;
  /** Every country, sorted by name. */
  countries: CountrySummary[];
  /** Raw Passport Index values, one per destination (the passport's own country included as "-1"). */
  requirements: { destinationCountryCode: string; requirement: string }[];
  corrections: DestinationCorrection[];
  /** Date (YYYY-MM-DD) of the current version, which `requirements` come from. */
  requirementsAsOn: IsoDate;
}

/** The passport's requirement row in the current version: one raw value per destination (a query to run or to batch). */
export function passportRequirementsQuery(db: Db, passport: CountryCode) {
  return db
    .select({ destinationCountryCode: visaRequirements.destinationCountryCode, requirement: visaRequirements.requirement })
    .from(visaRequirements)
    .where(and(inCurrentVersion, eq(visaRequirements.passportCountryCode, passport)));
}

/** Every correction for the passport, with its destination (a query to run or to batch). */
export function passportCorrectionsQuery(db: Db, passport: CountryCode) {
  return db
    .select({ destinationCountryCode: requirementCorrections.destinationCountryCode, ...correctionColumns })
    .from(requirementCorrections)
    .where(eq(requirementCorrections.passportCountryCode, passport));
}

/**
 * Loads a passport's finder inputs in one D1 round trip.
 * @returns null when the code is not a seeded country or has no requirement row.
 */
export async function loadVisaFreeData(db: Db, passport: CountryCode): Promise<VisaFreeData | null> {
  const [countryRows, requirementRows, correctionRows, versionRows] = await db.batch([
    db.select(countrySummaryColumns).from(countries).orderBy(asc(countries.name)),
    passportRequirementsQuery(db, passport),
    passportCorrectionsQuery(db, passport),
    currentVersionQuery(db),
  ]);
  const self = countryRows.find((c) => c.code === passport);
  const requirementsAsOn = versionRows[0]?.asOn;
  if (!self || requirementRows.length === 0 || !requirementsAsOn) return null;
  return { passport: self, countries: countryRows, requirements: requirementRows, corrections: correctionRows, requirementsAsOn };
}
