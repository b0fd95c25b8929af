/**
 * @module One run of the Schengen calculator from a URL read (calculator-query.ts): the planned trips' answers, the
 * control date's figures, the planner's answers and the timeline's window. Pure: the page and the bench call it the
 * same way.
 */
import type { IsoDate } from "../units/iso-date";
import type { CalculatorReading } from "./calculator-query";
import { addDays } from "./days";
import { type PlannedTrip, plannedTrips } from "./planned-trips";
import { checkOnDate, type ControlResult, earliestEntry, latestExit, type PlanResult, type TimelineDay, windowTimeline } from "./rule";

/** Everything the result shows. */
export interface CalculatorResult {
  /** The stays not over by the control date, each with whether it fits and the days left after it (the first answer). */
  trips: PlannedTrip[];
  control: ControlResult;
  /** For `plan`: the longest legal stay entering then. */
  plan: PlanResult | null;
  /** For `n` days: the earliest legal entry from the day after the control date (or from `plan` when given). */
  earliest: { days: number; from: IsoDate; stay: { entry: IsoDate; exit: IsoDate } | null } | null;
  /**
   * The window shown: ending on the planner's stay's last day (the `n` days asked when given, else the longest stay
   * from `plan`), else on the last planned trip's last day, else on the control date. Days after the control date
   * are drawn as planned.
   */
  timeline: { end: IsoDate; days: TimelineDay[]; planned: { entry: IsoDate; exit: IsoDate } | null };
}

/**
 * The calculator's answers for a sound reading (`reading.input`), or null when the reading has problems.
 * @example calculate(readCalculatorSearch({ s: "2014-08-15~2014-09-30", on: "2014-09-30" }, today))?.control.usedDays // 47
 */
export function calculate(reading: CalculatorReading): CalculatorResult | null {
  const input = reading.input;
  if (!input) return null;
  const control = checkOnDate(input.stays, input.control);
  const plan = input.plan ? latestExit(input.stays, input.plan, input.visa) : null;
  const from = input.plan ?? addDays(input.control, 1);
  const earliest = input.wanted ? { days: input.wanted, from, stay: earliestEntry(input.stays, from, input.wanted, input.visa) } : null;
  // The stay asked about is drawn: `n` days when asked for (not the longest stay from `plan`), else the longest one.
  const planned = earliest ? earliest.stay : plan?.latestExit ? { entry: plan.entry, exit: plan.latestExit } : null;
  const trips = plannedTrips(input.stays, input.control);
  const lastTrip = trips.reduce<IsoDate | null>((last, trip) => (last === null || trip.exit > last ? trip.exit : last), null);
  const end = planned ? planned.exit : (lastTrip ?? input.control);
  return { trips, control, plan, earliest, timeline: { end, days: windowTimeline(input.stays, end, planned, input.control), planned } };
}
