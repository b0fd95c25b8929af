/**
 * @module The headline rule (issue #43, amending the spec's section 4 "first verified record"): a pair's headline fee
 * is the fee a typical tourist pays, never the order of a file. Dubai heads with its 30-day single-entry visa (AED 250),
 * not the 90-day multiple-entry one that came first in its file (AED 1,740).
 */
import { convert, type RateTable } from "../money/rates";
import type { CurrencyCode } from "../units/money";
import { isCitedVerified, type FeeOption } from "./fee-option";
import type { RequirementCategory } from "./requirement";

/** Whether an option is the document a pair of this category needs: its e-Visa, its visa on arrival. */
function isDocumentOf(option: Pick<FeeOption, "eVisa" | "subtype">, category: RequirementCategory | null): boolean {
  if (category === "e-visa") return option.eVisa;
  if (category === "visa-on-arrival") return /on arrival/i.test(option.subtype);
  return true;
}

/**
 * Whether an option is a reduced rate for some travellers (a child's, a student's, a senior's): never the fee a
 * typical tourist pays, so never the headline while an adult's rate exists.
 * @example isReducedRate({ subtype: "Uniform short-stay Schengen visa (type C), child aged 6 to under 12" }) // true
 */
export function isReducedRate(option: Pick<FeeOption, "subtype">): boolean {
  return /\b(child|children|minor|infant|under \d+|students?|seniors?|reduced)\b/i.test(option.subtype);
}

const USD = "USD" as CurrencyCode;

/** The option's amount in USD for comparing (a currency without a rate compares after every converted one). */
function usdOf(option: Pick<FeeOption, "fee">, rates: RateTable | null): number {
  if (option.fee.amountMinor === 0) return 0;
  const usd = rates ? convert(option.fee, rates, USD).usd : null;
  return usd ?? Number.POSITIVE_INFINITY;
}

/**
 * The headline option among `options` (the caller passes those that can be one: in force, open to every holder) of
 * the chosen visa type: an adult's rate where one is (isReducedRate), of the document the pair needs where one of them
 * is (an e-Visa pair's e-Visa), single entry where one is, then the cheapest in USD; equal prices keep a verified record first, then file order. Null when no
 * option has the type.
 * @param category the pair's requirement (null: any document); `rates` converts amounts (null: free first, then order).
 * @example bestOption([dubai90Multiple, dubai30Single], "tourist", "visa-required", rates) // dubai30Single (AED 250)
 */
export function bestOption<T extends FeeOption>(
  options: readonly T[],
  visaType: string,
  category: RequirementCategory | null = null,
  rates: RateTable | null = null,
): T | null {
  const ofType = options.filter((o) => o.visaType === visaType);
  const narrow = (list: readonly T[], keep: (o: T) => boolean) => (list.some(keep) ? list.filter(keep) : list);
  const candidates = narrow(
    narrow(
      narrow(ofType, (o) => !isReducedRate(o)),
      (o) => isDocumentOf(o, category),
    ),
    (o) => o.entries !== "multiple",
  );
  let best: T | null = null;
  for (const option of candidates) {
    if (!best) {
      best = option;
      continue;
    }
    const [a, b] = [usdOf(option, rates), usdOf(best, rates)];
    if (a < b || (a === b && isCitedVerified(option) && !isCitedVerified(best))) best = option;
  }
  return best;
}
