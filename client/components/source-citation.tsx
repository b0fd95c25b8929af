/** @module Where a fee comes from (decision 14): the publisher, linked to the page it was read on, and its dates. */
import { FeeDates, type FeeDatesOf } from "./fee-dates";

/** The publisher (linked when a source page is known) and the fee's dates (FeeDates) when the record has them. */
export function SourceCitation({ option }: { option: { source: string; sourceUrl: string | null } & FeeDatesOf }) {
  return (
    <>
      {option.sourceUrl ? (
        <a href={option.sourceUrl} target="_blank" rel="noopener noreferrer">
          {option.source}
        </a>
      ) : (
        option.source
      )}
      <FeeDates fee={option} />
    </>
  );
}
