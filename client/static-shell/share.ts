/** @module Share on the static pages: share-page.ts with the shell's toasts (./toasts.ts), loaded on the first click. */
import { sharePage } from "../features/share/share-page";
import { showToast } from "./toasts";

/** Shares the current page, with a toast when its link was copied (or could not be). */
export function shareFromShell(): Promise<void> {
  return sharePage(showToast);
}
