/**
 * @module The corrections against the current snapshot, for a person to review at seed time: the ones the
 * snapshot already carries (redundant) and the ones it contradicts, with the side the site shows
 * (shared/visa/corrections.ts: the newest observation wins).
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
  /** The current snapshot's value, or null when the pair is missing from it. */
  snapshotRequirement: string | null;
  snapshotOn: IsoDate;
}

/**
 * Compares every correction row with the current snapshot, in the rows' order.
 * @param snapshot the current version's date and its value per pair.
 */
export function reviewCorrections(
  corrections: readonly { passportCountryCode: string; destinationCountryCode: string; requirement: string; effectiveOn: IsoDate }[],
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
      snapshotRequirement: value,
      snapshotOn: snapshot.asOn,
    };
  });
}

/**
 * The review as lines for the terminal: one per correction record and verdict for the redundant ones
 * (passports grouped), one per pair for the contradicted ones, saying which side the site shows and why.
 * @example formatCorrectionReview(lines)[1]
 *   // "  contradicted: IN → IR: correction \"visa required\" from 2025-11-22, snapshot 2026-02-17 says \"visa on arrival\"; the snapshot is newer, so it wins"
 */
export function formatCorrectionReview(lines: readonly CorrectionReviewLine[]): string[] {
  if (lines.length === 0) return [];
  const out = [`corrections against the current snapshot (${lines[0]?.snapshotOn}), for review:`];
  const redundant = new Map<string, string[]>();
  for (const l of lines) {
    if (l.verdict !== "redundant") continue;
    const key = `${l.destination} "${l.requirement}" from ${l.effectiveOn}`;
    redundant.set(key, [...(redundant.get(key) ?? []), l.passport]);
  }
  for (const [key, passports] of redundant) out.push(`  redundant (the snapshot already says so): ${passports.join(",")} → ${key}`);
  for (const l of lines) {
    if (l.verdict !== "contradicted") continue;
    const says = l.snapshotRequirement === null ? "has no value" : `says ${JSON.stringify(l.snapshotRequirement)}`;
    const why = l.winner === "correction" ? "the correction is newer, so it wins" : "the snapshot is newer, so it wins";
    out.push(
      `  contradicted: ${l.passport} → ${l.destination}: correction ${JSON.stringify(l.requirement)} from ${l.effectiveOn}, snapshot ${l.snapshotOn} ${says}; ${why}`,
    );
  }
  return out;
}
