/**
 * @module The way from a check's result to the trip planner, begun with that destination (issue #36): drawn by the
 * Worker under the result (the `pair-extras` server fragment), so it costs the check's page no JavaScript.
 */
import type { HeldDocumentKey } from "../../../shared/concessions/documents";
import { TRIP_LINK_TEXTS, tripHrefWith } from "../../../shared/trip/links";

/** "Plan a trip with this destination", for `from` → `to` (ISO 3166-1 alpha-2) and the documents held. */
export function PlanTripLink({ from, to, holds }: { from: string; to: string; holds: readonly HeldDocumentKey[] }) {
  return (
    <p className="pair-trip">
      <a href={tripHrefWith(from, to, holds)}>{TRIP_LINK_TEXTS.withDestination}</a>: every stop and connection of your itinerary, the total cost and
      the dates to apply by.
    </p>
  );
}
