/** @module The visa requirement card (spec: Visa requirement card), figures from the server's check. */
import type { VisaCheck } from "../../../shared/visa/check";

function days(value: number | null, fallback: string) {
  return value ? `${value} days` : fallback;
}

export function RequirementCard({ check, compact = false }: { check: VisaCheck; compact?: boolean }) {
  const { card, provenance } = check;
  const notApplicable = "Not Applicable";
  return (
    <section className={compact ? "req-card req-card--compact" : "req-card"} aria-label="Visa requirement">
      <div className="req-card__head">
        <span className={card.visaRequired ? "status status--required" : "status status--free"}>
          {card.visaRequired ? "Visa Required" : "No Visa Required"}
        </span>
        <span className="req-card__label">{card.label}</span>
        {card.estimate ? <span className="badge badge--estimate">Estimate</span> : null}
      </div>
      {compact ? null : (
        <dl className="facts">
          <div>
            <dt>Maximum stay</dt>
            <dd>{days(card.maxStayDays, "Varies")}</dd>
          </div>
          <div>
            <dt>Validity</dt>
            <dd>{card.visaRequired ? days(card.validityDays, "Varies") : notApplicable}</dd>
          </div>
          <div>
            <dt>Processing time</dt>
            <dd>{card.processing ?? notApplicable}</dd>
          </div>
          <div>
            <dt>Entry Type</dt>
            <dd>{card.entryType}</dd>
          </div>
          <div>
            <dt>Visa on arrival</dt>
            <dd>{card.visaOnArrival}</dd>
          </div>
          <div>
            <dt>e-Visa</dt>
            <dd>{card.eVisa}</dd>
          </div>
          <div>
            {/* The spec's label; the value says what its date is, or that the figures are undated (issue #32). */}
            <dt>Last updated</dt>
            <dd>{card.lastUpdatedOn ? <time dateTime={card.lastUpdatedOn}>{card.lastUpdated}</time> : card.lastUpdated}</dd>
          </div>
        </dl>
      )}
      {card.estimate ? (
        <p className="note note--estimate">
          Estimate: no official figure is on record for this visa, so these values are typical ones, not an official figure. Check with the embassy
          before you apply.
        </p>
      ) : null}
      {provenance.notices.map((notice) => (
        <p key={notice} className="note note--warning">
          {notice}
        </p>
      ))}
      {check.notes.map((note) => (
        <p key={note.text} className={`note note--${note.kind}`}>
          {note.text}{" "}
          <a href={note.sourceUrl} target="_blank" rel="noopener noreferrer">
            {note.source}
          </a>
          {note.after}
        </p>
      ))}
    </section>
  );
}
