/**
 * @module What the Share control does, for the app's pages and the static pages alike (the caller brings its
 * toaster): the page's own URL (location.href: origin, path and query, so the answer's state goes along), its title
 * and description, through the share sheet where there is one, else copied to the clipboard with a toast. Loaded on
 * the first click, so no page ships it before then.
 */
import { copyFailedToast, isShareCancel, LINK_COPIED_TOAST, shareMethodOf, type ShareToast } from "../../../shared/share/share-rules";

/**
 * Shares the current page; `notify` raises a toast (the page's queue, components/toast-store.ts `toast`). The caller
 * passes it: imported here, the app's entry would become a dependency this chunk preloads, stylesheet and all.
 */
export async function sharePage(notify: (toast: ShareToast) => void): Promise<void> {
  const url = window.location.href;
  const method = shareMethodOf(navigator);
  if (method === "share") {
    const text = document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
    try {
      await navigator.share({ title: document.title, text, url });
      return;
    } catch (error) {
      if (isShareCancel(error)) return;
      // A sheet that refused the data: copying still works.
    }
  }
  try {
    // Without a clipboard (method "none", or an insecure origin) this throws: the toast then gives the link.
    await navigator.clipboard.writeText(url);
    notify(LINK_COPIED_TOAST);
  } catch {
    notify(copyFailedToast(url));
  }
}
