/**
 * @module Reads the requirement history (requirement_changes, requirement_snapshots, passport_mobility): one
 * pair's changes, a passport's, a filtered page of all changes with its count, the easier/harder counts, the
 * snapshot dates and a passport's mobility; each through an index (the tables' keys, requirement_changes_*).
 */
import { and, count, desc, eq, gt, gte, lt, lte, type SQL } from "drizzle-orm";
import type { ChangeDirection, RequirementChange } from "../../../shared/history/change";
import type { MobilityPoint } from "../../../shared/history/mobility";
import type { CountryCode } from "../../../shared/units/country-code";
import type { IsoDate } from "../../../shared/units/iso-date";
import type { Db } from "../client";
import { passportMobility, requirementChanges, requirementSnapshots } from "../schema";

const changeColumns = {
  passportCountryCode: requirementChanges.passportCountryCode,
  destinationCountryCode: requirementChanges.destinationCountryCode,
  before: requirementChanges.before,
  after: requirementChanges.after,
  seenBeforeOn: requirementChanges.seenBeforeOn,
  seenAfterOn: requirementChanges.seenAfterOn,
  kind: requirementChanges.kind,
  note: requirementChanges.note,
};

/** The seed validated kind and note, so a row is a RequirementChange once the two texts are narrowed. */
function toChange(row: { kind: string; note: string | null } & Omit<RequirementChange, "kind" | "note">): RequirementChange {
  return { ...row, kind: row.kind as RequirementChange["kind"], note: row.note as RequirementChange["note"] };
}

/** One pair's changes, most recent first (by the snapshot that first showed the new value), at most `limit`. */
export async function loadPairChanges(db: Db, passport: CountryCode, destination: CountryCode, limit: number): Promise<RequirementChange[]> {
  const rows = await db
    .select(changeColumns)
    .from(requirementChanges)
    .where(and(eq(requirementChanges.passportCountryCode, passport), eq(requirementChanges.destinationCountryCode, destination)))
    .orderBy(desc(requirementChanges.seenAfterOn))
    .limit(limit);
  return rows.map(toChange);
}

/**
 * A passport's changes, most recent first, at most `limit`; `before` (YYYY-MM-DD) keeps changes first seen
 * strictly before that date (paging). Ties on the date are ordered by destination code.
 */
export async function loadPassportChanges(db: Db, passport: CountryCode, limit: number, before?: IsoDate): Promise<RequirementChange[]> {
  const rows = await db
    .select(changeColumns)
    .from(requirementChanges)
    .where(and(eq(requirementChanges.passportCountryCode, passport), before ? lt(requirementChanges.seenAfterOn, before) : undefined))
    .orderBy(desc(requirementChanges.seenAfterOn), requirementChanges.destinationCountryCode)
    .limit(limit);
  return rows.map(toChange);
}

/** A change with its stored direction for the traveller. */
export type DirectedChange = RequirementChange & { direction: ChangeDirection };

/** Filters of the changes list; every one optional. Dates are the snapshot that first showed the change. */
export interface ChangeFilter {
  passport?: CountryCode;
  destination?: CountryCode;
  direction?: Exclude<ChangeDirection, "neither">;
  /** First seen on or after this day (YYYY-MM-DD). */
  from?: IsoDate;
  /** First seen on or before this day (YYYY-MM-DD). */
  to?: IsoDate;
}

function filterCondition(filter: ChangeFilter): SQL | undefined {
  return and(
    filter.passport ? eq(requirementChanges.passportCountryCode, filter.passport) : undefined,
    filter.destination ? eq(requirementChanges.destinationCountryCode, filter.destination) : undefined,
    filter.direction ? eq(requirementChanges.direction, filter.direction) : undefined,
    filter.from ? gte(requirementChanges.seenAfterOn, filter.from) : undefined,
    filter.to ? lte(requirementChanges.seenAfterOn, filter.to) : undefined,
  );
}

/**
 * One page of the changes matching `filter`, newest first (by the snapshot that first showed them, then passport
 * and destination code), and how many match in all.
 * @param page.offset rows skipped; page.limit rows returned.
 */
export async function loadChangesPage(
  db: Db,
  filter: ChangeFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: DirectedChange[]; total: number }> {
  const where = filterCondition(filter);
  const [rows, totals] = await Promise.all([
    db
      .select({ ...changeColumns, direction: requirementChanges.direction })
      .from(requirementChanges)
      .where(where)
      .orderBy(desc(requirementChanges.seenAfterOn), requirementChanges.passportCountryCode, requirementChanges.destinationCountryCode)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(requirementChanges).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...toChange(row), direction: row.direction })), total: totals[0]?.total ?? 0 };
}

/** A passport's changes first seen after `since` (YYYY-MM-DD, exclusive), counted by direction. */
export async function countPassportChangesSince(db: Db, passport: CountryCode, since: IsoDate): Promise<Record<ChangeDirection, number>> {
  const rows = await db
    .select({ direction: requirementChanges.direction, total: count() })
    .from(requirementChanges)
    .where(and(eq(requirementChanges.passportCountryCode, passport), gt(requirementChanges.seenAfterOn, since)))
    .groupBy(requirementChanges.direction);
  const counts: Record<ChangeDirection, number> = { easier: 0, harder: 0, neither: 0 };
  for (const row of rows) counts[row.direction] = row.total;
  return counts;
}

/** Every snapshot's date (YYYY-MM-DD), oldest first. */
export async function listSnapshotDates(db: Db): Promise<IsoDate[]> {
  const rows = await db.select({ takenOn: requirementSnapshots.takenOn }).from(requirementSnapshots).orderBy(requirementSnapshots.takenOn);
  return rows.map((row) => row.takenOn);
}

/** A passport's mobility at each snapshot, oldest first (empty for an unknown passport). */
export async function loadMobility(db: Db, passport: CountryCode): Promise<MobilityPoint[]> {
  return db
    .select({
      passportCountryCode: passportMobility.passportCountryCode,
      takenOn: passportMobility.takenOn,
      noVisa: passportMobility.noVisa,
    })
    .from(passportMobility)
    .where(eq(passportMobility.passportCountryCode, passport))
    .orderBy(passportMobility.takenOn);
}

/**
 * A passport's changes first seen in the newest snapshot, by destination code, and that snapshot's date
 * (YYYY-MM-DD); no changes and a null date before any snapshot is seeded.
 */
export async function loadLatestPassportChanges(db: Db, passport: CountryCode): Promise<{ latestOn: IsoDate | null; changes: DirectedChange[] }> {
  const [latest] = await db
    .select({ takenOn: requirementSnapshots.takenOn })
    .from(requirementSnapshots)
    .orderBy(desc(requirementSnapshots.takenOn))
    .limit(1);
  if (!latest) return { latestOn: null, changes: [] };
  const rows = await db
    .select({ ...changeColumns, direction: requirementChanges.direction })
    .from(requirementChanges)
    .where(and(eq(requirementChanges.passportCountryCode, passport), eq(requirementChanges.seenAfterOn, latest.takenOn)))
    .orderBy(requirementChanges.destinationCountryCode);
  return { latestOn: latest.takenOn, changes: rows.map((row) => ({ ...toChange(row), direction: row.direction })) };
}
