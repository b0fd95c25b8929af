/**
 * @module Starts the third parties a consent allows (decision 9, spec §4: "after accept or save, analytics and
 * advertising are initialised only if enabled"). A party never stops once started within a page: withdrawing
 * consent stops it from the next page on, because the scripts are not loaded there.
 */
import type { ConsentChoices } from "../../shared/consent/consent";
import { type PublicThirdParties, thirdPartyConfig } from "../../shared/consent/third-party-config";
import { allowedThirdParties } from "../../shared/consent/third-parties";
import { startAnalytics, startConversions } from "./gtag";

/** Starts analytics and conversion events as configured and consented; affiliate widgets render in place. */
export function startThirdParties(parties: PublicThirdParties, consent: ConsentChoices | null) {
  const allowed = allowedThirdParties(thirdPartyConfig(parties), consent);
  if (allowed.includes("analytics") && parties.analyticsId) startAnalytics(parties.analyticsId);
  if (allowed.includes("conversions") && parties.adsConversionId) startConversions(parties.adsConversionId);
}
