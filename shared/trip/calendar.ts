/**
 * @module The events of a plan's iCalendar file (/trip.ics): one per visa to get, per passport, on its apply-by day.
 * A visa whose apply-by day has passed, or whose processing time is unknown, is dated the day of the answer (today):
 * its words say to apply now, or early; no date is invented. Events are all-day: a calendar date, no time zone.
 */
import { englishList } from "./trip-texts";
import type { TripView } from "./view";
import { formatIsoDate, type IsoDate } from "../units/iso-date";

/** One all-day event. */
export interface ApplyByEvent {
  /** Stable for the same plan and visa, so a calendar that imports the file again updates the event. */
  key: string;
  on: IsoDate;
  summary: string;
  description: string;
}

/**
 * The plan's apply-by events, in each passport's order to apply.
 * @example applyByEvents(view)[0] // { on: "2027-01-22", summary: "Apply for the Uniform short-stay Schengen visa (type C): France and Germany", … }
 */
export function applyByEvents(view: TripView): ApplyByEvent[] {
  const two = view.plans.length > 1;
  return view.plans.flatMap((plan) =>
    plan.visas.map((visa, i): ApplyByEvent => {
      const dated = visa.applyByOn !== null && !visa.late;
      const passport = two ? ` (${plan.passport.name} passport)` : "";
      return {
        key: `${plan.passport.code}-${i + 1}-${visa.neededOn}-${visa.stops.join(".")}`,
        on: dated && visa.applyByOn ? visa.applyByOn : view.asOn,
        summary: `Apply for the ${visa.name}: ${englishList(visa.countryNames)}${passport}`,
        description: `${visa.text} Needed from ${formatIsoDate(visa.neededOn)} (${visa.stops.length === 1 ? "stop" : "stops"} ${englishList(visa.stops.map(String))}). Fee: ${visa.fee.text}.`,
      };
    }),
  );
}
