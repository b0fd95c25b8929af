/** @module 'More Options' tab: every fee option for the pair (Visa Type, Duration, Native Currency, USD Fee, INR Fee). */
import { formatIsoDate, type IsoDate } from "../../../shared/units/iso-date";
import type { VisaCheck } from "../../../shared/visa/check";
import { ComingSoon } from "./coming-soon";

export function OptionsTable({ check }: { check: VisaCheck }) {
  const { fees, card } = check;
  if (fees.status === "coming-soon") return <ComingSoon origin={fees.origin} />;
  if (fees.options.length === 0) {
    return card.visaRequired ? (
      <p className="empty-note">No visa options found for this destination country.</p>
    ) : (
      <p className="empty-note">No Visa Required: no fee applies for a visit within the maximum stay.</p>
    );
  }
  return (
    <div className="options">
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Visa options">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Visa Type</th>
              <th scope="col">Duration</th>
              <th scope="col">Native Currency</th>
              <th scope="col">USD Fee</th>
              <th scope="col">INR Fee</th>
            </tr>
          </thead>
          <tbody>
            {fees.options.map((option, i) => {
              const row = fees.rows[i]!;
              return (
                <tr key={option.id}>
                  <th scope="row">
                    <span className="option__type">{row.visaTypeLabel}</span>
                    <span className="option__subtype">{row.subtype}</span>
                    <span className="option__badges">
                      {row.estimate ? (
                        <span className="badge badge--estimate">Estimate</span>
                      ) : row.verified ? (
                        <span className="badge badge--verified">Verified</span>
                      ) : (
                        <span className="badge badge--unverified">Unverified</span>
                      )}
                      {option.eVisa ? <span className="badge">e-Visa</span> : null}
                    </span>
                    {option.sourceUrl ? (
                      <span className="option__source">
                        Source:{" "}
                        <a href={option.sourceUrl} target="_blank" rel="noopener noreferrer">
                          {option.source}
                        </a>
                        {option.checkedOn ? <>, checked {formatIsoDate(option.checkedOn as IsoDate)}</> : null}
                      </span>
                    ) : (
                      <span className="option__source">Source: {option.source}</span>
                    )}
                  </th>
                  <td data-label="Duration">{row.duration}</td>
                  <td data-label="Native Currency">{row.nativeFee}</td>
                  <td data-label="USD Fee">{row.usdFee}</td>
                  <td data-label="INR Fee">{row.inrFee}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="note">
        USD and INR amounts are converted at European Central Bank reference rates of{" "}
        <time dateTime={fees.ratesAsOn}>{formatIsoDate(fees.ratesAsOn as IsoDate)}</time> and are indicative. "—" means no
        rate is on record for that currency.
      </p>
      {fees.options.some((o) => o.estimate) ? (
        <p className="note note--estimate">
          Estimate rows use typical values where no fee record exists; they are not an official figure.
        </p>
      ) : null}
    </div>
  );
}
