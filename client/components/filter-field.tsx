/**
 * @module One field of a static page's GET filter form (/changes, the concessions page): its label, the control and,
 * when the server refused the value, the message the control is described by.
 */
import type { ReactNode } from "react";

/** The visible label and field of a filter; `problem` is the server's message for the value in the URL. */
export function FilterField({ id, label, problem, children }: { id: string; label: string; problem?: string; children: ReactNode }) {
  return (
    <div className="changes-filters__field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {problem ? (
        <p id={`${id}-error`} className="lead-field__error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** The control's attributes when the server refused its value: marked invalid and described by the message. */
export const invalidProps = (problem: string | undefined, id: string) => (problem ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {});
