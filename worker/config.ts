/**
 * @module The Worker's configuration: every `[vars]` value (wrangler.toml) and secret (.dev.vars.example,
 * `wrangler secret put`) parsed once, with zod, into typed values: numbers as numbers, "1"/"0" as booleans,
 * URLs and ids validated, a blank optional value meaning "off" (null). A malformed value is a ConfigError naming
 * the var, so a deployment with a typo fails loudly instead of running with a silently different setting.
 * Only this module reads vars and secrets; bindings (DB, KV, ASSETS) stay on `env`.
 */
import * as z from "zod";
import { isAdsConversionId, isAnalyticsId, isHttpsWidgetUrl, type PublicThirdParties } from "../shared/consent/third-party-config";
import { CONSULTATION_POLICY, type RateLimitPolicy, type RateLimitScope } from "../shared/leads/rate-limit";
import { DEFAULT_LEAD_RETENTION_DAYS } from "../shared/leads/retention";
import { parseBasePath } from "../shared/units/base-path";
import { parseCountryCode, type CountryCode } from "../shared/units/country-code";

/** The Worker's settings, as the rest of the Worker reads them. */
export interface AppConfig {
  /** Contact details shown on the site (spec placeholders `{email}`, `{phone}`) and its canonical origin. */
  site: {
    /** SITE_URL: the site's absolute http(s) URL, as configured (sitemap, robots.txt, canonical links). */
    url: string;
    /** CONTACT_EMAIL. */
    contactEmail: string;
    /** API_EMAIL. */
    apiEmail: string;
    /** CONTACT_PHONE, as written. */
    contactPhone: string;
    /** LEAD_RETENTION_DAYS, for the privacy policy's retention sentence (the same value the deletion uses). */
    leadRetentionDays: number;
  };
  /** ADS_TXT: the one line of /ads.txt, trimmed ("" serves an empty file). */
  adsTxt: string;
  /** ANALYTICS_ID, ADS_CONVERSION_ID, AFFILIATE_FLIGHTS_WIDGET_URL, AFFILIATE_HOSTELS_WIDGET_URL (decision 9). */
  thirdParties: PublicThirdParties;
  /** Native-app wrapper mode (decision 12). */
  app: {
    /** APP_USER_AGENT_TOKEN: a User-Agent containing it is the wrapper; null turns that check off. */
    userAgentToken: string | null;
    /** APP_BASE_PATH in canonical form ("/app"); null: no base path. */
    basePath: string | null;
    /** APP_FRAME_ANCESTOR as an HTTPS origin allowed to frame the site in app mode; null: no framing at all. */
    frameAncestor: string | null;
  };
  /** Development overrides of the visitor's country (never on in a deployment). */
  dev: {
    /** DEV_MODE "1": `?cf-country=` and DEV_COUNTRY are honoured. */
    enabled: boolean;
    /** DEV_COUNTRY, an ISO 3166-1 alpha-2 code, or null. */
    country: CountryCode | null;
  };
  /** PAGE_CACHE_SECONDS: seconds a rendered page is kept in the isolate (0: the cache is off). */
  pageCacheSeconds: number;
  /** Rate limit of each lead form: consultations the spec's; the others from API_CONTACT_* and CONTACT_*. */
  policies: Record<RateLimitScope, RateLimitPolicy>;
  /** Where leads go (issue #24): the webhook, the e-mail address of the send_email binding, and how long rows are kept. */
  leads: {
    /** LEADS_WEBHOOK_URL: HTTPS (or http on loopback, for the local receiver), or null: no webhook. */
    webhookUrl: string | null;
    /** LEADS_EMAIL_TO: the team's address for the LEADS_EMAIL binding (verified in Email Routing), or null: no e-mail. */
    emailTo: string | null;
    /** LEADS_EMAIL_FROM: the sender, on a domain onboarded to Cloudflare's e-mail sending, or null: no e-mail. */
    emailFrom: string | null;
    /** LEAD_RETENTION_DAYS: days a lead row is kept (the privacy policy reads the same value). */
    retentionDays: number;
  };
  /** The alerts (issue #47). */
  alerts: {
    /**
     * ALERTS_EMAIL_FROM: the sender of the alerts' messages through the ALERTS_EMAIL binding, on a domain onboarded to
     * Cloudflare's e-mail sending; null: the "Get alerts" forms say alerts are not available, and nothing is stored.
     */
    emailFrom: string | null;
  };
  /** The data watch (issue #35). */
  watch: {
    /** UPSTREAM_PASSPORT_INDEX_URL: the upstream tidy CSV checked weekly, HTTPS; null turns the upstream check off. */
    upstreamUrl: string | null;
    /** WATCH_FIXTURE_ORIGIN when DEV_MODE is "1", else null: the fixture server of `data:watch -- --fixtures`. */
    fixtureOrigin: string | null;
  };
  /** Worker secrets; null when unset or blank. */
  secrets: {
    /** IP_HASH_SALT: without it lead submissions fail closed (MissingSaltError). */
    ipHashSalt: string | null;
    /** OPS_TOKEN: without it GET /ops/rate-limits answers 404. */
    opsToken: string | null;
    /** LEADS_WEBHOOK_SECRET: the HMAC-SHA-256 key of webhook signatures; without it nothing is sent to the webhook. */
    leadsWebhookSecret: string | null;
    /** ALERTS_TOKEN_KEY: the HMAC key of the alerts' links and address hashes; without it the alerts are off. */
    alertsTokenKey: string | null;
  };
}

/**
 * Default lifetime of a kept page, in seconds, when PAGE_CACHE_SECONDS is unset or blank. Well under the
 * browser's five-minute staleTime (client/router.tsx), so the data a kept page hydrates with is still fresh and
 * the browser does not refetch it.
 */
export const DEFAULT_PAGE_CACHE_SECONDS = 60;

/** Thrown by getConfig when vars or secrets hold malformed values; the message names each var and what it must be. */
export class ConfigError extends Error {
  /** @param problems one `{ variable, expected }` per malformed var, in the order of the schema. */
  constructor(readonly problems: readonly { variable: string; expected: string }[]) {
    super(`Invalid Worker configuration: ${problems.map((p) => `${p.variable} must be ${p.expected}`).join("; ")}.`);
    this.name = "ConfigError";
  }

  /** The names of the malformed vars. */
  get variables(): string[] {
    return this.problems.map((p) => p.variable);
  }
}

const WEEK_SECONDS = 7 * 24 * 3600;

/**
 * A var whose trimmed text is parsed by `parse`; `expected` is the error's wording ("a whole number…").
 * Absent or blank gives `blank` (the default, or null for "off"); text that `parse` refuses (null), or a value
 * that is not text, is an issue.
 */
function parsed<T, B>(expected: string, blank: B, parse: (value: string) => T | null) {
  return z
    .string({ error: expected })
    .optional()
    .transform((raw, ctx): T | B => {
      const value = raw?.trim() ?? "";
      if (value === "") return blank;
      const result = parse(value);
      if (result === null) {
        ctx.addIssue({ code: "custom", message: expected });
        return z.NEVER;
      }
      return result;
    });
}

/** A var that must be set: absent or blank is an issue too. */
function required<T>(expected: string, parse: (value: string) => T | null) {
  return z
    .string({ error: expected })
    .optional()
    .transform((raw, ctx): T => {
      const result = parse(raw?.trim() ?? "");
      if (result === null) {
        ctx.addIssue({ code: "custom", message: expected });
        return z.NEVER;
      }
      return result;
    });
}

/** A secret: opaque text kept as given (not trimmed), null when absent or empty. */
const secret = z
  .string({ error: "text" })
  .optional()
  .transform((value) => (value ? value : null));

/** A whole number from `min` to `max` (digits only), else null. */
const wholeNumber = (min: number, max: number) => (value: string) => {
  const n = Number(value);
  return /^\d+$/.test(value) && n >= min && n <= max ? n : null;
};

/** An HTTPS URL, or an http URL on loopback (the local receiver), else null. */
function webhookUrl(value: string): string | null {
  try {
    const url = new URL(value);
    const loopback = url.hostname === "127.0.0.1" || url.hostname === "localhost";
    return url.protocol === "https:" || (url.protocol === "http:" && loopback) ? url.toString() : null;
  } catch {
    return null;
  }
}

const httpUrl = (value: string) => (z.url({ protocol: /^https?$/ }).safeParse(value).success ? value : null);
const email = (value: string) => (z.email().safeParse(value).success ? value : null);
const matching = (test: (value: string) => boolean) => (value: string) => (test(value) ? value : null);

/** An HTTPS URL, else null. */
function httpsUrl(value: string): string | null {
  try {
    return new URL(value).protocol === "https:" ? value : null;
  } catch {
    return null;
  }
}

/** An http origin on loopback with a port (the local fixture server), else null. */
function loopbackOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    const loopback = url.hostname === "127.0.0.1" || url.hostname === "localhost";
    return url.protocol === "http:" && loopback && url.port !== "" && url.origin === value.replace(/\/+$/, "") ? url.origin : null;
  } catch {
    return null;
  }
}

/** An HTTPS URL's origin (scheme, host, optional port), else null: a malformed var must not open framing. */
function httpsOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** A limit var: unset or blank falls back to the consultations' figure, as before these vars existed. */
const limit = (fallback: number, min: number, max: number) =>
  parsed(`blank or a whole number from ${min} to ${max}`, fallback, wholeNumber(min, max));

const varsSchema = z.object({
  SITE_URL: required("an absolute http(s) URL", httpUrl),
  CONTACT_EMAIL: required("an e-mail address", email),
  API_EMAIL: required("an e-mail address", email),
  CONTACT_PHONE: required("a phone number as shown to visitors", (v) => v || null),
  ADS_TXT: parsed("text", "", (v) => v),
  ANALYTICS_ID: parsed("blank or a Google Analytics 4 measurement id (G-XXXXXXX)", null, matching(isAnalyticsId)),
  ADS_CONVERSION_ID: parsed("blank or a Google Ads conversion id (AW-123456789)", null, matching(isAdsConversionId)),
  AFFILIATE_FLIGHTS_WIDGET_URL: parsed("blank or an HTTPS script URL", null, matching(isHttpsWidgetUrl)),
  AFFILIATE_HOSTELS_WIDGET_URL: parsed("blank or an HTTPS script URL", null, matching(isHttpsWidgetUrl)),
  APP_USER_AGENT_TOKEN: parsed("text", null, (v) => v),
  APP_BASE_PATH: parsed("blank or a path of /segments of letters, digits, - or _ (e.g. /app)", null, parseBasePath),
  APP_FRAME_ANCESTOR: parsed("blank or an HTTPS origin (https://host[:port])", null, httpsOrigin),
  DEV_MODE: parsed('blank, "0" or "1"', false, (v) => (v === "1" ? true : v === "0" ? false : null)),
  DEV_COUNTRY: parsed("blank or an ISO 3166-1 alpha-2 code", null, parseCountryCode),
  PAGE_CACHE_SECONDS: parsed("blank or a whole number of seconds from 0 to 999999", DEFAULT_PAGE_CACHE_SECONDS, wholeNumber(0, 999_999)),
  API_CONTACT_LIMIT_MAX: limit(CONSULTATION_POLICY.max, 1, 1000),
  API_CONTACT_LIMIT_WINDOW_SECONDS: limit(CONSULTATION_POLICY.windowSeconds, 60, WEEK_SECONDS),
  API_CONTACT_COOLDOWN_SECONDS: limit(CONSULTATION_POLICY.cooldownSeconds, 0, WEEK_SECONDS),
  CONTACT_LIMIT_MAX: limit(CONSULTATION_POLICY.max, 1, 1000),
  CONTACT_LIMIT_WINDOW_SECONDS: limit(CONSULTATION_POLICY.windowSeconds, 60, WEEK_SECONDS),
  CONTACT_COOLDOWN_SECONDS: limit(CONSULTATION_POLICY.cooldownSeconds, 0, WEEK_SECONDS),
  LEADS_WEBHOOK_URL: parsed("blank, an HTTPS URL, or http on 127.0.0.1/localhost", null, webhookUrl),
  LEADS_EMAIL_TO: parsed("blank or an e-mail address", null, email),
  LEADS_EMAIL_FROM: parsed("blank or an e-mail address", null, email),
  LEAD_RETENTION_DAYS: parsed("blank or a whole number of days from 30 to 3650", DEFAULT_LEAD_RETENTION_DAYS, wholeNumber(30, 3650)),
  ALERTS_EMAIL_FROM: parsed("blank or an e-mail address", null, email),
  UPSTREAM_PASSPORT_INDEX_URL: parsed("blank or an HTTPS URL", null, httpsUrl),
  WATCH_FIXTURE_ORIGIN: parsed("blank or an http origin on 127.0.0.1 or localhost with a port (http://127.0.0.1:9000)", null, loopbackOrigin),
  IP_HASH_SALT: secret,
  OPS_TOKEN: secret,
  LEADS_WEBHOOK_SECRET: secret,
  ALERTS_TOKEN_KEY: secret,
});

/** The names of the vars and secrets this module reads. */
export type ConfigVarName = keyof typeof varsSchema.shape;

/** What getConfig reads: the Worker's `env` (bindings are ignored), or any object holding some of the vars. */
export type ConfigVars = Readonly<Partial<Record<ConfigVarName, unknown>>>;

function parseConfig(env: ConfigVars): AppConfig {
  const result = varsSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => ({ variable: String(issue.path[0]), expected: issue.message })));
  }
  const v = result.data;
  return {
    site: {
      url: v.SITE_URL,
      contactEmail: v.CONTACT_EMAIL,
      apiEmail: v.API_EMAIL,
      contactPhone: v.CONTACT_PHONE,
      leadRetentionDays: v.LEAD_RETENTION_DAYS,
    },
    adsTxt: v.ADS_TXT,
    thirdParties: {
      analyticsId: v.ANALYTICS_ID,
      adsConversionId: v.ADS_CONVERSION_ID,
      flightsWidgetUrl: v.AFFILIATE_FLIGHTS_WIDGET_URL,
      hostelsWidgetUrl: v.AFFILIATE_HOSTELS_WIDGET_URL,
    },
    app: { userAgentToken: v.APP_USER_AGENT_TOKEN, basePath: v.APP_BASE_PATH, frameAncestor: v.APP_FRAME_ANCESTOR },
    dev: { enabled: v.DEV_MODE, country: v.DEV_COUNTRY },
    pageCacheSeconds: v.PAGE_CACHE_SECONDS,
    policies: {
      consultation: CONSULTATION_POLICY,
      "api-contact": {
        max: v.API_CONTACT_LIMIT_MAX,
        windowSeconds: v.API_CONTACT_LIMIT_WINDOW_SECONDS,
        cooldownSeconds: v.API_CONTACT_COOLDOWN_SECONDS,
      },
      contact: { max: v.CONTACT_LIMIT_MAX, windowSeconds: v.CONTACT_LIMIT_WINDOW_SECONDS, cooldownSeconds: v.CONTACT_COOLDOWN_SECONDS },
    },
    leads: { webhookUrl: v.LEADS_WEBHOOK_URL, emailTo: v.LEADS_EMAIL_TO, emailFrom: v.LEADS_EMAIL_FROM, retentionDays: v.LEAD_RETENTION_DAYS },
    alerts: { emailFrom: v.ALERTS_EMAIL_FROM },
    // The fixture origin sends every watch request to a local server: never outside development.
    watch: { upstreamUrl: v.UPSTREAM_PASSPORT_INDEX_URL, fixtureOrigin: v.DEV_MODE ? v.WATCH_FIXTURE_ORIGIN : null },
    secrets: {
      ipHashSalt: v.IP_HASH_SALT,
      opsToken: v.OPS_TOKEN,
      leadsWebhookSecret: v.LEADS_WEBHOOK_SECRET,
      alertsTokenKey: v.ALERTS_TOKEN_KEY,
    },
  };
}

// workerd hands every request of an isolate the same env object, so the parse runs once per isolate (and once
// per env a test builds). A failed parse is not kept: every request reports the error until the config is fixed.
const parsedByEnv = new WeakMap<object, AppConfig>();

/**
 * The configuration of this env, parsed on first use and then kept for as long as the env object lives.
 * @throws ConfigError naming every malformed var (a required one missing or blank included).
 * @example getConfig(c.env).pageCacheSeconds // 60
 */
export function getConfig(env: ConfigVars): AppConfig {
  let config = parsedByEnv.get(env);
  if (!config) {
    config = parseConfig(env);
    parsedByEnv.set(env, config);
  }
  return config;
}
