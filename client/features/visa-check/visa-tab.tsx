/** @module 'Visa' tab: the best tourist option's fee and apply link, and the travel offers (affiliate widgets with consent, else plain links: decision 9). */
import type { VisaCheck } from "../../../shared/visa/check";
import { formatIsoDate, type IsoDate } from "../../../shared/units/iso-date";
import { ComingSoon } from "./coming-soon";
import { TravelWidgets } from "./travel-widgets";

export function VisaTab({ check }: { check: VisaCheck }) {
  const { fees, destination, passport } = check;
  const best = fees.status === "listed" ? fees.best : null;
  // A pair whose records of this type have all ended: the last one is named, never shown as today's fee (issue #32).
  const ended = fees.status === "listed" && !best ? fees.options.find((o) => o.visaType === check.visaType && o.endedOn) : undefined;
  // A pair whose only records need another visa or residence: never the headline fee (issue #32), so none is shown.
  const conditional =
    fees.status === "listed" && !best && !ended ? fees.options.find((o) => o.visaType === check.visaType && o.condition) : undefined;
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
      ) : ended?.endedOn ? (
        <p className="fee-summary fee-summary--ended" data-testid="fee-ended">
          No {ended.visaTypeLabel.toLowerCase()} visa fee in force is on record: the last one we have ({ended.nativeFee}, {ended.subtype}) applied
          until <time dateTime={ended.endedOn}>{formatIsoDate(ended.endedOn as IsoDate)}</time>. Check the official source before you apply.
        </p>
      ) : conditional ? (
        <p className="fee-summary fee-summary--ended" data-testid="fee-conditional">
          No {conditional.visaTypeLabel.toLowerCase()} visa fee open to every {passport.name} passport holder is on record: the options below need
          another visa or residence permit.
        </p>
      ) : null}
      <TravelWidgets origin={passport} destination={destination} />
    </div>
  );
}
