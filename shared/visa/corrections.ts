/**
 * @module Later, dated changes applied on top of the Passport Index dataset
 * (data/passport-index/corrections.json), chosen by the date of the lookup.
 */
import type { IsoDate } from "../units/iso-date";

/** A dated change of one passport → destination requirement, with its source and the review behind it. */
export interface RequirementCorrection {
  /** New value, in the dataset's own vocabulary ("14", "eta", "visa required"…). */
  requirement: string;
  /** First day the change applies. */
  effectiveOn: IsoDate;
  /** Last day of a temporary regime (inclusive), or null when open-ended. */
  validUntilOn: IsoDate | null;
  /**
   * The snapshot date a person checked this correction against (corrections.v2.json `reviewedAgainst`): the
   * correction stands over every snapshot up to that date, even where the snapshot disagrees.
   */
  reviewedAgainstOn: IsoDate;
  source: string;
  sourceUrl: string;
  /** Whether `sourceUrl` itself is a government page (a news report quoting one is not). */
  official: boolean;
  /** Day the change was checked against its source. */
  checkedOn: IsoDate;
}

/**
 * Picks the correction in force on `today` (the latest effective one), or null when none applies,
 * so the dataset value stands; a temporary regime stops applying the day after `validUntilOn`.
 * @example correctionInForce([{ effectiveOn: "2025-06-01", validUntilOn: "2026-12-31", … }], "2027-01-01") // null
 */
export function correctionInForce<T extends Pick<RequirementCorrection, "effectiveOn" | "validUntilOn">>(
  corrections: readonly T[],
  today: IsoDate,
): T | null {
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

/** The value that stands for a pair, the correction behind it, and where the sources disagree. */
export interface ResolvedRequirement<T extends RequirementCorrection> {
  requirement: string;
  /** The correction shown (null: the snapshot's own value). */
  correction: T | null;
  /**
   * A snapshot newer than the correction's review that says otherwise: the pair still shows the correction's value
   * (a person's sourced review outranks an unreviewed scrape) and says "Sources disagree", naming both. Null when
   * the sources agree or the snapshot was reviewed.
   */
  disagreeing: SnapshotValue | null;
}

/**
 * Resolves a pair by "review beats staleness" (decision 16, issue #32), replacing "the newest observation wins":
 * - the correction in force on `today` (correctionInForce) stands over every snapshot up to its `reviewedAgainstOn`
 *   date, even where the snapshot disagrees: a person compared them and found the snapshot stale;
 * - a snapshot newer than the review that agrees makes the correction redundant: the snapshot's value is shown;
 * - a snapshot newer than the review that disagrees is a conflict: the correction's value is shown, with the
 *   snapshot as `disagreeing`, and the seed lists it for a person;
 * - with no correction in force (none, not yet effective, or past its `validUntilOn`), the snapshot's value stands.
 * Every place that shows a pair's requirement (visa check, finder, ranking, editorial counts, the API) goes through
 * here.
 * @param today calendar date of the lookup (YYYY-MM-DD, UTC), which decides the correction in force.
 * @param same compares two raw values by meaning (the caller passes the vocabulary's `sameRequirement`).
 * @example resolveRequirement({ requirement: "visa on arrival", asOn: "2026-02-17" }, [iranReviewed20260217], "2026-11-26", same)
 *   // { requirement: "visa required", correction: iranReviewed20260217, disagreeing: null }
 */
export function resolveRequirement<T extends RequirementCorrection>(
  snapshot: SnapshotValue,
  corrections: readonly T[],
  today: IsoDate,
  same: (a: string, b: string) => boolean,
): ResolvedRequirement<T> {
  const inForce = correctionInForce(corrections, today);
  if (!inForce) return { requirement: snapshot.requirement, correction: null, disagreeing: null };
  if (snapshot.asOn <= inForce.reviewedAgainstOn) return { requirement: inForce.requirement, correction: inForce, disagreeing: null };
  if (same(inForce.requirement, snapshot.requirement)) return { requirement: snapshot.requirement, correction: null, disagreeing: null };
  return { requirement: inForce.requirement, correction: inForce, disagreeing: snapshot };
}

/** Days before a rule's last day from which a pair warns that it ends (issue #32). */
export const ENDING_NOTICE_DAYS = 60;

/**
 * Whether a rule with a last day (`validUntilOn`) is within ENDING_NOTICE_DAYS of its end on `today` (its last day
 * included), so the pair says so.
 * @example endsSoon({ validUntilOn: "2026-12-31" }, "2026-11-26") // true (35 days)
 * @example endsSoon({ validUntilOn: "2026-12-31" }, "2026-10-01") // false (91 days)
 */
export function endsSoon(rule: { validUntilOn: IsoDate | null }, today: IsoDate): boolean {
  if (!rule.validUntilOn || rule.validUntilOn < today) return false;
  const days = (Date.parse(`${rule.validUntilOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return days <= ENDING_NOTICE_DAYS;
}

/** How a correction compares with the current snapshot, for the seed's review list. */
export interface CorrectionReview {
  /**
   * "redundant": a snapshot newer than the review already says the same; "reviewed": the snapshot is not newer than
   * the review, so the correction stands whatever it says; "conflict": a snapshot newer than the review says
   * otherwise (the site shows the correction and says the sources disagree).
   */
  verdict: "redundant" | "reviewed" | "conflict";
}

/**
 * Compares a correction with the snapshot's value for its pair. Values are compared by meaning (category and
 * visa-free days), so "eta" and "eta" or "14" and "14" match; "visa free" and "30" do not (unknown days ≠ 30).
 * @param sameRequirement compares two raw values (the caller passes the dataset's parser, so this stays free
 *   of the vocabulary).
 * @example reviewCorrection(iranReviewed20260217, { requirement: "visa on arrival", asOn: "2026-02-17" }, same)
 *   // { verdict: "reviewed" }
 */
export function reviewCorrection(
  correction: Pick<RequirementCorrection, "requirement" | "reviewedAgainstOn">,
  snapshot: SnapshotValue,
  sameRequirement: (a: string, b: string) => boolean,
): CorrectionReview {
  if (snapshot.asOn <= correction.reviewedAgainstOn) return { verdict: "reviewed" };
  return { verdict: sameRequirement(correction.requirement, snapshot.requirement) ? "redundant" : "conflict" };
}
