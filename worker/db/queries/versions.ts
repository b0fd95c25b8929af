/**
 * @module The current version of the requirements matrix: the SQL every read of visa_requirements filters on,
 * and the versions' provenance for attribution.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { IsoDate } from "../../../shared/units/iso-date";
import type { Db } from "../client";
import { requirementVersions, visaRequirements } from "../schema";

/**
 * `visa_requirements.version_on = (the current version's as_on)`: SQLite runs the scalar subquery once per
 * statement, and the table's key leads with version_on, so a filtered read stays an index lookup.
 * @example db.select().from(visaRequirements).where(and(inCurrentVersion, eq(visaRequirements.passportCountryCode, "IN")))
 */
export const inCurrentVersion = eq(
  visaRequirements.versionOn,
  sql<IsoDate>`(select ${requirementVersions.asOn} from ${requirementVersions} where ${requirementVersions.isCurrent} = 1)`,
);

/** Columns of a version as the site shows it. */
export const versionColumns = {
  asOn: requirementVersions.asOn,
  repository: requirementVersions.repository,
  sourceUrl: requirementVersions.sourceUrl,
  upstreamCommit: requirementVersions.upstreamCommit,
  licence: requirementVersions.licence,
  attribution: requirementVersions.attribution,
  isCurrent: requirementVersions.isCurrent,
};

/** The current version's date as a one-row query (for a D1 batch). */
export function currentVersionQuery(db: Db) {
  return db.select({ asOn: requirementVersions.asOn }).from(requirementVersions).where(eq(requirementVersions.isCurrent, true)).limit(1);
}

/**
 * Every version of the requirements data with its provenance (asOn YYYY-MM-DD), newest first: the current one
 * and the older ones whose attribution must stay available.
 */
export async function listRequirementVersions(db: Db) {
  return db.select(versionColumns).from(requirementVersions).orderBy(desc(requirementVersions.asOn));
}
