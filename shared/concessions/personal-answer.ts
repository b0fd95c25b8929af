/**
 * @module The check's personal answer: what an Indian passport holder's documents make of a destination's entry rule,
 * in the words the result leads with ("Visa free with your US visa, up to 180 days"), and the passport-only answer
 * it stands above ("Visa required with an Indian passport alone"). Built here only, so the check's headline and its
 * concessions section never word it differently.
 */
import { CATEGORY_LABELS } from "../passport/category-labels";
import type { RequirementCategory } from "../visa/requirement";
import type { MergedRequirement } from "./concession";
import { documentName, GRANT_LABELS } from "./documents";

/** The two lines of the personal answer. */
export interface PersonalAnswer {
  /** "Visa free with your US visa, up to 180 days": the grant, the document behind it, the stated stay (days per stay). */
  headline: string;
  /** "Visa required with an Indian passport alone": the base requirement, which still stands for anyone without it. */
  passportOnly: string;
}

/**
 * The personal answer when the documents held change the answer (`merged.best`, an upgrade in force), else null: a
 * page then has no personal answer to lead with. The stay is left out where no source states it.
 * @example personalAnswer("visa-required", mexicoWithUsVisa)
 * // { headline: "Visa free with your US visa, up to 180 days", passportOnly: "Visa required with an Indian passport alone" }
 */
export function personalAnswer(base: RequirementCategory, merged: MergedRequirement): PersonalAnswer | null {
  const best = merged.best;
  if (!best) return null;
  const stay = best.maxStayDays === null ? "" : `, up to ${best.maxStayDays} ${best.maxStayDays === 1 ? "day" : "days"}`;
  return {
    headline: `${GRANT_LABELS[best.grants]} with your ${documentName(best.document)}${stay}`,
    passportOnly: `${CATEGORY_LABELS[base]} with an Indian passport alone`,
  };
}
