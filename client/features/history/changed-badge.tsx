/** @module The mark of a pair whose requirement changed in the latest data version ("Changed in the Feb 2026 data"). */
import { monthOf } from "../../../shared/history/summary";
import type { IsoDate } from "../../../shared/units/iso-date";

/** The badge, for a pair whose newest change was first seen on `latestOn` (the current version's date). */
export function ChangedBadge({ latestOn }: { latestOn: IsoDate }) {
  return <span className="badge change-badge change-badge--new">Changed in the {monthOf(latestOn)} data</span>;
}
