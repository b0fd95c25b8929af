/**
 * @module The button under the 'More Options' table that opens the Visa options modal. The modal's code
 * (Radix Dialog) loads on first hover, focus or click, outside the home page's initial JavaScript.
 */
import { lazy, Suspense, useRef, useState } from "react";
import type { VisaCheck } from "../../../shared/visa/check";

const loadDialog = () => import("./visa-options-dialog");
const VisaOptionsDialog = lazy(loadDialog);

export function VisaOptionsButton({ check }: { check: VisaCheck }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (check.fees.status !== "listed" || check.fees.options.length === 0) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--secondary"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        Compare all visa options
      </button>
      {open ? (
        <Suspense fallback={null}>
          <VisaOptionsDialog check={check} onClose={() => setOpen(false)} returnFocus={button} />
        </Suspense>
      ) : null}
    </>
  );
}
