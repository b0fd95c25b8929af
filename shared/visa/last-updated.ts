/**
 * @module What "Last updated" on the requirement card says (decisions 7 and 14, issue #32). The label is the spec's;
 * the value says what the date is: the day we read the fee's source (and the source's own date, or that it has none),
 * the day a person checked a corrected entry rule, or the date of the Passport Index snapshot. Figures no one dated
 * (an estimate, a record with no source) say so, instead of borrowing a date that would imply a check.
 */
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import type { PricedOption } from "./priced-option";

/** The card's "Last updated" value. */
export interface LastUpdated {
  /** The day the text names (YYYY-MM-DD), for a `<time>` element; null when the figures are undated. */
  lastUpdatedOn: IsoDate | null;
  /** The value as shown: "Fee source read on 23 Nov 2026 (the source is undated)", "Undated: an estimate"… */
  lastUpdated: string;
}

/** Where the card's requirement came from: the dataset snapshot, or a correction a person checked. */
export interface RequirementDate {
  kind: "dataset" | "correction" | "ended";
  /** The snapshot's date, or the day the correction was checked against its source. */
  asOn: IsoDate;
}

/**
 * The card's "Last updated" value: from the best fee option when the card shows one, else from the requirement.
 * A record counts as read only when it cites its page (`sourceUrl`) and carries the day it was read (`checkedOn`,
 * which priceOption leaves null for a record with no source).
 * @example lastUpdatedOf({ estimate: false, sourceUrl: "https://…", checkedOn: "2026-11-23", sourceDateOn: null }, dataset)
 *   // { lastUpdatedOn: "2026-11-23", lastUpdated: "Fee source read on 23 Nov 2026 (the source is undated)" }
 */
export function lastUpdatedOf(
  best: Pick<PricedOption, "estimate" | "sourceUrl" | "checkedOn" | "sourceDateOn"> | null,
  requirement: RequirementDate,
): LastUpdated {
  if (best?.estimate) return { lastUpdatedOn: null, lastUpdated: "Undated: these figures are estimates, not a fee we read" };
  if (best && (!best.sourceUrl || !best.checkedOn)) return { lastUpdatedOn: null, lastUpdated: "Undated: no source on record for this fee" };
  if (best?.checkedOn) {
    const dated = best.sourceDateOn ? `the source is dated ${formatIsoDate(best.sourceDateOn)}` : "the source is undated";
    return { lastUpdatedOn: best.checkedOn, lastUpdated: `Fee source read on ${formatIsoDate(best.checkedOn)} (${dated})` };
  }
  const on = formatIsoDate(requirement.asOn);
  return {
    lastUpdatedOn: requirement.asOn,
    lastUpdated:
      requirement.kind === "dataset"
        ? `Entry rule from the Passport Index snapshot of ${on}`
        : requirement.kind === "ended"
          ? `Ended rule checked on ${on}`
          : `Entry rule checked on ${on}`,
  };
}
