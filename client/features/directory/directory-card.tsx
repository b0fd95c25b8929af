/**
 * @module One country card of the Verified Visa Fees directory: the featured record (the check's headline for the pair,
 * "from" where the check says so) with its fee (USD by default, or the visitor's currency mode), the pair's entry rule,
 * processing days, e-Visa, source and the day we read it ("No source on record" and no date for a record without one);
 * counts; View All and Apply Now.
 */
import type { MouseEvent } from "react";
import type { DirectoryCard as Card } from "../../../shared/directory/card";
import { DEFAULT_CURRENCY_MODE, formatFeeIn, localFeeText, type CurrencyMode } from "../../../shared/money/display";

export interface DirectoryCardProps {
  card: Card;
  /** Opens the options dialog; the event's button is where focus returns on close. */
  onViewAll: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Starts loading the dialog's code and the country's records ahead of the click. */
  onIntent: () => void;
  /** Currency display mode of the page's selector (USD when absent, as the spec's card shows). */
  mode?: CurrencyMode;
}

export function DirectoryCard({ card, onViewAll, onIntent, mode = DEFAULT_CURRENCY_MODE }: DirectoryCardProps) {
  const option = card.featured;
  // Without a rate only the native amount is true; every mode then shows it, with a note. The visitor's mode shows USD
  // alone when their currency has no rate (it says so below) or is USD.
  const local = localFeeText(option);
  const shownMode = option.usdFee === null ? "local" : mode === "visitor" && option.localFee === null ? "usd" : mode;
  const fee = formatFeeIn(shownMode, { ...option, free: option.nativeFee === "Free" });
  // Few elements on purpose: the page server-renders all the cards (about 100), and React's render time grows with
  // elements and attributes. The card is the grid's list item, and CSS places the flag beside the title and badges.
  return (
    <li className="dir-card" data-country={card.country.code}>
      <span className="dir-card__flag" aria-hidden="true">
        {card.country.flagEmoji}
      </span>
      <h2 className="dir-card__title">{card.country.name}</h2>
      <p className="dir-card__badges">
        {card.verifiedCount > 0 ? <span className="badge badge--verified">{`${card.verifiedCount} Verified`}</span> : null}
        {card.optionCount > 1 ? <span className="badge">{`${card.optionCount} Options`}</span> : null}
      </p>
      <p className="dir-card__fee">
        {card.from ? "from " : null}
        {fee}
        {shownMode === "usd" && option.nativeFee !== "Free" ? <small> USD</small> : null}
      </p>
      {option.usdFee ? null : <p className="dir-card__note">No USD rate is on record for this currency.</p>}
      {mode === "visitor" && option.usdFee && local && option.localFee === null ? <p className="dir-card__note">{local}</p> : null}
      <p className="dir-card__subtype">{option.subtype}</p>
      {option.condition ? <p className="dir-card__note">{option.condition}</p> : null}
      <p className="dir-card__entry">{`Entry: ${card.requirement}`}</p>
      <dl className="dir-card__facts">
        <dt>Processing</dt>
        <dd>{option.processing}</dd>
        <dt>Application</dt>
        <dd>{option.eVisa ? "eVisa Available" : "Traditional Visa"}</dd>
      </dl>
      <p className="dir-card__source">
        {option.sourceUrl ? (
          <a className="badge badge--source" href={option.sourceUrl} target="_blank" rel="noopener noreferrer">
            {`Source: ${option.source}`}
          </a>
        ) : (
          // priceOption writes "No source on record" here, and no dates: no source was read, so no day is claimed.
          <span className="badge badge--nosource">{option.source}</span>
        )}
      </p>
      {option.dates ? <p className="dir-card__dates">{option.dates}</p> : null}
      {card.optionCount > 1 || option.applyUrl ? (
        <div className="dir-card__actions">
          {card.optionCount > 1 ? (
            <button type="button" className="button button--secondary" onClick={onViewAll} onPointerEnter={onIntent} onFocus={onIntent}>
              {`View All ${card.optionCount} Options`}
            </button>
          ) : null}
          {option.applyUrl ? (
            <a className="button button--primary" href={option.applyUrl} target="_blank" rel="noopener noreferrer">
              Apply Now
            </a>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
