/**
 * @module The corrections against the current snapshot, for a person to review at seed time (shared/visa/corrections.ts:
 * review beats staleness): the ones a newer snapshot already carries (redundant, can go), and the conflicts, where a
 * snapshot newer than the correction's review says otherwise (the site shows the correction and "Sources disagree").
 * Corrections reviewed against the current snapshot or a newer one need nothing.
 */
import type { IsoDate } from "../../shared/units/iso-date";
import { reviewCorrection, type CorrectionReview } from "../../shared/visa/corrections";
import { sameRequirement } from "../../shared/visa/requirement";

/** One correction (one passport) compared with the current snapshot. */
export interface CorrectionReviewLine extends CorrectionReview {
  passport: string;
  destination: string;
  /** The correction's value and first day (YYYY-MM-DD). */
  requirement: string;
  effectiveOn: IsoDate;
  /** The snapshot date the correction was reviewed against. */
  reviewedAgainstOn: IsoDate;
  /** The current snapshot's value, or null when the pair is missing from it. */
  snapshotRequirement: string | null;
  snapshotOn: IsoDate;
}

/**
 * Compares every correction row with the current snapshot, in the rows' order.
 * @param snapshot the current version's date and its value per pair.
 */
export function reviewCorrections(
  corrections: readonly {
    passportCountryCode: string;
    destinationCountryCode: string;
    requirement: string;
    effectiveOn: IsoDate;
    reviewedAgainstOn: IsoDate;
  }[],
  snapshot: { asOn: IsoDate; valueOf: (passport: string, destination: string) => string | null },
): CorrectionReviewLine[] {
  return corrections.map((c) => {
    const value = snapshot.valueOf(c.passportCountryCode, c.destinationCountryCode);
    const review = reviewCorrection(c, { requirement: value ?? "", asOn: snapshot.asOn }, sameRequirement);
    return {
      ...review,
      passport: c.passportCountryCode,
      destination: c.destinationCountryCode,
      requirement: c.requirement,
      effectiveOn: c.effectiveOn,
      reviewedAgainstOn: c.reviewedAgainstOn,
      snapshotRequirement: value,
      snapshotOn: snapshot.asOn,
    };
  });
}

/**
 * The review as lines for the terminal: one per correction record that a newer snapshot makes redundant (passports
 * grouped), one per pair in conflict, saying what the site shows; nothing for corrections reviewed against the
 * current snapshot.
 * @example formatCorrectionReview(lines)[1]
 *   // "  conflict: IN → IR: correction \"visa required\" from 2025-11-22 (reviewed against 2026-02-17), snapshot 2026-06-01 says \"visa on arrival\"; the site shows the correction and says the sources disagree"
 */
export function formatCorrectionReview(lines: readonly CorrectionReviewLine[]): string[] {
  if (lines.length === 0) return [];
  const reviewed = lines.filter((l) => l.verdict === "reviewed").length;
  const out = [`corrections against the current snapshot (${lines[0]?.snapshotOn}), for review: ${reviewed} reviewed against it or a later one`];
  const redundant = new Map<string, string[]>();
  for (const l of lines) {
    if (l.verdict !== "redundant") continue;
    const key = `${l.destination} "${l.requirement}" from ${l.effectiveOn}`;
    redundant.set(key, [...(redundant.get(key) ?? []), l.passport]);
  }
  for (const [key, passports] of redundant) out.push(`  redundant (a newer snapshot already says so): ${passports.join(",")} → ${key}`);
  for (const l of lines) {
    if (l.verdict !== "conflict") continue;
    const says = l.snapshotRequirement === null ? "has no value" : `says ${JSON.stringify(l.snapshotRequirement)}`;
    out.push(
      `  conflict: ${l.passport} → ${l.destination}: correction ${JSON.stringify(l.requirement)} from ${l.effectiveOn} (reviewed against ${l.reviewedAgainstOn}), snapshot ${l.snapshotOn} ${says}; the site shows the correction and says the sources disagree`,
    );
  }
  return out;
}
