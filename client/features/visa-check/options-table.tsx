/**
 * @module 'More Options' tab: every fee option for the pair (Visa Type, Duration, Native Currency, USD Fee, and the
 * visitor's currency, decision 17: "INR Fee" for an Indian visitor, none for a visitor whose currency is USD).
 */
import { formatFeeIn, type CurrencyMode } from "../../../shared/money/display";
import type { VisaCheck } from "../../../shared/visa/check";
import { useCurrencyMode } from "../../components/currency-mode";
import { CurrencySelect } from "../../components/currency-select";
import { SourceCitation } from "../../components/source-citation";
import { ComingSoon } from "./coming-soon";
import { VisaOptionsButton } from "./visa-options-button";

export function OptionsTable({ check }: { check: VisaCheck }) {
  const { fees, card } = check;
  const [currencyMode, setCurrencyMode] = useCurrencyMode();
  if (fees.status === "coming-soon") return <ComingSoon origin={fees.origin} text={fees.text} />;
  if (fees.options.length === 0) {
    return card.visaRequired ? (
      <p className="empty-note">No visa options found for this destination country.</p>
    ) : (
      <p className="empty-note">No Visa Required: no fee applies for a visit within the maximum stay.</p>
    );
  }
  return (
    <div className="options">
      <CurrencySelect value={currencyMode} onChange={setCurrencyMode} ratesOn={fees.ratesOn} localCurrency={fees.localCurrency} />
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Visa options">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Visa Type</th>
              <th scope="col">Duration</th>
              <th scope="col">Native Currency</th>
              <th scope="col">USD Fee</th>
              {fees.localCurrency ? <th scope="col">{`${fees.localCurrency} Fee`}</th> : null}
            </tr>
          </thead>
          <tbody>
            {fees.options.map((option, i) => {
              const row = fees.rows[i]!;
              // The chosen mode's column reads as section 9 formats it ("₹44,237 ($474)" for INR), emphasised.
              const fee = { ...option, free: option.nativeFee === "Free" };
              const cell = (mode: CurrencyMode, plain: string) =>
                mode === currencyMode ? <strong className="fee-chosen">{formatFeeIn(mode, fee)}</strong> : plain;
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
                      {option.condition ? <span className="badge badge--conditional">{option.condition}</span> : null}
                    </span>
                    <span className="option__source">
                      {option.sourceUrl || option.estimate ? "Source: " : null}
                      <SourceCitation option={option} />
                    </span>
                  </th>
                  <td data-label="Duration">{row.duration}</td>
                  <td data-label="Native Currency">
                    {cell("local", row.nativeFee)}
                    {/* Issue #45: a fee the mission where one applies charges says so beside its amount. */}
                    {option.mission ? <span className="fee-mission">{option.mission}</span> : null}
                  </td>
                  <td data-label="USD Fee">{cell("usd", row.usdFee)}</td>
                  {fees.localCurrency ? <td data-label={`${fees.localCurrency} Fee`}>{cell("visitor", row.localFee ?? "")}</td> : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <VisaOptionsButton check={check} />
      <p className="note">{fees.ratesNote} "—" means the conversion is unavailable: no rate is on record for that currency.</p>
      {fees.options.some((o) => o.estimate) ? (
        <p className="note note--estimate">Estimate rows use typical values where no fee record exists; they are not an official figure.</p>
      ) : null}
    </div>
  );
}
