/**
 * @module The way to the trip planner from other pages: its path, the link's words under a check ("Plan a trip with
 * this destination", issue #36) and the address that begins a plan with that destination (shared/trip/prefill.ts),
 * built once here for the server-drawn fragment, the calculator and the finder.
 */
import type { HeldDocumentKey } from "../concessions/documents";
import { holdsParam } from "../concessions/holds";
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
