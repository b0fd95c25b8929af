/**
 * @module What the weekly upstream check (issue #35) compares the upstream file with: the current version of the
 * requirements matrix, every pair with its value as the dataset wrote it (39,601 rows: one read a week).
 */
import type { CurrentPair } from "../../../shared/watch/upstream-diff";
import type { IsoDate } from "../../../shared/units/iso-date";
import type { Db } from "../client";
import { visaRequirements } from "../schema";
import { currentVersionQuery, inCurrentVersion } from "./versions";

/** The current version's date and pairs, or null before any seed. */
export async function loadCurrentVersionPairs(db: Db): Promise<{ asOn: IsoDate; pairs: CurrentPair[] } | null> {
  const [version, pairs] = await db.batch([
    currentVersionQuery(db),
    db
      .select({
        passport: visaRequirements.passportCountryCode,
        destination: visaRequirements.destinationCountryCode,
        requirement: visaRequirements.requirement,
      })
      .from(visaRequirements)
      .where(inCurrentVersion),
  ]);
  const asOn = version[0]?.asOn;
  return asOn ? { asOn, pairs } : null;
}
