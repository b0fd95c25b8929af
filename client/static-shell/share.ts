/**
 * @module Share on the static pages: share-page.ts with the app's toast queue, drawn by the shell's region
 * (./toasts.ts); loaded on the first click.
 */
import { toast } from "../components/toast-store";
import { sharePage } from "../features/share/share-page";
import { showToasts } from "./toasts";

/** Shares the current page, with a toast when its link was copied (or could not be). */
export function shareFromShell(): Promise<void> {
  showToasts();
  return sharePage(toast);
}
