/**
 * @module The requirement history for the UI: D1's change rows with the domain's reading of each (easier or
 * harder for the traveller, the interval sentence). Reads only on request; no page render scans history.
 */
import { changeDirection, describeChange, type ChangeDirection, type RequirementChange } from "../../shared/history/change";
import type { CountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";
import type { Db } from "../db/client";
import { loadLatestPassportChanges, loadPairChanges, loadPassportChanges } from "../db/queries/history";
import { loadPairRules } from "../db/queries/corrections";
import { pairHistoryLines } from "../../shared/history/pair-rules";

/** A change as the UI shows it. */
export interface HistoryEntry extends RequirementChange {
  direction: ChangeDirection;
  /** "Changed between 12 Jan 2025 and 17 Feb 2026: visa required → e-Visa" (never a single day). */
  sentence: string;
}

function entry(change: RequirementChange): HistoryEntry {
  return { ...change, direction: changeDirection(change), sentence: describeChange(change) };
}

/**
 * One pair's recent history on `today` (YYYY-MM-DD), most recent first: its dated rules (the reviewed corrections
 * begun by then, each with its source) and the snapshots' changes, so the history agrees with the answer (issue #43);
 * empty for a pair that never changed.
 */
export async function loadPairHistory(
  db: Db,
  args: { passport: CountryCode; destination: CountryCode; limit: number },
  today: IsoDate,
): Promise<HistoryEntry[]> {
  const [changes, rules] = await Promise.all([
    loadPairChanges(db, args.passport, args.destination, args.limit),
    loadPairRules(db, args.passport, args.destination),
  ]);
  return pairHistoryLines(changes.map(entry), rules, today, args.limit, args);
}

/** A passport's changes, most recent first; `before` (YYYY-MM-DD) pages back. */
export async function loadPassportHistory(db: Db, args: { passport: CountryCode; limit: number; before?: IsoDate }): Promise<HistoryEntry[]> {
  return (await loadPassportChanges(db, args.passport, args.limit, args.before)).map(entry);
}

/**
 * What changed for a passport in the newest snapshot: its date (YYYY-MM-DD, null before any seed) and the changes
 * it first showed, by destination code (direction and interval sentence included).
 */
export async function loadLatestPassportHistory(db: Db, passport: CountryCode): Promise<{ latestOn: IsoDate | null; entries: HistoryEntry[] }> {
  const { latestOn, changes } = await loadLatestPassportChanges(db, passport);
  return { latestOn, entries: changes.map(entry) };
}
