/**
 * @module One lead form field (issue #34): the label with its required mark, the control, an optional hint and the
 * field's error, wired with ids so a screen reader reads the hint and the error with the control. The Contact for
 * API dialog, the contact form and the consultation form all draw their fields with it.
 */
import type { ReactNode } from "react";

/** What the control must carry: its id (the label's target) and the ARIA state of the field. */
export interface LeadControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * A required field. `id` is the control's id; the hint's and error's ids derive from it (`${id}-hint`,
 * `${id}-error`). `children` draws the control (an input, a textarea, an input with a prefix) with `control`.
 */
export function LeadField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | null | undefined;
  hint?: ReactNode;
  children: (control: LeadControlProps) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="lead-field">
      <label className="field__label" htmlFor={id}>
        {label}{" "}
        <span className="lead-field__required" aria-hidden="true">
          *
        </span>
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="lead-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="lead-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
