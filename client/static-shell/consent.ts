/**
 * @module Cookie consent on a static page (spec: Cookie banner and preferences; §4 Cookie consent), without the
 * React app: reads the stored consent and starts what it allows, acts on the server-rendered banner's buttons
 * (`data-consent-action`, cancelling the form submission they make without a script), and opens the preferences dialog from the banner and the footer
 * (`data-cookie-preferences`). The rules and the stores are the app's own (shared/consent, consent-store.ts).
 */
import { acceptAll, rejectAll, type StoredConsent } from "../../shared/consent/consent";
import type { PublicThirdParties } from "../../shared/consent/third-party-config";
import { currentConsent, loadConsent, saveConsent } from "../consent/consent-store";
import { startConsentedThirdParties } from "../third-parties/start";

/** Starts consent handling for the page, with the site's public third-party configuration. */
export function startConsent(parties: PublicThirdParties): void {
  const banner = () => document.querySelector<HTMLElement>(".cookie-banner");
  const choose = (consent: StoredConsent) => {
    saveConsent(consent);
    banner()?.remove();
    startConsentedThirdParties(parties, consent);
  };
  const manage = (opener: HTMLElement | null) =>
    void import("./cookie-dialog").then(({ openCookieDialog }) => openCookieDialog(currentConsent()?.choices ?? null, opener, choose));

  const stored = loadConsent();
  // The server rendered the banner because the request had no consent cookie; local storage may still hold one.
  if (stored) banner()?.remove();
  startConsentedThirdParties(parties, stored);

  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    const action = target.closest<HTMLElement>("[data-consent-action]");
    // The banner's buttons also submit its form (or open its no-script popover) when no script runs: here they don't.
    if (action) event.preventDefault();
    if (action?.dataset.consentAction === "accept") choose(acceptAll(new Date()));
    else if (action?.dataset.consentAction === "reject") choose(rejectAll(new Date()));
    else if (action?.dataset.consentAction === "manage") manage(action);
    else {
      const preferences = target.closest<HTMLElement>("[data-cookie-preferences]");
      if (preferences) manage(preferences);
    }
  });
}
