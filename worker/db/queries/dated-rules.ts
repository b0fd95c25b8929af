/**
 * @module Reads the rules with a last day (corrections and fee records with `validUntil`) and the announced changes,
 * for /changes and its feeds (shared/history/dated-rules.ts): one D1 batch.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import type { EndingCorrection, EndingFee } from "../../../shared/history/dated-rules";
import type { AnnouncedChange } from "../../../shared/visa/announced";
import type { IsoDate } from "../../../shared/units/iso-date";
import type { Db } from "../client";
import { feeOptions, requirementCorrections } from "../schema";
import { announcedQuery, toAnnouncedChange } from "./announced";

/** Every correction and fee record that has a last day, and every announced change. */
export async function loadDatedRules(db: Db): Promise<{ corrections: EndingCorrection[]; fees: EndingFee[]; announced: AnnouncedChange[] }> {
  const [corrections, fees, announced] = await db.batch([
    db
      .select({
        passport: requirementCorrections.passportCountryCode,
        destination: requirementCorrections.destinationCountryCode,
        requirement: requirementCorrections.requirement,
        validUntilOn: requirementCorrections.validUntilOn,
        source: requirementCorrections.source,
        sourceUrl: requirementCorrections.sourceUrl,
        official: requirementCorrections.official,
        checkedOn: requirementCorrections.checkedOn,
      })
      .from(requirementCorrections)
      .where(isNotNull(requirementCorrections.validUntilOn)),
    db
      .select({
        id: feeOptions.id,
        destination: feeOptions.destinationCountryCode,
        subtype: feeOptions.subtype,
        validUntilOn: feeOptions.validUntilOn,
        source: feeOptions.source,
        sourceUrl: feeOptions.sourceUrl,
        official: feeOptions.isVerified,
        checkedOn: feeOptions.checkedOn,
      })
      .from(feeOptions)
      // India's detailed records: the sentences say "(Indian passports)"; a world record's end is not listed yet.
      .where(and(isNotNull(feeOptions.validUntilOn), eq(feeOptions.recordSet, "detailed"))),
    announcedQuery(db),
  ]);
  return {
    // The where clauses keep rows with a last day only; the column types do not know that.
    corrections: corrections.map((c) => ({ ...c, validUntilOn: c.validUntilOn as IsoDate })),
    fees: fees.map((f) => ({ ...f, validUntilOn: f.validUntilOn as IsoDate })),
    announced: announced.map(toAnnouncedChange),
  };
}
