/** @module 'Visa' tab: the best tourist option's fee and apply link, and the travel offers (affiliate widgets with consent, else plain links: decision 9). */
import { localFeeText, NO_RATE } from "../../../shared/money/display";
import type { VisaCheck } from "../../../shared/visa/check";
import { ComingSoon } from "./coming-soon";
import { TravelWidgets } from "./travel-widgets";

export function VisaTab({ check }: { check: VisaCheck }) {
  const { fees, destination, passport } = check;
  const best = fees.status === "listed" ? fees.best : null;
  return (
    <div className="visa-tab">
      {fees.status === "coming-soon" ? (
        <ComingSoon origin={fees.origin} text={fees.text} />
      ) : best ? (
        <div className="fee-summary">
          <p className="fee-summary__label">
            {best.visaTypeLabel} visa fee{best.estimate ? " (estimate)" : ""}
          </p>
          <p className="fee-summary__amount">
            {fees.from ? "from " : ""}
            {best.nativeFee}
          </p>
          <p className="fee-summary__converted">{[best.usdFee ?? NO_RATE, localFeeText(best)].filter(Boolean).join(" · ")}</p>
          {/* Issue #45: a fee the mission where one applies charges says so beside its amount. */}
          {best.mission ? <p className="note fee-mission">{best.mission}.</p> : null}
          <p className="fee-summary__subtype">{best.subtype}</p>
          {/* The watch flagged the fee's page (issue #35): the server's sentence, as beside its citation. */}
          {best.sourceNote ? <p className="note source-note">{best.sourceNote}.</p> : null}
          {best.doubt ? <p className="note source-note">{best.doubt}.</p> : null}
          {best.disagreement ? <p className="note source-note">{best.disagreement}.</p> : null}
          {best.applyUrl ? (
            <a className="button button--primary" href={best.applyUrl} target="_blank" rel="noopener noreferrer">
              Apply on the official site
            </a>
          ) : null}
        </div>
      ) : fees.headlineNote ? (
        // All of the type's records ended, or all need another visa (issue #32): the server's sentence says which.
        <p className="fee-summary fee-summary--ended" data-testid="fee-ended">
          {fees.headlineNote}
        </p>
      ) : null}
      <TravelWidgets origin={passport} destination={destination} />
    </div>
  );
}
