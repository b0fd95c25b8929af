/**
 * @module The trip page's URL fields and loader data, shared by its route (client/routes/trip.tsx) and view. Server
 * side only, like the page (a static page: the browser's route tree leaves it out).
 */
import type { TripReading } from "../../../shared/trip/query";
import type { TripPageData } from "../../../shared/trip/view";

/**
 * The URL's fields the page reads: the plan's (shared/trip/query.ts, with `post`, the consular post chosen: issue #46),
 * and `to` and `schengen`, a destination or the Schengen calculator's stays to begin one with (shared/trip/prefill.ts).
 */
export const TRIP_PAGE_FIELDS = ["passport", "holds", "stops", "to", "schengen", "post"] as const;

/** The fields as the URL carries them: text, read by the server. */
export type TripRouteSearch = Partial<Record<(typeof TRIP_PAGE_FIELDS)[number], string>>;

/** What the loader hands the page: the page's data, or null when loading failed. */
export interface TripLoaderData {
  page: TripPageData | null;
  failed: boolean;
}

/** Whether the page shows a message for some value (then it shows no answer, and is not a page to index). */
export function showsProblems(reading: TripReading): boolean {
  return reading.formProblems.length > 0 || Object.keys(reading.problems).length > 0 || reading.rows.some((r) => Object.keys(r.problems).length > 0);
}
