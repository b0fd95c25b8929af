/**
 * @module The calculator's status line (calculator-page.tsx): the first answer in a sentence or two, in a polite live
 * region outside the swapped result, so a screen reader hears the new answer after each keystroke, add or remove
 * (the live form copies the line in: client/static-shell/live-form.ts) instead of the whole result read again.
 */
import type { CalculatorResult } from "../../../shared/schengen/calculate";
import { formatIsoDate as d } from "../../../shared/units/iso-date";
import { controlLead } from "./calculator-answers";
import { plural } from "./plan-texts";
import { tripsLead, tripVerdict } from "./planned-trips-answer";

/** The status for the page's answers, or for its problems; "" when there is nothing to say. */
export function calculatorStatus(result: CalculatorResult | null, hasProblems: boolean): string {
  if (!result) return hasProblems ? "Check the dates: some values above need a fix." : "";
  const parts: string[] = [];
  if (result.trips.length > 0) {
    parts.push(tripsLead(result.trips), ...result.trips.map((trip) => tripVerdict(trip, `Stay ${trip.n}`)));
  } else parts.push(`On ${d(result.control.controlDate)}: ${controlLead(result.control)}.`);
  const plan = result.plan;
  if (plan?.latestExit) parts.push(`Entering on ${d(plan.entry)}, you can stay until ${d(plan.latestExit)}: ${plural(plan.days, "day")}.`);
  else if (plan) parts.push(`You cannot enter on ${d(plan.entry)}.`);
  const earliest = result.earliest;
  if (earliest?.stay) parts.push(`A stay of ${plural(earliest.days, "day")} can start on ${d(earliest.stay.entry)}.`);
  else if (earliest) parts.push(`No stay of ${plural(earliest.days, "day")} is possible from ${d(earliest.from)}.`);
  return parts.join(" ");
}
