/**
 * @module The columns of a requirement correction as the domain reads it, shared by the pair loader (visa.ts)
 * and the finder's loader (visa-free.ts). The schema's column types are the domain's (IsoDate dates), so a
 * selected row is a RequirementCorrection as it comes.
 */
import { and, eq } from "drizzle-orm";
import type { PairRule } from "../../../shared/history/pair-rules";
import type { CountryCode } from "../../../shared/units/country-code";
import type { RequirementCorrection } from "../../../shared/visa/corrections";
import type { Db } from "../client";
import { requirementCorrections } from "../schema";

/**
 * The correction's value, dates and source (no passport, destination, previous value or notes): select it
 * as is for one pair, or with `destinationCountryCode` for one passport's every destination.
 * @example db.select(correctionColumns).from(requirementCorrections) // rows of RequirementCorrection
 */
export const correctionColumns = {
  requirement: requirementCorrections.requirement,
  effectiveOn: requirementCorrections.effectiveOn,
  validUntilOn: requirementCorrections.validUntilOn,
  reviewedAgainstOn: requirementCorrections.reviewedAgainstOn,
  source: requirementCorrections.source,
  sourceUrl: requirementCorrections.sourceUrl,
  official: requirementCorrections.official,
  checkedOn: requirementCorrections.checkedOn,
} satisfies { [K in keyof RequirementCorrection]: unknown };

/**
 * Every correction of one pair with the value it replaced (the pair's dated rules, for its history), in no order.
 * @returns [] for a pair with none.
 */
export async function loadPairRules(db: Db, passport: CountryCode, destination: CountryCode): Promise<PairRule[]> {
  return db
    .select({ ...correctionColumns, previous: requirementCorrections.previous })
    .from(requirementCorrections)
    .where(and(eq(requirementCorrections.passportCountryCode, passport), eq(requirementCorrections.destinationCountryCode, destination)));
}
