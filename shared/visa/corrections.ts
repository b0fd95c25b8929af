/**
 * @module Later, dated changes applied on top of the Passport Index dataset
 * (data/passport-index/corrections.v2.json), chosen by the date asked (decision 18): a check asks for today, a trip's
 * stop for its arrival day, an API call for its `on` date.
 */
import { addDays } from "../schengen/days";
import type { IsoDate } from "../units/iso-date";
import { NO_SOURCED_RULE } from "./requirement";

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
 * Picks the correction in force on `today` (the latest effective one), or null when none applies; a temporary regime
 * stops applying the day after `validUntilOn` (resolveRequirement then decides what stands).
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
  /** A Passport Index value, or NO_SOURCED_RULE when `ended` left nothing sourced (category "unknown"). */
  requirement: string;
  /** The correction shown (null: the snapshot's own value). */
  correction: T | null;
  /**
   * A temporary rule that ended before the day asked with nothing sourced after it, while the only snapshot was taken
   * during it (so the snapshot describes that rule, not what follows): the pair says so and has no rule. Else null.
   */
  ended: T | null;
  /**
   * The temporary rule that `correction` follows (its last day is the day before `correction` starts): what a rule's
   * `after` says applies once it ends (seeded as its own correction). Null otherwise.
   */
  follows: T | null;
  /**
   * A snapshot newer than the correction's review that says otherwise: the pair still shows the correction's value
   * (a person's sourced review outranks an unreviewed scrape) and says "Sources disagree", naming both. Null when
   * the sources agree or the snapshot was reviewed.
   */
  disagreeing: SnapshotValue | null;
}

/**
 * Resolves a pair on the day asked by "review beats staleness" (decision 16, issue #32) and "a rule is judged on the
 * dates asked" (decision 18, issue #43):
 * - the correction in force on `day` (correctionInForce) stands over every snapshot up to its `reviewedAgainstOn`
 *   date, even where the snapshot disagrees: a person compared them and found the snapshot stale;
 * - a snapshot newer than the review that agrees makes the correction redundant: the snapshot's value is shown;
 * - a snapshot newer than the review that disagrees is a conflict: the correction's value is shown, with the
 *   snapshot as `disagreeing`, and the seed lists it for a person;
 * - with no correction in force, a temporary rule that has ended (the latest to end before `day`) whose period holds
 *   the snapshot's date leaves the pair with no sourced rule (NO_SOURCED_RULE, `ended`): that snapshot describes the
 *   rule itself, so it is never what follows it. What follows a rule is its `after`, a correction of its own that
 *   starts the day after it ends (`follows` names the rule it follows);
 * - otherwise (no correction, one not yet begun, or one ended before or after the snapshot's period) the snapshot's
 *   value stands.
 * Every place that shows a pair's requirement (visa check, finder, ranking, map, editorial counts, the trip, the API)
 * goes through here.
 * @param day calendar date asked (YYYY-MM-DD, UTC): today for a check, a stop's arrival day, an API call's `on`.
 * @param same compares two raw values by meaning (the caller passes the vocabulary's `sameRequirement`).
 * @example resolveRequirement({ requirement: "visa on arrival", asOn: "2026-02-17" }, [iranReviewed20260217], "2026-11-26", same)
 *   // { requirement: "visa required", correction: iranReviewed20260217, disagreeing: null, ended: null, follows: null }
 * @example resolveRequirement({ requirement: "30", asOn: "2026-02-17" }, [malaysia2025To2026], "2027-01-01", same)
 *   // { requirement: "no sourced rule", correction: null, disagreeing: null, ended: malaysia2025To2026, follows: null }
 */
export function resolveRequirement<T extends RequirementCorrection>(
  snapshot: SnapshotValue,
  corrections: readonly T[],
  day: IsoDate,
  same: (a: string, b: string) => boolean,
): ResolvedRequirement<T> {
  const inForce = correctionInForce(corrections, day);
  const plain = { correction: null, disagreeing: null, ended: null, follows: null };
  if (!inForce) {
    const ended = endedOver(corrections, snapshot.asOn, day);
    if (ended) return { ...plain, requirement: NO_SOURCED_RULE, ended };
    return { ...plain, requirement: snapshot.requirement };
  }
  const follows = corrections.find((c) => c.validUntilOn !== null && addDays(c.validUntilOn, 1) === inForce.effectiveOn) ?? null;
  if (snapshot.asOn <= inForce.reviewedAgainstOn) return { ...plain, requirement: inForce.requirement, correction: inForce, follows };
  if (same(inForce.requirement, snapshot.requirement)) return { ...plain, requirement: snapshot.requirement };
  return { ...plain, requirement: inForce.requirement, correction: inForce, disagreeing: snapshot, follows };
}

/**
 * The temporary rule that ended last before `day` among those whose period (first to last day) holds `snapshotOn`,
 * or null. A rule that ended before the snapshot was taken, or began after it, leaves the snapshot standing.
 * @example endedOver([malaysia2025To2026], "2026-02-17", "2027-01-01") // malaysia2025To2026
 */
export function endedOver<T extends Pick<RequirementCorrection, "effectiveOn" | "validUntilOn">>(
  corrections: readonly T[],
  snapshotOn: IsoDate,
  day: IsoDate,
): T | null {
  let last: T | null = null;
  for (const c of corrections) {
    if (!c.validUntilOn || c.validUntilOn >= day) continue;
    if (c.effectiveOn > snapshotOn || c.validUntilOn < snapshotOn) continue;
    if (!last || c.validUntilOn > (last.validUntilOn ?? "")) last = c;
  }
  return last;
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
