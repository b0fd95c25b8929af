/**
 * @module When a page starts the third-party loader, in a module of its own: both browser builds run it at start, and
 * the bundler would otherwise move all of third-party-config.ts (needed only by the lazy loader) into their first
 * chunk with it (0.4 KiB gzip on every page).
 */
import type { PublicThirdParties } from "./third-party-config";

/**
 * Whether a page starts the third-party loader (gtag and the consent rules) as soon as it runs: only when a consent
 * is stored at all and analytics or conversions is configured; the loader then applies the full rules itself. The
 * browser decides with it when to fetch the loader, the server when to name the loader among a page's preloads.
 * @example startsThirdPartyLoader({ analyticsId: "G-ABC1234", adsConversionId: null, flightsWidgetUrl: null, hostelsWidgetUrl: null }, null) // false
 */
export function startsThirdPartyLoader(parties: PublicThirdParties, consent: object | null): boolean {
  return consent !== null && Boolean(parties.analyticsId || parties.adsConversionId);
}
