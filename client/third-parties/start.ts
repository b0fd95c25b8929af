/**
 * @module Starts the third parties a stored consent allows, fetching their loader (gtag and the rules, its own chunk)
 * only when it has something to start. Shared by the app (components/cookie-consent.tsx) and the static pages'
 * script (static-shell/consent.ts); no framework.
 */
import type { StoredConsent } from "../../shared/consent/consent";
import type { PublicThirdParties } from "../../shared/consent/third-party-config";
import { startsThirdPartyLoader } from "../../shared/consent/third-party-start";

/** Starts what `consent` allows of the configured `parties`; nothing is fetched without a consent or a party. */
export function startConsentedThirdParties(parties: PublicThirdParties, consent: StoredConsent | null): void {
  if (!consent || !startsThirdPartyLoader(parties, consent)) return;
  void import("./loader").then((loader) => loader.startThirdParties(parties, consent.choices));
}
