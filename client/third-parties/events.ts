/**
 * @module The advertising conversion events the pages send (spec §7: page view, consultation form submission,
 * visa search with from/to/type; value 1, INR). They reach Google only when conversions are configured and the
 * visitor granted advertising consent (gtag.ts calls `conversionsStarted` then); otherwise each call does nothing.
 * Kept apart from gtag.ts, so the pages that report events do not ship the tag's loader with them.
 */

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** The Google Ads conversion id once conversions run, else null. */
let conversionId: string | null = null;

/** The conversion events of spec §7; every one carries value 1 in INR. */
export type ConversionEvent =
  | { name: "page_view" }
  | { name: "form_submission"; formType: "visa_consultation" }
  | { name: "visa_search"; from: string; to: string; visaType: string };

/** Records that conversion events run for `adsId` (gtag.ts, once configured and consented). */
export function conversionsStarted(adsId: string) {
  conversionId = adsId;
}

/**
 * Sends a conversion event when conversions are running (configured and consented); otherwise does nothing.
 * @example sendConversion("visa_search", { from: "IN", to: "TH", visaType: "tourist" })
 */
export function sendConversion(name: ConversionEvent["name"], params: Record<string, string> = {}) {
  if (!conversionId || !window.gtag) return;
  window.gtag("event", name, { send_to: conversionId, value: 1, currency: "INR", ...params });
}

/** A visa search: origin and destination (ISO 3166-1 alpha-2) and the visa type (e.g. "tourist"). */
export function trackVisaSearch(from: string, to: string, visaType = "tourist") {
  sendConversion("visa_search", { from, to, visa_type: visaType });
}

/** A submitted consultation form (form type visa_consultation). */
export function trackConsultationSubmitted() {
  sendConversion("form_submission", { form_type: "visa_consultation" });
}
