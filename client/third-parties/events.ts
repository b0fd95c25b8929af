/**
 * @module The advertising conversion events the pages send (spec §7: page view, consultation form submission,
 * visa search with from/to/type; value 1, INR). They reach Google only when conversions are configured and the
 * visitor granted advertising consent; otherwise each call does nothing.
 */
import { sendConversion } from "./gtag";

/** A visa search: origin and destination (ISO 3166-1 alpha-2) and the visa type (e.g. "tourist"). */
export function trackVisaSearch(from: string, to: string, visaType = "tourist") {
  sendConversion("visa_search", { from, to, visa_type: visaType });
}

/** A submitted consultation form (form type visa_consultation). */
export function trackConsultationSubmitted() {
  sendConversion("form_submission", { form_type: "visa_consultation" });
}
