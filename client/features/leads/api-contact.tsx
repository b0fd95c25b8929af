/**
 * @module The Contact for API dialog on the app's pages (spec: Contact for API dialog, opened from the header's
 * Developer API / Contact for API): the wide navigation's link (api-contact-trigger.ts, the static pages' code too)
 * and the drawer's button (`openApiContact`, which the root route hands the header) open the Radix dialog, loaded on
 * the first hover, focus or click, outside the initial JS.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { enhanceApiContact } from "./api-contact-trigger";

const loadDialog = () => import("./api-contact-dialog");
const ApiContactDialog = lazy(loadDialog);

/** The dialog showing: the element focused again when it closes, and what else its closing does. */
interface Shown {
  returnTo: HTMLElement | null;
  onClose?: () => void;
}

// The host's state setter once it is mounted (one host per page); before that an open request has nowhere to go.
let show: (shown: Shown) => void = () => undefined;

/** Opens the dialog (the drawer's button); focus returns to `returnTo` when it closes. */
export function openApiContact(returnTo: HTMLElement | null): void {
  void loadDialog();
  show({ returnTo });
}

/** Mounts the dialog while it is open and wires the header's links to it; render it once per page. */
export function ApiContactHost() {
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    show = setShown;
    enhanceApiContact(() => loadDialog().then(() => (returnTo, onClose) => setShown({ returnTo, onClose })));
  }, []);
  return shown ? (
    <Suspense fallback={null}>
      <ApiContactDialog
        returnTo={shown.returnTo}
        onClose={() => {
          shown.onClose?.();
          setShown(null);
        }}
      />
    </Suspense>
  ) : null;
}
