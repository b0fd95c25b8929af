/**
 * @module The flagged sources every page reads (issue #35): the rows of source_checks whose page changed after our
 * read and nobody re-checked it, or that stopped answering. Read through the partial index source_checks_flagged,
 * which holds every column asked for, so the read costs a row per flagged source and never one per watched URL.
 */
import { sql } from "drizzle-orm";
import type { SourceState } from "../../../shared/watch/source-state";
import type { Db } from "../client";
import { FLAGGED_SOURCES_WHERE, sourceChecks } from "../watch-schema";

/**
 * The flagged sources' states (URL order). Only the columns the status needs are real: the fingerprints, the last
 * error and the check's time are not read (they are null or "" here), so this is for sourceStatusOf alone.
 */
export async function listFlaggedSources(db: Db): Promise<SourceState[]> {
  const rows = await db
    .select({ url: sourceChecks.url, changedAt: sourceChecks.changedAt, failures: sourceChecks.failures, failingSince: sourceChecks.failingSince })
    .from(sourceChecks)
    // Word for word the index's WHERE (a bound parameter for 3 would keep SQLite from using the partial index).
    .where(sql.raw(FLAGGED_SOURCES_WHERE))
    .orderBy(sourceChecks.url);
  return rows.map((r) => ({ ...r, reviewedFingerprint: null, latestFingerprint: null, lastError: null, checkedAt: "" }));
}
