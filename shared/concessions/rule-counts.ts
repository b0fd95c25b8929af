/**
 * @module How many concession rules a list holds, by whether they apply today, and how a page says it: one count for
 * the concessions page's lead and its list (issue #43: the lead said "189 rules", counting those in force, and the
 * list "192 rules", counting the ended ones too).
 */
import type { IsoDate } from "../units/iso-date";
import { type Concession, concessionInForce } from "./concession";

/** A list's rules by state on the day asked. */
export interface RuleCounts {
  /** In force that day (concessionInForce): the only ones any figure counts. */
  inForce: number;
  /** Past their last day: listed with their end, counted nowhere. */
  ended: number;
  /** Not yet started (a `validFrom` after the day). */
  notYet: number;
}

/**
 * Counts `concessions` by state on `today` (YYYY-MM-DD, UTC).
 * @example ruleCounts([{ validFrom: null, validUntilOn: "2025-12-31" }, { validFrom: null, validUntilOn: null }], "2026-11-28")
 * // { inForce: 1, ended: 1, notYet: 0 }
 */
export function ruleCounts(concessions: readonly Pick<Concession, "validFrom" | "validUntilOn">[], today: IsoDate): RuleCounts {
  const counts: RuleCounts = { inForce: 0, ended: 0, notYet: 0 };
  for (const c of concessions) {
    if (concessionInForce(c, today)) counts.inForce++;
    else if (c.validUntilOn !== null && c.validUntilOn < today) counts.ended++;
    else counts.notYet++;
  }
  return counts;
}

const rules = (n: number) => `${n} ${n === 1 ? "rule" : "rules"}`;

/**
 * The counts as a page's heading says them: the rules in force first, then those that ended or have not started.
 * @example ruleCountText({ inForce: 189, ended: 3, notYet: 0 }) // "189 rules in force, 3 ended"
 * @example ruleCountText({ inForce: 1, ended: 0, notYet: 0 }) // "1 rule in force"
 * @example ruleCountText({ inForce: 0, ended: 0, notYet: 0 }) // "No rules"
 */
export function ruleCountText(counts: RuleCounts): string {
  if (counts.inForce + counts.ended + counts.notYet === 0) return "No rules";
  const parts = [`${rules(counts.inForce)} in force`];
  if (counts.ended > 0) parts.push(`${counts.ended} ended`);
  if (counts.notYet > 0) parts.push(`${counts.notYet} not yet in force`);
  return parts.join(", ");
}
