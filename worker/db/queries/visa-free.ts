/**
 * @module Reads the No Visa Countries finder's inputs for one passport from D1 in one batch: every country,
 * the passport's requirement row (199 values) and its corrections.
 */
import { asc, eq } from "drizzle-orm";
import type { CountrySummary } from "../../../shared/countries/country";
import type { CountryCode } from "../../../shared/units/country-code";
import type { DestinationCorrection } from "../../../shared/visa/visa-free";
import type { Db } from "../client";
import { countries, requirementCorrections, visaRequirements } from "../schema";
import { correctionColumns } from "./corrections";
import { countrySummaryColumns } from "./countries";

/** What D1 holds for a passport's finder (see shared/visa/visa-free.ts for how it is read). */
export interface VisaFreeData {
  passport: CountrySummary;
  /** Every country, sorted by name. */
  countries: CountrySummary[];
  /** Raw Passport Index values, one per destination (the passport's own country included as "-1"). */
  requirements: { destinationCountryCode: string; requirement: string }[];
  corrections: DestinationCorrection[];
}

/**
 * Loads a passport's finder inputs in one D1 round trip.
 * @returns null when the code is not a seeded country or has no requirement row.
 */
export async function loadVisaFreeData(db: Db, passport: CountryCode): Promise<VisaFreeData | null> {
  const [countryRows, requirementRows, correctionRows] = await db.batch([
    db.select(countrySummaryColumns).from(countries).orderBy(asc(countries.name)),
    db
      .select({ destinationCountryCode: visaRequirements.destinationCountryCode, requirement: visaRequirements.requirement })
      .from(visaRequirements)
      .where(eq(visaRequirements.passportCountryCode, passport)),
    db
      .select({ destinationCountryCode: requirementCorrections.destinationCountryCode, ...correctionColumns })
      .from(requirementCorrections)
      .where(eq(requirementCorrections.passportCountryCode, passport)),
  ]);
  const self = countryRows.find((c) => c.code === passport);
  if (!self || requirementRows.length === 0) return null;
  return { passport: self, countries: countryRows, requirements: requirementRows, corrections: correctionRows };
}
