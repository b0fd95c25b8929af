/**
 * @module The Share control's texts and decisions, one module for the app's pages and the static pages' shell
 * (client/features/share/share-page.ts): share through the platform's share sheet where the browser has one (Web Share API),
 * else copy the link and say so in a toast. Pure: the browser's objects come in as plain values. The control's
 * label is share-label.ts's, so the pages' first bundle carries none of this.
 */

/** How the page is shared: the share sheet, a copy to the clipboard, or neither (say where the link is). */
export type ShareMethod = "share" | "copy" | "none";

/**
 * The method a browser offers: `navigator.share` when it is a function, else `navigator.clipboard.writeText`.
 * @example shareMethodOf({ share: undefined, clipboard: { writeText } }) // "copy"
 */
export function shareMethodOf(nav: { share?: unknown; clipboard?: { writeText?: unknown } | undefined }): ShareMethod {
  if (typeof nav.share === "function") return "share";
  return typeof nav.clipboard?.writeText === "function" ? "copy" : "none";
}

/**
 * Whether a rejected `navigator.share` means the visitor closed the sheet (an AbortError): nothing to say then.
 * Any other failure (a browser that refuses the data) falls back to copying the link.
 * @example isShareCancel(new DOMException("Share canceled", "AbortError")) // true
 */
export function isShareCancel(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError";
}

/** A toast as both toasters take it. */
export interface ShareToast {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

/** The toast after the link was copied. */
export const LINK_COPIED_TOAST: ShareToast = { title: "Link copied", description: "Paste it wherever you want to share this page." };

/**
 * The toast when the link could not be copied (no clipboard, or the browser refused): the link itself, to copy by hand.
 * @example copyFailedToast("https://example.org/?from=IN&to=TH").description // "Copy this link: https://example.org/?from=IN&to=TH"
 */
export function copyFailedToast(url: string): ShareToast {
  return { title: "Could not copy the link", description: `Copy this link: ${url}`, variant: "destructive" };
}
