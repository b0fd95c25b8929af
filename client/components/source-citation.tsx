/** @module Where a fee comes from (decision 14): the publisher, linked to the page it was read on, and when. */
import { formatIsoDate, type IsoDate } from "../../shared/units/iso-date";

/** The publisher (linked when a source page is known) and ", checked {date}" when the record has a date. */
export function SourceCitation({ option }: { option: { source: string; sourceUrl: string | null; checkedOn: string | null } }) {
  return (
    <>
      {option.sourceUrl ? (
        <a href={option.sourceUrl} target="_blank" rel="noopener noreferrer">
          {option.source}
        </a>
      ) : (
        option.source
      )}
      {option.checkedOn ? <>, checked {formatIsoDate(option.checkedOn as IsoDate)}</> : null}
    </>
  );
}
