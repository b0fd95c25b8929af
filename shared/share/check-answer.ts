/**
 * @module The one-line answer of a visa check ("India → Thailand: Visa free, 60 days"), read from the check the
 * result page shows (buildVisaCheck's card), so a shared picture never says something the page does not (decision:
 * one answer per question).
 */
import type { VisaCheck } from "../visa/check";
import { requirementLabel } from "../visa/requirement";

/**
 * What the check answers, in a few words: "Visa free, 60 days" (the visa-free stay, when the rule gives one), else
 * the requirement's own label ("e-Visa", "Visa on arrival", "Visa required").
 * @example checkAnswerOf({ card: { category: "visa-free", maxStayDays: 60 } }) // "Visa free, 60 days"
 */
export function checkAnswerOf(check: { card: Pick<VisaCheck["card"], "category" | "maxStayDays"> }): string {
  const { category, maxStayDays } = check.card;
  if (category === "visa-free") return maxStayDays ? `Visa free, ${maxStayDays} days` : "Visa free";
  return requirementLabel({ category, maxStayDays: null });
}

/** The pair the check answers for: "India → Thailand". */
export function checkPairOf(check: Pick<VisaCheck, "passport" | "destination">): string {
  return `${check.passport.name} → ${check.destination.name}`;
}

/**
 * The check as one line: the pair, then the answer.
 * @example checkLineOf(check) // "India → Thailand: Visa free, 60 days"
 */
export function checkLineOf(
  check: Pick<VisaCheck, "passport" | "destination"> & { card: Pick<VisaCheck["card"], "category" | "maxStayDays"> },
): string {
  return `${checkPairOf(check)}: ${checkAnswerOf(check)}`;
}
