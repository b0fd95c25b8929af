/**
 * @module The one inline script of the page (it carries the CSP nonce): before the first paint it marks the
 * document when local storage already holds a consent, so a returning visitor whose cookie was cleared never
 * sees the server-rendered banner flash (the banner's CSS hides it under html[data-consent="stored"]).
 */
import { CONSENT_STORAGE_KEY } from "../../shared/consent/consent";

/** The script's source: no app data, only a fixed storage key, so nothing from a visitor reaches it. */
export const EARLY_CONSENT_SCRIPT = `try{var c=localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)});if(c&&c.indexOf('"necessary":true')>-1)document.documentElement.setAttribute("data-consent","stored")}catch(e){}`;
