/**
 * @module Decision 9: the third parties as configured (the Worker reads and validates their `[vars]` once, in
 * worker/config.ts, with the checks below), what the browser needs to load them, and the hosts each needs.
 * A party left blank is not configured: nothing of it loads and the CSP does not name its hosts.
 */
import type { ThirdPartyConfig } from "./third-parties";

/** What the browser needs to load the configured third parties (rendered into the page; no secrets); null = off. */
export interface PublicThirdParties {
  /** Google Analytics 4 measurement id, `G-XXXXXXX`; needs analytics consent. */
  analyticsId: string | null;
  /** Google Ads conversion id, `AW-123456789`; conversion events need advertising consent. */
  adsConversionId: string | null;
  /** Flight widget script URL (HTTPS) with `{origin}` and `{destination}` placeholders (ISO 3166-1 alpha-2). */
  flightsWidgetUrl: string | null;
  /** Hostel widget script URL (HTTPS) with a `{destination}` placeholder (ISO 3166-1 alpha-2). */
  hostelsWidgetUrl: string | null;
}

/** Origins gtag.js needs (Google's CSP guide for GA4 and Ads): its script, its beacons and Ads' conversion pixels. */
export const GOOGLE_TAG_HOSTS = {
  analytics: ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
  conversions: [
    "https://www.googletagmanager.com",
    "https://www.googleadservices.com",
    "https://googleads.g.doubleclick.net",
    "https://www.google.com",
  ],
} as const;

/** The gtag.js loader URL for a measurement or conversion id. */
export function gtagScriptUrl(id: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}

const ANALYTICS_ID = /^G-[A-Z0-9]{4,20}$/;
const ADS_ID = /^AW-\d{6,15}$/;

// scheme https, a DNS host name (optionally a port), then a path, query or the end; no credentials, no spaces.
const HTTPS_URL = /^https:\/\/([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?)(?:[/?#][^\s"'<>\\]*)?$/i;

/**
 * Whether a value is a Google Analytics 4 measurement id: `G-` then 4 to 20 upper-case letters or digits.
 * @example isAnalyticsId("G-ABC1234") // true
 */
export function isAnalyticsId(value: string): boolean {
  return ANALYTICS_ID.test(value);
}

/**
 * Whether a value is a Google Ads conversion id: `AW-` then 6 to 15 digits.
 * @example isAdsConversionId("AW-123456789") // true
 */
export function isAdsConversionId(value: string): boolean {
  return ADS_ID.test(value);
}

/**
 * Whether a value is an absolute HTTPS URL fit for a widget script (spec §5: only HTTPS URLs are allowed): a DNS
 * host name (optionally a port), no credentials, no spaces, quotes or angle brackets.
 * @example isHttpsWidgetUrl("https://widgets.example.com/f.js?o={origin}") // true
 * @example isHttpsWidgetUrl("http://widgets.example.com/f.js") // false
 */
export function isHttpsWidgetUrl(value: string): boolean {
  return HTTPS_URL.test(value);
}

/** `https://host[:port]` of a URL that passed isHttpsWidgetUrl, host lower-cased. */
function originOf(template: string): string {
  const host = HTTPS_URL.exec(template)?.[1] ?? "";
  return `https://${host.toLowerCase()}`;
}

/**
 * The validated parties as the consent rules see them: an id and the hosts each needs.
 * @example thirdPartyConfig({ analyticsId: null, adsConversionId: null, flightsWidgetUrl: null, hostelsWidgetUrl: null }) // {}
 */
export function thirdPartyConfig(parties: PublicThirdParties): ThirdPartyConfig {
  const config: ThirdPartyConfig = {};
  if (parties.analyticsId) config.analytics = { id: parties.analyticsId, hosts: GOOGLE_TAG_HOSTS.analytics };
  if (parties.adsConversionId) config.conversions = { id: parties.adsConversionId, hosts: GOOGLE_TAG_HOSTS.conversions };
  const widgets = [parties.flightsWidgetUrl, parties.hostelsWidgetUrl].filter((url): url is string => url !== null);
  if (widgets.length > 0) config["affiliate-widgets"] = { id: widgets.join(" "), hosts: [...new Set(widgets.map(originOf))] };
  return config;
}

/**
 * A widget URL with its placeholders filled (URL-encoded ISO codes).
 * @example widgetUrl("https://w.example/f.js?o={origin}&d={destination}", { origin: "IN", destination: "TH" }) // "https://w.example/f.js?o=IN&d=TH"
 */
export function widgetUrl(template: string, values: { origin?: string; destination: string }): string {
  return template.replaceAll("{origin}", encodeURIComponent(values.origin ?? "")).replaceAll("{destination}", encodeURIComponent(values.destination));
}
