/**
 * @module Cookie consent on a static page (spec: Cookie banner and preferences; §4 Cookie consent), without the
 * React app: the app's behaviour (consent/consent-controls.ts) over the server-rendered banner, which leaves the page
 * once a consent is stored, and the platform dialog for the preferences (cookie-dialog.ts, loaded when opened).
 */
import type { PublicThirdParties } from "../../shared/consent/third-party-config";
import { startConsent } from "../consent/consent-controls";
import { currentConsent } from "../consent/consent-store";

/** Starts consent handling for the page, with the site's public third-party configuration. */
export function startShellConsent(parties: PublicThirdParties): void {
  const removeBanner = () => document.querySelector(".cookie-banner")?.remove();
  const stored = startConsent(parties, {
    chosen: removeBanner,
    manage: (opener, choose) =>
      void import("./cookie-dialog").then(({ openCookieDialog }) => openCookieDialog(currentConsent()?.choices ?? null, opener, choose)),
  });
  // The server rendered the banner because the request had no consent cookie; local storage may still hold one.
  if (stored) removeBanner();
}
