/** @module Fee cards (spec entity fee type) and additional fees; amounts from D1 records where the page cites one. */
import type { ChangedFigure, ExtraFee, FeeCard as FeeCardRecord } from "../../../shared/content/types";
import { longDate } from "../../../shared/content/facts";
import { useContentData, type EditorialFee } from "./content-context";
import { recordAmount } from "./fee-tokens";
import { RichText } from "./rich-text";

/** "Updated since the original guide: was X; since {date}; source; checked {date}". */
export function ChangedNote({ change }: { change: ChangedFigure }) {
  return (
    <p className="changed-note">
      Was {change.was} before {longDate(change.effectiveOn)} (
      <a href={change.sourceUrl} target="_blank" rel="noopener noreferrer">
        {change.source}
      </a>
      , checked {longDate(change.checkedOn)}).
    </p>
  );
}

function RecordCitation({ fee }: { fee: EditorialFee }) {
  return (
    <p className="fee-card__source">
      <span className={`badge ${fee.verified ? "badge--verified" : "badge--unverified"}`}>{fee.verified ? "Verified" : "Unverified"}</span>{" "}
      {fee.sourceUrl ? (
        <>
          Source:{" "}
          <a href={fee.sourceUrl} target="_blank" rel="noopener noreferrer">
            {fee.source ?? "Unknown"}
          </a>
          , {fee.dates}
        </>
      ) : (
        // The service writes "No source on record" and no dates: no source was read, so no day is claimed.
        fee.source
      )}
      {fee.ended ? <strong className="fee-ended"> {fee.ended}</strong> : null}
      {fee.sourceNote ? <strong className="source-note"> {fee.sourceNote}.</strong> : null}
    </p>
  );
}

/** One fee type: the amount (from its D1 record when it cites one, with source and date), processing, details. */
export function FeeCard({ card }: { card: FeeCardRecord }) {
  const { fees } = useContentData();
  const record = typeof card.fee === "string" ? null : (fees.find((f) => f.id === (card.fee as { record: string }).record) ?? null);
  const amount = typeof card.fee === "string" ? card.fee : record ? recordAmount(record) : "See the official source";
  return (
    <article className="fee-card">
      <h3 className="fee-card__type">{card.type}</h3>
      <p className="fee-card__fee">{amount}</p>
      <p className="fee-card__processing">Processing: {card.processingTime}</p>
      <p>
        <RichText text={card.description} />
      </p>
      {card.details.length > 0 ? (
        <ul className="fee-card__details">
          {card.details.map((d) => (
            <li key={d}>
              <RichText text={d} />
            </li>
          ))}
        </ul>
      ) : null}
      {record ? <RecordCitation fee={record} /> : null}
      {card.changed ? <ChangedNote change={card.changed} /> : null}
    </article>
  );
}

/** Additional fees and surcharges: service, amount, what it is for. */
export function ExtraFeeList({ fees }: { fees: readonly ExtraFee[] }) {
  return (
    <ul className="extra-fees">
      {fees.map((f) => (
        <li key={f.service} className="extra-fees__item">
          <div className="extra-fees__head">
            <span className="extra-fees__service">{f.service}</span>
            <span className="extra-fees__amount">{f.amount}</span>
          </div>
          <p>
            <RichText text={f.description} />
          </p>
          {f.changed ? <ChangedNote change={f.changed} /> : null}
        </li>
      ))}
    </ul>
  );
}
