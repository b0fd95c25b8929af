/**
 * @module The way to the trip planner from other pages: its path, the link's words under a check ("Plan a trip with
 * this destination", issue #36) and the addresses that begin a plan with that destination or with the Schengen
 * calculator's stays (shared/trip/prefill.ts), built once here for the server-drawn fragment, the calculator and the
 * finder.
 */
import type { HeldDocumentKey } from "../concessions/documents";
import { holdsParam } from "../concessions/holds";
import { addDays } from "../schengen/days";
import type { Stay } from "../schengen/stay";
import type { IsoDate } from "../units/iso-date";
import { MAX_STOPS } from "./plan";
import { TRANSIT_RULES_PASSPORT } from "./transit-rule";

/** The planner's path. */
export const TRIP_PATH = "/trip";

/** The iCalendar file of a plan's apply-by dates: the same query as the page. */
export const TRIP_CALENDAR_PATH = "/trip.ics";

/** The words of the links to the planner. */
export const TRIP_LINK_TEXTS = {
  /** Under a check's result. */
  withDestination: "Plan a trip with this destination",
  /** On the calculator and the finder. */
  plan: "Plan a whole trip",
} as const;

/**
 * The planner begun with `to` as its first stop, for `passport` and (an Indian passport's) documents held.
 * @example tripHrefWith("IN", "TH", ["us-visa"]) // "/trip?passport=IN&holds=us-visa&to=TH"
 */
export function tripHrefWith(passport: string, to: string, holds: readonly HeldDocumentKey[]): string {
  const held = passport === TRANSIT_RULES_PASSPORT ? holdsParam(holds) : undefined;
  return `${TRIP_PATH}?passport=${passport}${held ? `&holds=${held}` : ""}&to=${to}`;
}

/** A Schengen stay handed to the planner: its first and last day (both in the stay); `exit` null when not yet known. */
export interface HandedStay {
  entry: IsoDate;
  exit: IsoDate | null;
}

/** The calculator's planned entry: its day, and the days wanted for that stay (null: not given). */
export interface PlannedEntry {
  entry: IsoDate;
  days: number | null;
}

/**
 * The calculator's stays a trip plan can hold, as of `today` (YYYY-MM-DD): the counted stays not over by then (under
 * way or still to come) and the planned entry (with the days wanted, its last day; without, its last day is left to
 * the visitor), in order of entry, overlapping ones joined (the calculator counts their shared days once; the
 * planner refuses a stop that starts before the previous ends), at most one more than a plan takes, so the planner
 * says it cut some. Past stays stay behind: a plan is of a trip ahead, and counts no stay before it. Stays under a
 * residence permit or a long-stay (D) visa too: the planner would answer them as short stays needing a visa.
 * @example schengenStaysForTrip([{ entry: "2027-03-01", exit: "2027-03-10", counted: true }], { entry: "2027-03-08", days: 10 }, "2027-01-01")
 *   // [{ entry: "2027-03-01", exit: "2027-03-17" }]
 */
export function schengenStaysForTrip(stays: readonly Stay[], planned: PlannedEntry | null, today: IsoDate): HandedStay[] {
  const ahead: HandedStay[] = stays.filter((stay) => stay.counted && stay.exit >= today).map(({ entry, exit }) => ({ entry, exit }));
  if (planned && (planned.days ? addDays(planned.entry, planned.days - 1) : planned.entry) >= today)
    ahead.push({ entry: planned.entry, exit: planned.days ? addDays(planned.entry, planned.days - 1) : null });
  ahead.sort((a, b) => (a.entry < b.entry ? -1 : a.entry > b.entry ? 1 : 0));
  const joined: HandedStay[] = [];
  for (const stay of ahead) {
    const last = joined.at(-1);
    // A stay with no last day yet ends, for this, on its first.
    if (!last || (stay.entry >= (last.exit ?? last.entry) && stay.entry !== last.entry)) {
      joined.push({ ...stay });
      continue;
    }
    if (stay.exit !== null && (last.exit === null || stay.exit > last.exit)) last.exit = stay.exit;
  }
  return joined.slice(0, MAX_STOPS + 1);
}

/**
 * The planner begun with `stays` (shared/trip/prefill.ts `schengen`), each a stop whose country the visitor chooses
 * there: the calculator asks for no country. No passport: the planner starts with the visitor's. With no stays, the
 * planner's own address.
 * @example tripHrefWithSchengenStays([{ entry: "2027-03-01", exit: "2027-03-10" }, { entry: "2027-05-01", exit: null }])
 *   // "/trip?schengen=2027-03-01~2027-03-10,2027-05-01~"
 */
export function tripHrefWithSchengenStays(stays: readonly HandedStay[]): string {
  return stays.length === 0 ? TRIP_PATH : `${TRIP_PATH}?schengen=${stays.map((stay) => `${stay.entry}~${stay.exit ?? ""}`).join(",")}`;
}
