/**
 * @module 'All Visa Options for {country}': every record of a directory card with its fee and Verified tag,
 * processing days, source, e-Visa, validity, requirements and an apply link. Loaded on demand (React.lazy),
 * its records too (`directory.options`, usually already fetched on the button's pointer or focus).
 */
import { useQuery } from "@tanstack/react-query";
import type { RefObject } from "react";
import type { DirectoryCard, DirectoryPassport } from "../../../shared/directory/card";
import type { PricedOption } from "../../../shared/visa/priced-option";
import { DialogShell } from "../../components/dialog-shell";
import { FeeStatusBadge } from "../../components/fee-status-badge";
import { SourceCitation } from "../../components/source-citation";
import { useTrpc } from "../../trpc-react";

/** Shown when the records could not be fetched (network or server); the button fetches them again. */
export const OPTIONS_FAILED_MESSAGE = "The visa options could not be loaded. Please try again.";

export interface DirectoryOptionsDialogProps {
  card: DirectoryCard;
  /** The passport whose records the dialog lists (the directory's). */
  passport: DirectoryPassport;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}

export default function DirectoryOptionsDialog({ card, passport, onClose, returnFocus }: DirectoryOptionsDialogProps) {
  const { utils } = useTrpc();
  const query = useQuery(utils.directory.options.queryOptions({ country: card.country.code, passport: passport.code }));
  return (
    <DialogShell
      title={`All Visa Options for ${card.country.name}`}
      description={`${card.optionCount} fee records for ${passport.passports}, each with the page it was read on.`}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      {query.data ? (
        <ul className="dialog-options">
          {query.data.options.map((option) => (
            <OptionItem key={option.id} option={option} />
          ))}
        </ul>
      ) : query.isError ? (
        <div className="alert alert--destructive" role="alert">
          <p>{OPTIONS_FAILED_MESSAGE}</p>
          <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <p className="checking" role="status">
          <span className="spinner" aria-hidden="true" />
          {`Loading ${card.optionCount} options...`}
        </p>
      )}
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
          {/* The spec's "Apply via {source}" names a publisher; a record with no source has none to name. */}
          {option.sourceUrl ? `Apply via ${option.source}` : "Apply on the official site"}
        </a>
      ) : null}
    </li>
  );
}
