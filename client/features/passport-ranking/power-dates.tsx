/** @module The dates and source of the passport pages' figures (the ranking, the comparison and the finder's passport power). */
import { formatIsoDate, type IsoDate } from "../../../shared/units/iso-date";

/** "Requirements as of {date}, corrections through {date}." with the source. */
export function PowerDates({
  asOn,
  correctionsCheckedThrough,
  source,
}: {
  asOn: IsoDate | null;
  correctionsCheckedThrough: IsoDate | null;
  source: { name: string; url: string | null } | null;
}) {
  if (!asOn) return null;
  return (
    <p className="note power-dates">
      Requirements as of {formatIsoDate(asOn)}
      {correctionsCheckedThrough ? <>, corrections through {formatIsoDate(correctionsCheckedThrough)}</> : null}.
      {source ? (
        <>
          {" "}
          Source:{" "}
          {source.url ? (
            <a href={source.url} rel="noopener noreferrer">
              {source.name}
            </a>
          ) : (
            source.name
          )}{" "}
          with our dated corrections.
        </>
      ) : null}
    </p>
  );
}
