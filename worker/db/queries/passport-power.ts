/**
 * @module Reads what passport power is computed from, in one D1 batch: the current version's whole matrix (one raw
 * value per pair, 39,601 rows), every correction by pair, and the version's date.
 */
import type { IsoDate } from "../../../shared/units/iso-date";
import type { RequirementCorrection } from "../../../shared/visa/corrections";
import type { Db } from "../client";
import { requirementCorrections, visaRequirements } from "../schema";
import { correctionColumns } from "./corrections";
import { currentVersionQuery, inCurrentVersion } from "./versions";

/** The inputs of rankPassports (shared/passport/power.ts); null before the seed. */
export interface PowerInputs {
  requirements: { passport: string; destination: string; requirement: string }[];
  corrections: (RequirementCorrection & { passport: string; destination: string })[];
  /** The current version's date (YYYY-MM-DD). */
  asOn: IsoDate;
}

/** Loads the current matrix and the corrections; null when no version is seeded. */
export async function loadPowerInputs(db: Db): Promise<PowerInputs | null> {
  const [requirements, corrections, versions] = await db.batch([
    db
      .select({
        passport: visaRequirements.passportCountryCode,
        destination: visaRequirements.destinationCountryCode,
        requirement: visaRequirements.requirement,
      })
      .from(visaRequirements)
      .where(inCurrentVersion),
    db
      .select({
        passport: requirementCorrections.passportCountryCode,
        destination: requirementCorrections.destinationCountryCode,
        ...correctionColumns,
      })
      .from(requirementCorrections),
    currentVersionQuery(db),
  ]);
  const asOn = versions[0]?.asOn;
  return asOn ? { requirements, corrections, asOn } : null;
}
