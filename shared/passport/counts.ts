/**
 * @module The two counts of a passport's easy destinations, each defined once with its name and what it counts
 * (decision 16: a figure shown on several pages reads the same everywhere, and two figures never share a name).
 *
 * - **No-visa destinations** (the spec's No-visa list rule): visa free or visa on arrival. The finder's list and
 *   count, the history's per-snapshot points and the guides' `{indiaNoVisa}`.
 * - **Mobility score**: the destinations a holder enters *without a visa in advance*: visa free, visa on arrival or
 *   eTA (an eTA is an authorisation applied for online, not a visa). The ranking, compare, the finder's power
 *   section, the API's `score` and the guides' `{indiaMobility}`. Only this figure is worded "without a visa in
 *   advance".
 */
import type { RequirementCategory } from "../visa/requirement";

/** Whether a destination counts among the no-visa destinations: visa free or visa on arrival (the spec's list rule). */
export function isNoVisa(category: RequirementCategory): boolean {
  return category === "visa-free" || category === "visa-on-arrival";
}

/**
 * Whether a destination counts in the mobility score: entered without a visa in advance (a no-visa destination, or
 * an eTA).
 * @example isWithoutVisaInAdvance("eta") // true
 */
export function isWithoutVisaInAdvance(category: RequirementCategory): boolean {
  return isNoVisa(category) || category === "eta";
}

/**
 * The words each figure is shown with, so every page names and explains them alike: `name` next to the number,
 * `counts` where the page says what it counts.
 */
export const COUNT_WORDS = {
  noVisa: { name: "no-visa destinations", counts: "visa free or visa on arrival" },
  mobility: { name: "mobility score", counts: "destinations without a visa in advance: visa free, visa on arrival or eTA" },
} as const;

/**
 * The finder's sentence of a passport's power, written on the server so the page carries the words, not the code.
 * @example powerSentence({ name: "India", rank: 74, rankedCount: 199, mobility: 53, counts }) // "The India passport ranks 74 among 199 passports with a mobility score of 53 destinations without a visa in advance: 26 visa free, 23 visa on arrival and 4 eTA destinations. 55 more offer an e-Visa. Equal scores share a rank."
 */
export function powerSentence(p: {
  name: string;
  rank: number;
  rankedCount: number;
  mobility: number;
  counts: Readonly<Record<"visa-free" | "visa-on-arrival" | "eta" | "e-visa", number>>;
}): string {
  const { counts } = p;
  return (
    `The ${p.name} passport ranks ${p.rank} among ${p.rankedCount} passports with a ${COUNT_WORDS.mobility.name} of ${p.mobility} destinations ` +
    `without a visa in advance: ${counts["visa-free"]} visa free, ${counts["visa-on-arrival"]} visa on arrival and ${counts.eta} eTA destinations. ` +
    `${counts["e-visa"]} more offer an e-Visa. Equal scores share a rank.`
  );
}
