/**
 * @module Reads the requirement history (requirement_changes, requirement_snapshots): one pair's changes and a
 * passport's changes, newest first, each through its index (the table's key; requirement_changes_passport).
 */
import { and, desc, eq, lt } from "drizzle-orm";
import type { RequirementChange } from "../../../shared/history/change";
import type { CountryCode } from "../../../shared/units/country-code";
import type { IsoDate } from "../../../shared/units/iso-date";
import type { Db } from "../client";
import { requirementChanges } from "../schema";

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
