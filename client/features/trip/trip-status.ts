/**
 * @module The trip page's status line (a live region the live form updates): what the answer says in one sentence,
 * or that values need a fix, so a screen reader hears the change without reading the whole answer again.
 */
import type { TripView } from "../../../shared/trip/view";

/**
 * The status of the page.
 * @example tripStatus(view, false) // "4 stops planned: 2 visas to get."
 */
export function tripStatus(view: TripView | null, hasProblems: boolean): string {
  if (view) {
    const stops = `${view.stops.length} ${view.stops.length === 1 ? "stop" : "stops"} planned`;
    const visas = view.plans.map((plan) => plan.visas.length);
    const most = Math.max(...visas);
    const count = `${most} ${most === 1 ? "visa" : "visas"} to get`;
    if (most === 0) return `${stops}: nothing to apply for before you travel.`;
    return view.plans.length > 1 ? `${stops}: up to ${count} with one of your passports.` : `${stops}: ${count}.`;
  }
  return hasProblems ? "Some values need a fix before the plan can be answered." : "";
}
