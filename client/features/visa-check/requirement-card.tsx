/** @module The visa requirement card (spec: Visa requirement card), figures from the server's check. */
import type { VisaCheck } from "../../../shared/visa/check";
import { formatIsoDate, type IsoDate } from "../../../shared/units/iso-date";

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
      {check.announced.map((a) => (
        <p key={a.id} className="note note--announced" data-testid="announced">
          <strong>Announced, not yet in force:</strong> {a.text} {a.status} Source:{" "}
          <a href={a.sourceUrl} target="_blank" rel="noopener noreferrer">
            {a.source}
          </a>{" "}
          ({a.dates}).
        </p>
      ))}
      {provenance.notices.map((notice) => (
        <p key={notice} className="note note--warning">
          {notice}
        </p>
      ))}
      {provenance.kind === "correction" && provenance.sourceUrl ? (
        <p className="note">
          Entry rule changed after our dataset was published: checked on{" "}
          <time dateTime={provenance.asOn}>{formatIsoDate(provenance.asOn as IsoDate)}</time> against{" "}
          <a href={provenance.sourceUrl} target="_blank" rel="noopener noreferrer">
            {provenance.source}
          </a>
          .
        </p>
      ) : null}
    </section>
  );
}
