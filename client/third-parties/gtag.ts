/**
 * @module Google's tag (gtag.js) for analytics and advertising conversion events (spec §7), loaded only when
 * configured and consented (decision 9; see loader.ts). Events sent before it loads are dropped, not queued:
 * nothing about a visitor is kept for a third party they have not accepted.
 */
import { gtagScriptUrl } from "../../shared/consent/third-party-config";

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** Ids configured in gtag so far (analytics, conversions), so each is configured once. */
const configured = new Set<string>();
let conversionId: string | null = null;

/** The nonce of this page's scripts, so injected scripts pass the CSP even where hosts are not enough. */
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}

/** Appends a script once (by URL). */
export function injectScript(src: string, parent: HTMLElement = document.head): HTMLScriptElement {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(src)}"]`);
  if (existing) return existing;
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  script.nonce = pageNonce();
  parent.appendChild(script);
  return script;
}

function ensureGtag(loaderId: string): Gtag {
  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    // gtag.js reads the `arguments` objects pushed here, as Google's snippet does.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag("js", new Date());
    injectScript(gtagScriptUrl(loaderId));
  }
  return window.gtag;
}

/** Starts analytics (GA4) for a measurement id; GA4 sends the first page view itself. */
export function startAnalytics(measurementId: string) {
  if (configured.has(measurementId)) return;
  ensureGtag(measurementId)("config", measurementId);
  configured.add(measurementId);
}

/** Starts conversion events (Google Ads) for a conversion id, and sends the page view conversion. */
export function startConversions(adsId: string) {
  if (configured.has(adsId)) return;
  ensureGtag(adsId)("config", adsId);
  configured.add(adsId);
  conversionId = adsId;
  sendConversion("page_view");
}

/** The conversion events of spec §7; every one carries value 1 in INR. */
export type ConversionEvent =
  | { name: "page_view" }
  | { name: "form_submission"; formType: "visa_consultation" }
  | { name: "visa_search"; from: string; to: string; visaType: string };

/**
 * Sends a conversion event when conversions are running (configured and consented); otherwise does nothing.
 * @example sendConversion("visa_search", { from: "IN", to: "TH", visaType: "tourist" })
 */
export function sendConversion(name: ConversionEvent["name"], params: Record<string, string> = {}) {
  if (!conversionId || !window.gtag) return;
  window.gtag("event", name, { send_to: conversionId, value: 1, currency: "INR", ...params });
}

/** Whether conversion events are being sent (for tests and the widgets' fallbacks). */
export function conversionsRunning(): boolean {
  return conversionId !== null;
}
