/**
 * @module The planner's sentences (calculator-answers.tsx, planned-trips-answer.tsx): why a stay can last no longer,
 * or why it cannot start, from rule.ts's PlanResult and the visa entered.
 */
import type { PlanResult } from "../../../shared/schengen/rule";
import type { ShortStayVisa } from "../../../shared/schengen/stay";
import { formatIsoDate, type IsoDate } from "../../../shared/units/iso-date";

const d = (date: IsoDate) => formatIsoDate(date);
/** "1 day", "3 days". */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** What stops a legal stay one day later ("" when nothing more is worth saying). */
export function limitText(plan: PlanResult, visa: ShortStayVisa | null): string {
  switch (plan.limit) {
    case "rule":
      return "One more day would put more than 90 days in a 180-day window.";
    case "visa-validity":
      return `Your visa ends on ${visa ? d(visa.validUntil) : "its end date"}: leave by then, even where the 90/180 rule would allow more.`;
    case "visa-days":
      return `Your visa allows ${plural(visa?.durationDays ?? 0, "day")} of stay in its validity, and they are used up then.`;
    case "visa-entries":
      return "Your visa's entries are used up.";
    case "later-stays":
      return "A longer stay would put a later planned stay over 90 days.";
    default:
      return "";
  }
}

/** Why no stay can start on the plan's entry day. */
export function refusalText(plan: PlanResult, visa: ShortStayVisa | null): string {
  const on = d(plan.entry);
  switch (plan.limit) {
    case "visa-not-yet-valid":
      return `Your visa is valid from ${visa ? d(visa.validFrom) : "a later date"}: you cannot enter with it on ${on}.`;
    case "visa-expired":
    case "visa-validity":
      return `Your visa ended on ${visa ? d(visa.validUntil) : "an earlier date"}: you cannot enter with it on ${on}.`;
    case "visa-entries":
      return `Your visa's ${visa?.entries === 1 ? "single entry is" : "entries are"} already used: you cannot enter with it again.`;
    case "visa-days":
      return `Your visa's ${plural(visa?.durationDays ?? 0, "day")} of stay are already used.`;
    case "later-stays":
      return `A stay entering on ${on} would put a later planned stay over 90 days.`;
    case "stays-break-rule":
      return `Your stays from ${on} on already break the 90/180 rule (the days are listed above): change them first.`;
    default:
      return `You cannot enter on ${on}: the 180 days up to that day already hold 90 days of stay.`;
  }
}
