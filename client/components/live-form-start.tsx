/**
 * @module The start of a live form (client/static-shell/live-form.ts: the Schengen calculator's and the trip planner's
 * forms): the hidden default submit button and the form's problems. Both forms put it first, so that Enter in any
 * field submits with this button rather than a row's Remove, and a problem is read before the fields.
 */
import type { ReactElement } from "react";

/** The hidden default submit (labelled `label`, the form's own submit text) and the list of `problems`, when any. */
export function LiveFormStart(props: { label: string; problems: readonly string[] }): ReactElement {
  return (
    <>
      {/* Enter in a field submits with the form's first submit button: this one, not a row's Remove. */}
      <button type="submit" hidden tabIndex={-1} data-default="">
        {props.label}
      </button>
      {props.problems.length > 0 ? (
        <div className="alert alert--destructive" role="alert">
          <ul>
            {props.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
