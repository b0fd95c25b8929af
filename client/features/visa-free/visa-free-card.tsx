/**
 * @module A destination card of the finder: flag, name, region, badge, 'Max stay' in days when above 0, an e-Visa or
 * eTA card's fee for the passport with its source and dates (issue #45), and the date and source of a later correction
 * when one decides the pair.
 */
import type { ReactNode } from "react";
import { formatIsoDate, type IsoDate } from "../../../shared/units/iso-date";
import type { CorrectionNote, FinderCard, FinderFee } from "../../../shared/visa/visa-free";
import { ChangedBadge } from "../history/changed-badge";

const BADGE_CLASS: Record<string, string> = {
  "Visa Free": "vf-badge--free",
  "Visa on Arrival": "vf-badge--arrival",
  "e-Visa": "vf-badge--evisa",
  eTA: "vf-badge--eta",
};

/** The dated change a card is based on, with a link to its source. */
export function CorrectionLine({ correction }: { correction: CorrectionNote }) {
  return (
    <p className="vf-card__change">
      Changed on <time dateTime={correction.effectiveOn}>{formatIsoDate(correction.effectiveOn)}</time>, checked{" "}
      <time dateTime={correction.checkedOn}>{formatIsoDate(correction.checkedOn)}</time>. Source:{" "}
      <a href={correction.sourceUrl} target="_blank" rel="noopener noreferrer">
        {correction.source}
      </a>
      {correction.sourceNote ? <strong className="source-note"> {correction.sourceNote}.</strong> : null}
    </p>
  );
}

/** An e-Visa or eTA card's fee (the check's headline for the pair), with where it was read and when. */
function FeeLine({ fee }: { fee: FinderFee }) {
  return (
    <p className="vf-card__fee">
      Fee: <strong>{fee.amount}</strong>.{" "}
      {fee.sourceUrl ? (
        <a href={fee.sourceUrl} target="_blank" rel="noopener noreferrer">
          {fee.source}
        </a>
      ) : (
        fee.source
      )}
      {fee.dates ? `, ${fee.dates}` : null}
    </p>
  );
}

/**
 * Whether the card carries a long line (a fee with its source, or a correction) and so takes a phone's whole row
 * (visa-free.css); the e-Visa group's placeholder height counts these cards (components/placeholder-hint.ts).
 */
export function widensOnPhone(card: FinderCard<string>): boolean {
  return Boolean(card.fee || card.correction);
}

/** `changedOn`: the newest snapshot's date when it changed this pair (the card is marked), else null. */
export function VisaFreeCard({
  card,
  changedOn = null,
  href,
  unlocked,
}: {
  card: FinderCard<string>;
  changedOn?: IsoDate | null;
  /** The check the name links to (shared/concessions/holds-links.ts), or none. */
  href?: string;
  /** What opens the destination when it is reached only thanks to a held document (held-documents.tsx). */
  unlocked?: ReactNode;
}) {
  return (
    <li className={unlocked ? "vf-card vf-card--unlocked" : "vf-card"} data-code={card.code}>
      <div className="vf-card__head">
        <span className="vf-card__flag" aria-hidden="true">
          {card.flagEmoji}
        </span>
        <div className="vf-card__titles">
          <h3 className="vf-card__name">{href ? <a href={href}>{card.name}</a> : card.name}</h3>
          <p className="vf-card__region">{card.region}</p>
        </div>
      </div>
      <div className="vf-card__facts">
        <span className={`badge vf-badge ${BADGE_CLASS[card.badge] ?? ""}`}>{card.badge}</span>
        {card.maxStayDays ? (
          <p className="vf-card__stay">
            Max stay: <strong>{card.maxStayDays} days</strong>
          </p>
        ) : null}
      </div>
      {card.fee ? <FeeLine fee={card.fee} /> : null}
      {changedOn ? <ChangedBadge latestOn={changedOn} /> : null}
      {card.correction ? <CorrectionLine correction={card.correction} /> : null}
      {unlocked}
    </li>
  );
}
