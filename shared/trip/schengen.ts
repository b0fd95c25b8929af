/**
 * @module The Schengen 90/180-day rule across a plan, by the calculator's own code (shared/schengen/: plannedTrips,
 * checkOnDate): the stops that put the traveller inside the area (connection.ts countsInSchengen) form visits, a
 * visit being consecutive such stops in the plan's order, from the first one's arrival to the last one's departure
 * (days between them included: the plan names no stop outside the area then). Each visit gets the days used on its
 * last day and any day over the rule, exact to the day as the calculator is.
 */
import type { HeldDocumentKey } from "../concessions/documents";
import { checkOnDate } from "../schengen/rule";
import { addDays } from "../schengen/days";
import { plannedTrips } from "../schengen/planned-trips";
import type { DayRange, Stay } from "../schengen/stay";
import type { CountryCode } from "../units/country-code";
import type { IsoDate } from "../units/iso-date";
import { countsInSchengen } from "./connection";
import type { TripStop } from "./plan";
import { freeMovementText, overstayText, SCHENGEN_TEXTS, usedOnExitText } from "./trip-texts";

/** Citizens who move freely in the Schengen area (the rule is for third-country nationals): one list, the check's too. */
export { FREE_MOVEMENT_CODES } from "../schengen/free-movement";
import { FREE_MOVEMENT_CODES } from "../schengen/free-movement";

/** One visit to the area. */
export interface SchengenVisit {
  /** The plan's stop numbers (1-based) of the visit. */
  stops: number[];
  entry: IsoDate;
  exit: IsoDate;
  /** Days of the visit, both ends included. */
  days: number;
  /** Counted days in the 180 days ending on the exit day, this visit and every earlier one of the plan included. */
  usedOnExit: number;
  daysLeft: number;
  fits: boolean;
  /** The visit's days over the rule, as runs (empty when it fits). */
  overDays: DayRange[];
  /** "21 of 90 days used on leaving; 69 left." */
  text: string;
}

/** The plan's Schengen answer for one passport. */
export type TripSchengen =
  | { applies: false; text: string }
  | {
      applies: true;
      visits: SchengenVisit[];
      /** Every day of the plan over the rule. */
      overstays: DayRange[];
      fits: boolean;
      /** The Schengen calculator's query for these visits ("?s=2027-01-17~2027-01-24"), to add earlier stays. */
      calculatorQuery: string;
      /** SCHENGEN_TEXTS.fits or one overstayText per run, then what the count leaves out. */
      notes: string[];
    };

/**
 * The plan's visits to the area, in order.
 * @example schengenVisits([frStay, deAirside]) // [{ stops: [1, 2], entry: frStay.arriveOn, exit: deAirside.departOn }]
 */
export function schengenVisits(stops: readonly TripStop[]): { stops: number[]; entry: IsoDate; exit: IsoDate }[] {
  const visits: { stops: number[]; entry: IsoDate; exit: IsoDate }[] = [];
  let open = false;
  stops.forEach((stop, i) => {
    if (!countsInSchengen(stops, i)) {
      open = false;
      return;
    }
    const last = visits.at(-1);
    if (open && last) {
      last.stops.push(i + 1);
      if (stop.departOn > last.exit) last.exit = stop.departOn;
    } else visits.push({ stops: [i + 1], entry: stop.arriveOn, exit: stop.departOn });
    open = true;
  });
  return visits;
}

/**
 * The rule across the plan for `passport`; null when the plan has no stop inside the area.
 * @example tripSchengen(stops, "IN", "India", [])?.applies // true
 */
export function tripSchengen(
  stops: readonly TripStop[],
  passport: CountryCode,
  passportName: string,
  holds: readonly HeldDocumentKey[],
): TripSchengen | null {
  const visits = schengenVisits(stops);
  const first = visits[0];
  if (!first) return null;
  if (FREE_MOVEMENT_CODES.has(passport)) return { applies: false, text: freeMovementText(passportName) };
  const stays: Stay[] = visits.map((v) => ({ entry: v.entry, exit: v.exit, counted: true }));
  // The day before the first entry as the control date: every visit is still to come, so each gets its answer.
  const control = addDays(first.entry, -1);
  const answers = plannedTrips(stays, control);
  const overstays = checkOnDate(stays, control).overstays;
  const counted: SchengenVisit[] = answers.map((a) => ({
    stops: visits[a.n - 1]?.stops ?? [],
    entry: a.entry,
    exit: a.exit,
    days: a.days,
    usedOnExit: a.usedOnExit,
    daysLeft: a.daysLeft,
    fits: a.fits,
    overDays: a.overDays,
    text: usedOnExitText(a.usedOnExit, a.daysLeft),
  }));
  const notes = [...(overstays.length === 0 ? [SCHENGEN_TEXTS.fits] : overstays.map(overstayText)), SCHENGEN_TEXTS.thisTripOnly];
  if (holds.includes("schengen-residence")) notes.push(SCHENGEN_TEXTS.residence);
  return {
    applies: true,
    visits: counted,
    overstays,
    fits: overstays.length === 0,
    calculatorQuery: `?s=${visits.map((v) => `${v.entry}~${v.exit}`).join(",")}`,
    notes,
  };
}
