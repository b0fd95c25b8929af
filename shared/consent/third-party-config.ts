/**
 * @module Decision 9: the third parties as configured in `[vars]`, validated once on the server. A blank or
 * malformed value means "not configured": nothing of that party loads and the CSP does not name its hosts.
 */
import type { ThirdPartyConfig } from "./third-parties";

/** The `[vars]` that configure third parties (all optional; blank = off). */
export interface ThirdPartyVars {
  /** Google Analytics 4 measurement id, `G-XXXXXXX`; needs analytics consent. */
  ANALYTICS_ID?: string;
  /** Google Ads conversion id, `AW-123456789`; conversion events need advertising consent. */
  ADS_CONVERSION_ID?: string;
  /** Flight widget script URL (HTTPS) with `{origin}` and `{destination}` placeholders (ISO 3166-1 alpha-2). */
  AFFILIATE_FLIGHTS_WIDGET_URL?: string;
  /** Hostel widget script URL (HTTPS) with a `{destination}` placeholder (ISO 3166-1 alpha-2). */
  AFFILIATE_HOSTELS_WIDGET_URL?: string;
}

/** What the browser needs to load the configured third parties (rendered into the page; no secrets). */
export interface PublicThirdParties {
  analyticsId: string | null;
  adsConversionId: string | null;
  flightsWidgetUrl: string | null;
  hostelsWidgetUrl: string | null;
}

/** Origins gtag.js needs (Google's CSP guide for GA4 and Ads): its script, its beacons and Ads' conversion pixels. */
export const GOOGLE_TAG_HOSTS = {
  analytics: ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
  conversions: ["https://www.googletagmanager.com", "https://www.googleadservices.com", "https://googleads.g.doubleclick.net", "https://www.google.com"],
} as const;

/** The gtag.js loader URL for a measurement or conversion id. */
export function gtagScriptUrl(id: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}

const ANALYTICS_ID = /^G-[A-Z0-9]{4,20}$/;
const ADS_ID = /^AW-\d{6,15}$/;

function matching(value: string | undefined, pattern: RegExp): string | null {
  const trimmed = value?.trim() ?? "";
  return pattern.test(trimmed) ? trimmed : null;
}

// scheme https, a DNS host name (optionally a port), then a path, query or the end; no credentials, no spaces.
const HTTPS_URL = /^https:\/\/([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?)(?:[/?#][^\s"'<>\\]*)?$/i;

/** An absolute HTTPS URL (spec §5: only HTTPS URLs are allowed), else null. */
function httpsUrl(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return HTTPS_URL.test(trimmed) ? trimmed : null;
}

/**
 * Validates the third-party `[vars]`.
 * @returns each party's id or URL template, or null when blank or malformed.
 * @example publicThirdParties({ ANALYTICS_ID: "G-ABC1234" }).analyticsId // "G-ABC1234"
 */
export function publicThirdParties(vars: ThirdPartyVars): PublicThirdParties {
  return {
    analyticsId: matching(vars.ANALYTICS_ID, ANALYTICS_ID),
    adsConversionId: matching(vars.ADS_CONVERSION_ID, ADS_ID),
    flightsWidgetUrl: httpsUrl(vars.AFFILIATE_FLIGHTS_WIDGET_URL),
    hostelsWidgetUrl: httpsUrl(vars.AFFILIATE_HOSTELS_WIDGET_URL),
  };
}

/** `https://host[:port]` of a URL that passed httpsUrl, host lower-cased. */
function originOf(template: string): string {
  const host = HTTPS_URL.exec(template)?.[1] ?? "";
  return `https://${host.toLowerCase()}`;
}

/**
 * The validated parties as the consent rules see them: an id and the hosts each needs.
 * @example thirdPartyConfig(publicThirdParties({})) // {}
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
  return template
    .replaceAll("{origin}", encodeURIComponent(values.origin ?? ""))
    .replaceAll("{destination}", encodeURIComponent(values.destination));
}
