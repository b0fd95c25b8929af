/**
 * @module Later, dated changes applied on top of the Passport Index dataset
 * (../shared/data/passport-index/corrections.json), chosen by the date of the lookup.
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
