/**
 * @module 'All Visa Options for {country}': every record of a directory card with its fee and Verified tag,
 * processing days, source, e-Visa, validity, requirements and an apply link. Loaded on demand (React.lazy).
 */
import type { RefObject } from "react";
import type { DirectoryCard } from "../../../shared/directory/card";
import type { PricedOption } from "../../../shared/visa/priced-option";
import { DialogShell } from "../../components/dialog-shell";
import { FeeStatusBadge } from "../../components/fee-status-badge";
import { SourceCitation } from "../../components/source-citation";

export interface DirectoryOptionsDialogProps {
  card: DirectoryCard;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}

export default function DirectoryOptionsDialog({ card, onClose, returnFocus }: DirectoryOptionsDialogProps) {
  return (
    <DialogShell
      title={`All Visa Options for ${card.country.name}`}
      description={`${card.optionCount} fee records for Indian passport holders, each with the page it was read on.`}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <ul className="dialog-options">
        {card.options.map((option) => (
          <OptionItem key={option.id} option={option} />
        ))}
      </ul>
    </DialogShell>
  );
}

function feeText(option: PricedOption): string {
  if (!option.usdFee) return option.nativeFee;
  return option.chargedInUsd || option.nativeFee === "Free" ? option.usdFee : `${option.usdFee} (${option.nativeFee})`;
}

function OptionItem({ option }: { option: PricedOption }) {
  return (
    <li className="dialog-option">
      <h3 className="dialog-option__type">{option.visaTypeLabel}</h3>
      <p className="dialog-option__subtype">{option.subtype}</p>
      <dl className="dialog-option__facts">
        <div>
          <dt>Fee</dt>
          <dd>
            {feeText(option)} <FeeStatusBadge option={option} />
          </dd>
        </div>
        <div>
          <dt>Processing Time</dt>
          <dd>{option.processing}</dd>
        </div>
        <div>
          <dt>eVisa Available</dt>
          <dd>{option.eVisa ? "Yes" : "No"}</dd>
        </div>
        <div>
          <dt>Validity</dt>
          <dd>{option.duration}</dd>
        </div>
        <div className="dialog-option__wide">
          <dt>Source</dt>
          <dd>
            <SourceCitation option={option} />
          </dd>
        </div>
      </dl>
      {option.requirements.length > 0 ? (
        <ul className="dialog-option__requirements">
          {option.requirements.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {option.applyUrl ? (
        <a className="button button--primary" href={option.applyUrl} target="_blank" rel="noopener noreferrer">
          Apply via {option.source}
        </a>
      ) : null}
    </li>
  );
}
