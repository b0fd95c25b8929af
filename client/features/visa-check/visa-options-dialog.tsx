/**
 * @module The Visa options modal (spec: Visa options modal; sections 4 and 9): one tab per visa type present
 * (the checked type first, default Tourist), a grid of option cards with at most 3 requirements, the fee in
 * USD with the visitor's currency in brackets or in local currency, 'Varies' validity, Verified/Unverified/Estimate tags,
 * a fee charged by the mission where one applies said beside its amount, and a world record's notes (issue #45).
 * Loaded on demand (React.lazy).
 */
import type { RefObject } from "react";
import { localFeeText } from "../../../shared/money/display";
import type { VisaCheck } from "../../../shared/visa/check";
import type { PricedOption } from "../../../shared/visa/priced-option";
import { visaTypeLabel } from "../../../shared/visa/visa-types";
import { DialogShell } from "../../components/dialog-shell";
import { FeeStatusBadge } from "../../components/fee-status-badge";
import { Tabs } from "../../components/tabs";
import { SourceCitation } from "../../components/source-citation";

/** Requirements shown per option card before 'And N more...' (spec section 9). */
export const MAX_REQUIREMENTS_SHOWN = 3;

export interface VisaOptionsDialogProps {
  check: VisaCheck;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}

export default function VisaOptionsDialog({ check, onClose, returnFocus }: VisaOptionsDialogProps) {
  if (check.fees.status !== "listed") return null;
  const { options, visaTypes } = check.fees;
  return (
    <DialogShell
      title={`Visa Options for ${check.destination.name}`}
      description="Compare the visa options from different providers: fees, processing times, validity and what each one asks for."
      onClose={onClose}
      returnFocus={returnFocus}
      className="dialog--wide"
    >
      <Tabs
        label="Visa types"
        defaultValue={visaTypes.includes(check.visaType) ? check.visaType : (visaTypes[0] ?? "tourist")}
        items={visaTypes.map((type) => ({
          value: type,
          label: visaTypeLabel(type),
          content: (
            <ul className="vo-grid">
              {options
                .filter((o) => o.visaType === type)
                .map((option) => (
                  <OptionCard key={option.id} option={option} />
                ))}
            </ul>
          ),
        }))}
      />
    </DialogShell>
  );
}

/** Spec section 9: USD with the visitor's currency in brackets when the fee is charged in USD, else the local currency. */
function feeText(option: PricedOption): string {
  if (option.chargedInUsd && option.usdFee) {
    const local = option.nativeFee === "Free" ? null : localFeeText(option);
    return local ? `${option.usdFee} (${local})` : option.usdFee;
  }
  return option.nativeFee;
}

function OptionCard({ option }: { option: PricedOption }) {
  const shown = option.requirements.slice(0, MAX_REQUIREMENTS_SHOWN);
  const more = option.requirements.length - shown.length;
  return (
    <li className="vo-card">
      <div className="vo-card__head">
        <span className={`badge vo-type vo-type--${option.visaType}`}>{option.visaTypeLabel}</span>
        <FeeStatusBadge option={option} />
      </div>
      <h3 className="vo-card__subtype">{option.subtype}</h3>
      {option.condition ? <p className="vo-card__condition">{option.condition}</p> : null}
      <p className="vo-card__fee">{feeText(option)}</p>
      {/* Issue #45: a fee the mission where one applies charges says so beside its amount. */}
      {option.mission ? <p className="vo-card__condition fee-mission">{option.mission}</p> : null}
      <dl className="vo-card__facts">
        <div>
          <dt>Processing</dt>
          <dd>{option.processing}</dd>
        </div>
        <div>
          <dt>Validity</dt>
          <dd>{option.duration}</dd>
        </div>
        <div>
          <dt>eVisa</dt>
          <dd>{option.eVisa ? "Available" : "Not available"}</dd>
        </div>
      </dl>
      {shown.length > 0 ? (
        <ul className="vo-card__requirements">
          {shown.map((line) => (
            <li key={line}>{line}</li>
          ))}
          {more > 0 ? <li className="vo-card__more">{`And ${more} more...`}</li> : null}
        </ul>
      ) : null}
      {/* A world record's notes for travellers (children's rates, levies, where to apply): folded, the card stays short. */}
      {option.notes ? (
        <details className="vo-card__notes">
          <summary>What to know</summary>
          <p>{option.notes}</p>
        </details>
      ) : null}
      <p className="vo-card__source">
        {/* A record with no source shows "No source on record" alone: no "Source:" label over nothing. */}
        {option.sourceUrl || option.estimate ? "Source: " : null}
        <SourceCitation option={option} />
      </p>
      {option.estimate ? <p className="note note--estimate">Estimate: typical values, not an official figure.</p> : null}
    </li>
  );
}
