/**
 * @module The early consent script: before the first paint it marks the document when local storage already holds
 * a consent, so a returning visitor whose cookie was cleared never sees the server-rendered banner flash (the
 * banner's CSS hides it under html[data-consent="stored"]). Only the server writes it, into the head of a page that
 * renders the banner (no consent cookie), with the page's CSP nonce; the browser's bundle never carries its text.
 */
import { CONSENT_STORAGE_KEY } from "../../shared/consent/consent";

/** The script's source: no app data, only a fixed storage key, so nothing from a visitor reaches it. */
export const EARLY_CONSENT_SCRIPT = `try{var c=localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)});if(c&&c.indexOf('"necessary":true')>-1)document.documentElement.setAttribute("data-consent","stored")}catch(e){}`;

/**
 * The page with the early consent script as the last element of its head, carrying `nonce` (the page's CSP nonce or
 * its stand-in token); a head-less answer (a redirect) as it is. React leaves a script it did not render in the head.
 */
export function withEarlyConsent(html: string, nonce: string): string {
  const at = html.indexOf("</head>");
  if (at < 0) return html;
  return `${html.slice(0, at)}<script nonce="${nonce}">${EARLY_CONSENT_SCRIPT}</script>${html.slice(at)}`;
}
