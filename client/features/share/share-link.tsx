/**
 * @module The Share control (issue #33) on pages that answer a question: a link to the page itself, so it is never
 * dead before scripts run or without them (it can be copied, opened, bookmarked); with scripts, a click shares the
 * page (share-page.ts, loaded then) with the app's toasts. The static pages are not hydrated: their shell handles
 * `[data-share]` clicks with its own toasts (static-shell/entry.ts, share.ts). Rendered by the server at its full
 * size, so nothing moves when scripts start. Bundled with the figure parts (vite.config.ts), which every page with
 * the control already loads.
 */
import type { MouseEvent } from "react";
import { SHARE_LABEL } from "../../../shared/share/share-label";
import { toast } from "../../components/toast-store";

function share(event: MouseEvent) {
  event.preventDefault();
  void import("./share-page").then((m) => m.sharePage(toast));
}

/** The control; `href=""` is the document's own URL, whatever its query holds after client navigation. */
export function ShareLink() {
  return (
    <a href="" className="share-link" data-share="" onClick={share}>
      {SHARE_LABEL}
    </a>
  );
}
