/**
 * @module Later, dated changes applied on top of the Passport Index dataset
 * (data/passport-index/corrections.json), chosen by the date of the lookup.
 */
import type { IsoDate } from "../units/iso-date";

/** A dated change of one passport → destination requirement, with its source. */
export interface RequirementCorrection {
  /** New value, in the dataset's own vocabulary ("14", "eta", "visa required"…). */
  requirement: string;
  /** First day the change applies. */
  effectiveOn: IsoDate;
  /** Last day of a temporary regime (inclusive), or null when open-ended. */
  validUntilOn: IsoDate | null;
  source: string;
  sourceUrl: string;
  /** Day the change was checked against its source. */
  checkedOn: IsoDate;
}

/**
 * Picks the correction in force on `today` (the latest effective one), or null when none applies,
 * so the dataset value stands; a temporary regime stops applying the day after `validUntilOn`.
 * @example correctionInForce([{ effectiveOn: "2025-06-01", validUntilOn: "2026-12-31", … }], "2027-01-01") // null
 */
export function correctionInForce<T extends RequirementCorrection>(corrections: readonly T[], today: IsoDate): T | null {
  let best: T | null = null;
  for (const c of corrections) {
    if (c.effectiveOn > today) continue;
    if (c.validUntilOn && c.validUntilOn < today) continue;
    if (!best || c.effectiveOn > best.effectiveOn) best = c;
  }
  return best;
}

/** A snapshot's value for one pair and the calendar date (YYYY-MM-DD) of the snapshot it comes from. */
export interface SnapshotValue {
  /** Raw Passport Index value ("90", "visa on arrival", …). */
  requirement: string;
  /** Date the snapshot describes (requirement_versions.as_on). */
  asOn: IsoDate;
}

/** The value that stands for a pair, and the correction behind it (null: the snapshot's own value). */
export interface ResolvedRequirement<T extends RequirementCorrection> {
  requirement: string;
  correction: T | null;
}

/**
 * Whether a correction is a newer observation than a snapshot: its `effectiveOn` is on or after the
 * snapshot's date. A snapshot taken strictly after the correction's date saw the rule as it then stood, so it
 * replaces the correction; a correction effective on the snapshot's own day wins, because a snapshot does not
 * say which hour of that day it was scraped.
 * @example correctionIsNewer({ effectiveOn: "2025-11-22" }, "2026-02-17") // false: the snapshot is newer
 */
export function correctionIsNewer(correction: Pick<RequirementCorrection, "effectiveOn">, snapshotOn: IsoDate): boolean {
  return correction.effectiveOn >= snapshotOn;
}

/**
 * Resolves a pair by "the newest observation wins": the correction in force on `today` (correctionInForce)
 * overrides the snapshot when it took effect on or after the snapshot's date; otherwise the snapshot's value
 * stands, even where an older correction disagrees (the snapshot saw the later state). Every place that shows a
 * pair's requirement (visa check, finder, editorial counts) goes through here.
 * @param today calendar date of the lookup (YYYY-MM-DD, UTC), which decides the correction in force.
 * @example resolveRequirement({ requirement: "visa on arrival", asOn: "2026-02-17" }, [iranFrom20251122], "2026-11-25")
 *   // { requirement: "visa on arrival", correction: null }
 */
export function resolveRequirement<T extends RequirementCorrection>(
  snapshot: SnapshotValue,
  corrections: readonly T[],
  today: IsoDate,
): ResolvedRequirement<T> {
  const inForce = correctionInForce(corrections, today);
  if (inForce && correctionIsNewer(inForce, snapshot.asOn)) return { requirement: inForce.requirement, correction: inForce };
  return { requirement: snapshot.requirement, correction: null };
}

/** How a correction compares with the current snapshot, for the seed's review list. */
export interface CorrectionReview {
  /** "redundant": the snapshot already says the same (same category and days); "contradicted": it says otherwise. */
  verdict: "redundant" | "contradicted";
  /** Which one the site shows for the pair (by correctionIsNewer). */
  winner: "correction" | "snapshot";
}

/**
 * Compares a correction with the snapshot's value for its pair. Values are compared by meaning (category and
 * visa-free days), so "eta" and "eta" or "14" and "14" match; "visa free" and "30" do not (unknown days ≠ 30).
 * @param sameRequirement compares two raw values (the caller passes the dataset's parser, so this stays free
 *   of the vocabulary).
 * @example reviewCorrection(iranFrom20251122, { requirement: "visa on arrival", asOn: "2026-02-17" }, same)
 *   // { verdict: "contradicted", winner: "snapshot" }
 */
export function reviewCorrection(
  correction: Pick<RequirementCorrection, "requirement" | "effectiveOn">,
  snapshot: SnapshotValue,
  sameRequirement: (a: string, b: string) => boolean,
): CorrectionReview {
  return {
    verdict: sameRequirement(correction.requirement, snapshot.requirement) ? "redundant" : "contradicted",
    winner: correctionIsNewer(correction, snapshot.asOn) ? "correction" : "snapshot",
  };
}
