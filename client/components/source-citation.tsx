/** @module Where a fee comes from (decision 14): the publisher, linked to the page it was read on, and its dates. */

/**
 * The publisher (linked when a source page is known), then ", {dates}" as the server wrote them (PricedOption.dates).
 * A record with no source arrives as "No source on record" with no dates (priceOption): no day is claimed.
 */
export function SourceCitation({ option }: { option: { source: string; sourceUrl: string | null; dates: string | null } }) {
  return (
    <>
      {option.sourceUrl ? (
        <a href={option.sourceUrl} target="_blank" rel="noopener noreferrer">
          {option.source}
        </a>
      ) : (
        option.source
      )}
      {option.dates ? `, ${option.dates}` : null}
    </>
  );
}
