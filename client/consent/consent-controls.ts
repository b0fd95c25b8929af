/**
 * @module Cookie consent's behaviour (spec: Cookie banner and preferences; §4 Cookie consent), one implementation for
 * every page: the app's (components/cookie-consent.tsx) and the static pages' (static-shell/consent.ts). It reads the
 * stored consent and starts what it allows; it acts on the banner's buttons (`data-consent-action`: accept, reject,
 * manage), cancelling the form submission they make without a script, and on any 'Cookie Preferences' button
 * (`data-cookie-preferences`, the footer's); a choice is stored and starts what it allows. What shows is the page's:
 * the banner's leaving and the preferences dialog (the app's on Radix, the static pages' on `<dialog>`). No framework.
 */
import { acceptAll, rejectAll, type StoredConsent } from "../../shared/consent/consent";
import type { PublicThirdParties } from "../../shared/consent/third-party-config";
import { startConsentedThirdParties } from "../third-parties/start";
import { loadConsent, saveConsent } from "./consent-store";

/** What a page shows for consent. */
export interface ConsentView {
  /** Opens the preferences dialog, which saves through `choose`; focus goes back to `opener` when it closes. */
  manage: (opener: HTMLElement, choose: (consent: StoredConsent) => void) => void;
  /** After a choice was stored: the banner goes (the app's follows the store by itself). */
  chosen?: () => void;
}

/** Stores `consent` (Accept All, Reject All or Save Preferences) and starts the third parties it allows. */
export function chooseConsent(parties: PublicThirdParties, consent: StoredConsent): void {
  saveConsent(consent);
  startConsentedThirdParties(parties, consent);
}

/**
 * Starts consent on the page, once: reads the stores and starts what they allow, then acts on the consent controls.
 * @returns the stored consent (null: none yet, the banner stays).
 */
export function startConsent(parties: PublicThirdParties, view: ConsentView): StoredConsent | null {
  const stored = loadConsent();
  startConsentedThirdParties(parties, stored);
  const choose = (consent: StoredConsent) => {
    chooseConsent(parties, consent);
    view.chosen?.();
  };
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    const action = target.closest<HTMLElement>("[data-consent-action]");
    // The banner's buttons also submit its form (or open its no-script popover) when no script runs: here they don't.
    if (action) event.preventDefault();
    const choice = action?.dataset.consentAction;
    if (choice === "accept" || choice === "reject") {
      choose((choice === "accept" ? acceptAll : rejectAll)(new Date()));
    } else {
      const opener = choice === "manage" ? action : target.closest<HTMLElement>("[data-cookie-preferences]");
      if (opener) view.manage(opener, choose);
    }
  });
  return stored;
}
