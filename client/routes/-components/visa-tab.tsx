/** @module 'Visa' tab: the best tourist option's fee and apply link, and plain outbound travel links (decision 9). */
import type { VisaCheck } from "../../../shared/visa/check";
import { ComingSoon } from "./coming-soon";

export function VisaTab({ check }: { check: VisaCheck }) {
  const { fees, destination, passport } = check;
  const best = fees.status === "listed" ? fees.best : null;
  const flights = `https://www.google.com/travel/flights?q=${encodeURIComponent(`Flights from ${passport.name} to ${destination.name}`)}`;
  const hostels = `https://www.hostelworld.com/search?search_keywords=${encodeURIComponent(destination.name)}`;
  return (
    <div className="visa-tab">
      {fees.status === "coming-soon" ? (
        <ComingSoon origin={fees.origin} />
      ) : best ? (
        <div className="fee-summary">
          <p className="fee-summary__label">
            {best.visaTypeLabel} visa fee{best.estimate ? " (estimate)" : ""}
          </p>
          <p className="fee-summary__amount">{best.nativeFee}</p>
          <p className="fee-summary__converted">
            {best.usdFee ?? "—"} · {best.inrFee ?? "—"}
          </p>
          <p className="fee-summary__subtype">{best.subtype}</p>
          {best.applyUrl ? (
            <a className="button button--primary" href={best.applyUrl} target="_blank" rel="noopener noreferrer">
              Apply on the official site
            </a>
          ) : null}
        </div>
      ) : null}
      <div className="travel-links">
        <a href={flights} target="_blank" rel="noopener noreferrer">
          Search flights to {destination.name}
        </a>
        <a href={hostels} target="_blank" rel="noopener noreferrer">
          Find hostels in {destination.name}
        </a>
      </div>
    </div>
  );
}
