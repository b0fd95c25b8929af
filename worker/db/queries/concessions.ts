/** @module Entry concession reads from D1 (`entry_concessions`, seeded from exemptions/in-exemptions.json). */
import { asc, eq } from "drizzle-orm";
import type { Concession } from "../../../shared/concessions/concession";
import type { CountryCode } from "../../../shared/units/country-code";
import type { Db } from "../client";
import { entryConcessions } from "../schema";

const concessionColumns = {
  destination: entryConcessions.destinationCountryCode,
  document: entryConcessions.heldDocument,
  grants: entryConcessions.grants,
  maxStayDays: entryConcessions.maxStayDays,
  conditions: entryConcessions.conditions,
  validFrom: entryConcessions.validFrom,
  validUntilOn: entryConcessions.validUntilOn,
  source: entryConcessions.source,
  sourceUrl: entryConcessions.sourceUrl,
  official: entryConcessions.official,
  evidence: entryConcessions.evidence,
};

/** Every concession for passport `passport` (ISO 3166-1 alpha-2; only IN has any), in the file's order. */
export async function listConcessions(db: Db, passport: CountryCode): Promise<Concession[]> {
  return db
    .select(concessionColumns)
    .from(entryConcessions)
    .where(eq(entryConcessions.passportCountryCode, passport))
    .orderBy(asc(entryConcessions.position));
}
