/**
 * @module The honest dates of a fee (issue #32): the date its source states ("source dated 4 Feb 2019", or "undated
 * source"), the day we read it ("read on 26 Nov 2026"), and, for a fee that no longer applies, the day it ended.
 * Shown wherever a fee is: a figure read today on a 2019 page is a 2019 figure, and "checked" never implies a
 * re-check of the authority's own rule that did not happen.
 */
import { formatIsoDate, type IsoDate } from "../../shared/units/iso-date";

/** What a fee's dates are read from: any priced option, search row, directory fee or guide record. */
export interface FeeDatesOf {
  checkedOn: string | null;
  sourceDateOn?: string | null;
  endedOn?: string | null;
}

function Day({ on }: { on: string }) {
  return <time dateTime={on}>{formatIsoDate(on as IsoDate)}</time>;
}

/**
 * ", source dated {d}, read on {d}" (or ", undated source, read on {d}") after a source's name, or the same as its own
 * sentence ("Source dated {d}, …") with `standalone`; then "Ended {d}: not today's fee." when the fee has ended.
 */
export function FeeDates({ fee, standalone = false }: { fee: FeeDatesOf; standalone?: boolean }) {
  if (!fee.checkedOn) return null;
  const lead = standalone ? "" : ", ";
  return (
    <>
      {fee.sourceDateOn ? (
        <>
          {lead}
          {standalone ? "Source" : "source"} dated <Day on={fee.sourceDateOn} />
        </>
      ) : (
        `${lead}${standalone ? "Undated" : "undated"} source`
      )}
      , read on <Day on={fee.checkedOn} />
      {fee.endedOn ? (
        <strong className="fee-ended">
          {" "}
          Ended <Day on={fee.endedOn} />: not today's fee.
        </strong>
      ) : null}
    </>
  );
}
