/**
 * @module Google's tag (gtag.js) for analytics and advertising conversion events (spec §7), loaded only when
 * configured and consented (decision 9; see loader.ts). Events sent before it loads are dropped, not queued:
 * nothing about a visitor is kept for a third party they have not accepted. The events themselves are sent by
 * events.ts, which this module tells when conversions start.
 */
import { gtagScriptUrl } from "../../shared/consent/third-party-config";
import { conversionsStarted, sendConversion } from "./events";

type Gtag = (...args: unknown[]) => void;

/** Ids configured in gtag so far (analytics, conversions), so each is configured once. */
const configured = new Set<string>();

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
  conversionsStarted(adsId);
  sendConversion("page_view");
}
