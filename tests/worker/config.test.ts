/** The Worker's configuration (worker/config.ts): typed values, defaults, blank meaning off, a named error per bad value. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ConfigError, getConfig, type ConfigVars } from "../../worker/config";

/** The vars that have no default, well formed; everything else left unset. */
const REQUIRED = {
  SITE_URL: "https://visafeeatlas.example",
  CONTACT_EMAIL: "hello@visafeeatlas.example",
  API_EMAIL: "api@visafeeatlas.example",
  CONTACT_PHONE: "+91 00000 00000",
};

/** The error getConfig throws for these vars (fails the test when it throws none). */
function configError(vars: ConfigVars): ConfigError {
  try {
    getConfig(vars);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("defaults", () => {
  it("unset optional vars are off, and the limits and page cache take their defaults", () => {
    expect(getConfig({ ...REQUIRED })).toEqual({
      site: {
        url: "https://visafeeatlas.example",
        contactEmail: "hello@visafeeatlas.example",
        apiEmail: "api@visafeeatlas.example",
        contactPhone: "+91 00000 00000",
        leadRetentionDays: 730,
      },
      adsTxt: "",
      thirdParties: { analyticsId: null, adsConversionId: null, flightsWidgetUrl: null, hostelsWidgetUrl: null },
      app: { userAgentToken: null, basePath: null, frameAncestor: null },
      dev: { enabled: false, country: null },
      pageCacheSeconds: 60,
      policies: {
        consultation: { max: 5, windowSeconds: 3600, cooldownSeconds: 30 },
        "api-contact": { max: 5, windowSeconds: 3600, cooldownSeconds: 30 },
        contact: { max: 5, windowSeconds: 3600, cooldownSeconds: 30 },
      },
      leads: { webhookUrl: null, emailTo: null, emailFrom: null, retentionDays: 730 },
      alerts: { emailFrom: null },
      watch: { upstreamUrl: null, fixtureOrigin: null },
      secrets: { ipHashSalt: null, opsToken: null, leadsWebhookSecret: null, alertsTokenKey: null },
    });
  });

  it("blank values mean the same as unset ones", () => {
    const blank = {
      ANALYTICS_ID: " ",
      ADS_CONVERSION_ID: "",
      AFFILIATE_FLIGHTS_WIDGET_URL: "",
      AFFILIATE_HOSTELS_WIDGET_URL: "  ",
      APP_USER_AGENT_TOKEN: "",
      APP_BASE_PATH: "",
      APP_FRAME_ANCESTOR: "",
      DEV_MODE: "",
      DEV_COUNTRY: "",
      PAGE_CACHE_SECONDS: " ",
      API_CONTACT_LIMIT_MAX: "",
      CONTACT_COOLDOWN_SECONDS: "",
      IP_HASH_SALT: "",
      OPS_TOKEN: "",
    };
    expect(getConfig({ ...REQUIRED, ...blank })).toEqual(getConfig({ ...REQUIRED }));
  });

  it("reads wrangler.toml's [vars] and the test secrets", () => {
    const config = getConfig(env);
    expect(config.site.url).toBe("https://visafeeatlas.example");
    expect(config.adsTxt).toBe("google.com, pub-0000000000000000, DIRECT, f08c47fec0942fa0");
    expect(config.app).toEqual({ userAgentToken: "VisaFeeAtlasApp", basePath: "/app", frameAncestor: null });
    expect(config.dev).toEqual({ enabled: false, country: null });
    expect(config.policies["api-contact"]).toEqual({ max: 3, windowSeconds: 3600, cooldownSeconds: 30 });
    expect(config.policies.contact).toEqual({ max: 5, windowSeconds: 3600, cooldownSeconds: 30 });
    expect(config.secrets).toEqual({
      ipHashSalt: "test-salt",
      opsToken: "test-ops-token",
      leadsWebhookSecret: null,
      alertsTokenKey: "test-alerts-key",
    });
    // The alerts' sender (issue #47): on in wrangler.toml; the key is a secret.
    expect(config.alerts).toEqual({ emailFrom: "alerts@visafeeatlas.example" });
    expect(config.leads).toEqual({ webhookUrl: null, emailTo: null, emailFrom: null, retentionDays: 730 });
  });
});

describe("leads delivery vars", () => {
  it("takes an HTTPS webhook, or http on loopback only, and a retention from 30 to 3650 days", () => {
    expect(getConfig({ ...REQUIRED, LEADS_WEBHOOK_URL: "https://hooks.example.test/leads", LEAD_RETENTION_DAYS: "365" }).leads).toEqual({
      webhookUrl: "https://hooks.example.test/leads",
      emailTo: null,
      emailFrom: null,
      retentionDays: 365,
    });
    expect(getConfig({ ...REQUIRED, LEADS_WEBHOOK_URL: "http://127.0.0.1:8790/leads" }).leads.webhookUrl).toBe("http://127.0.0.1:8790/leads");
    expect(() => getConfig({ ...REQUIRED, LEADS_WEBHOOK_URL: "http://hooks.example.test/leads" })).toThrow(
      "LEADS_WEBHOOK_URL must be blank, an HTTPS URL, or http on 127.0.0.1/localhost",
    );
    expect(() => getConfig({ ...REQUIRED, LEAD_RETENTION_DAYS: "10" })).toThrow(
      "LEAD_RETENTION_DAYS must be blank or a whole number of days from 30 to 3650",
    );
  });

  it("takes the e-mail channel's two addresses, and refuses one that is not an address", () => {
    const leads = getConfig({ ...REQUIRED, LEADS_EMAIL_FROM: "leads@visafeeatlas.example", LEADS_EMAIL_TO: "team@visafeeatlas.example" }).leads;
    expect(leads).toMatchObject({ emailFrom: "leads@visafeeatlas.example", emailTo: "team@visafeeatlas.example" });
    expect(() => getConfig({ ...REQUIRED, LEADS_EMAIL_FROM: "leads" })).toThrow("LEADS_EMAIL_FROM must be blank or an e-mail address");
  });
});

describe("data watch vars", () => {
  const UPSTREAM = "https://raw.githubusercontent.com/ilyankou/passport-index-dataset/master/passport-index-tidy-iso2.csv";

  it("takes the upstream file's HTTPS URL; blank (wrangler.toml's value) turns the check off", () => {
    expect(getConfig({ ...REQUIRED, UPSTREAM_PASSPORT_INDEX_URL: UPSTREAM }).watch.upstreamUrl).toBe(UPSTREAM);
    expect(getConfig(env).watch).toEqual({ upstreamUrl: null, fixtureOrigin: null });
    expect(() => getConfig({ ...REQUIRED, UPSTREAM_PASSPORT_INDEX_URL: UPSTREAM.replace("https:", "http:") })).toThrow(
      "UPSTREAM_PASSPORT_INDEX_URL must be blank or an HTTPS URL",
    );
  });

  it("honours the fixture origin only in development, and only a loopback http origin with a port", () => {
    const fixture = { ...REQUIRED, WATCH_FIXTURE_ORIGIN: "http://127.0.0.1:9100" };
    expect(getConfig({ ...fixture, DEV_MODE: "1" }).watch.fixtureOrigin).toBe("http://127.0.0.1:9100");
    // A deployment (DEV_MODE "0" or unset) ignores it: the watch keeps to HTTPS on public hosts.
    expect(getConfig({ ...fixture, DEV_MODE: "0" }).watch.fixtureOrigin).toBeNull();
    expect(getConfig(fixture).watch.fixtureOrigin).toBeNull();
    for (const value of ["https://127.0.0.1:9100", "http://192.168.1.2:9100", "http://127.0.0.1", "http://127.0.0.1:9100/path"]) {
      expect(() => getConfig({ ...REQUIRED, DEV_MODE: "1", WATCH_FIXTURE_ORIGIN: value })).toThrow(
        "WATCH_FIXTURE_ORIGIN must be blank or an http origin on 127.0.0.1 or localhost with a port (http://127.0.0.1:9000)",
      );
    }
  });
});

describe("typed values", () => {
  it("parses numbers, booleans, codes, paths and origins", () => {
    const config = getConfig({
      ...REQUIRED,
      PAGE_CACHE_SECONDS: " 0 ",
      DEV_MODE: "1",
      DEV_COUNTRY: "in",
      APP_BASE_PATH: " /app/ ",
      APP_FRAME_ANCESTOR: "https://App.example:8443/wrapper",
      API_CONTACT_LIMIT_MAX: "1000",
      API_CONTACT_LIMIT_WINDOW_SECONDS: "60",
      API_CONTACT_COOLDOWN_SECONDS: "0",
    });
    expect(config.pageCacheSeconds).toBe(0);
    expect(config.dev).toEqual({ enabled: true, country: "IN" });
    expect(config.app.basePath).toBe("/app");
    expect(config.app.frameAncestor).toBe("https://app.example:8443");
    expect(config.policies["api-contact"]).toEqual({ max: 1000, windowSeconds: 60, cooldownSeconds: 0 });
  });

  it("keeps well-formed third parties, trimmed", () => {
    const config = getConfig({
      ...REQUIRED,
      ANALYTICS_ID: " G-ABC1234 ",
      ADS_CONVERSION_ID: "AW-123456789",
      AFFILIATE_HOSTELS_WIDGET_URL: "https://w.example/h.js?d={destination}",
    });
    expect(config.thirdParties).toEqual({
      analyticsId: "G-ABC1234",
      adsConversionId: "AW-123456789",
      flightsWidgetUrl: null,
      hostelsWidgetUrl: "https://w.example/h.js?d={destination}",
    });
  });

  it("keeps secrets exactly as given", () => {
    expect(getConfig({ ...REQUIRED, IP_HASH_SALT: " salt with spaces " }).secrets.ipHashSalt).toBe(" salt with spaces ");
  });
});

describe("a bad value", () => {
  it.each([
    ["SITE_URL", "visafeeatlas.example"],
    ["SITE_URL", "ftp://visafeeatlas.example"],
    ["SITE_URL", ""],
    ["CONTACT_EMAIL", "hello"],
    ["API_EMAIL", undefined],
    ["CONTACT_PHONE", "   "],
    ["ANALYTICS_ID", "UA-1234-1"],
    ["ADS_CONVERSION_ID", "AW-12"],
    ["AFFILIATE_FLIGHTS_WIDGET_URL", "javascript:alert(1)"],
    ["AFFILIATE_HOSTELS_WIDGET_URL", "http://widgets.example.com/h.js"],
    ["APP_BASE_PATH", "app"],
    ["APP_BASE_PATH", "/"],
    ["APP_FRAME_ANCESTOR", "http://app.example"],
    ["DEV_MODE", "true"],
    ["DEV_COUNTRY", "India"],
    ["PAGE_CACHE_SECONDS", "-1"],
    ["PAGE_CACHE_SECONDS", "1.5"],
    ["PAGE_CACHE_SECONDS", "9999999"],
    ["PAGE_CACHE_SECONDS", 60],
    ["API_CONTACT_LIMIT_MAX", "0"],
    ["CONTACT_LIMIT_MAX", "1001"],
    ["CONTACT_LIMIT_WINDOW_SECONDS", "30"],
    ["API_CONTACT_COOLDOWN_SECONDS", "x"],
  ])("%s = %j is a ConfigError naming the var", (variable, value) => {
    const error = configError({ ...REQUIRED, [variable]: value });
    expect(error.variables).toEqual([variable]);
    expect(error.message).toMatch(new RegExp(`^Invalid Worker configuration: ${variable} must be `));
  });

  it("names every bad var at once", () => {
    expect(configError({ ...REQUIRED, DEV_MODE: "yes", PAGE_CACHE_SECONDS: "abc" }).variables).toEqual(["DEV_MODE", "PAGE_CACHE_SECONDS"]);
  });

  it("says what the var must be, without echoing the value", () => {
    const error = configError({ ...REQUIRED, PAGE_CACHE_SECONDS: "sixty" });
    expect(error.message).toBe("Invalid Worker configuration: PAGE_CACHE_SECONDS must be blank or a whole number of seconds from 0 to 999999.");
  });
});

describe("caching", () => {
  it("parses an env once and answers the same config for it", () => {
    const vars = { ...REQUIRED };
    expect(getConfig(vars)).toBe(getConfig(vars));
  });

  it("parses another env object on its own", () => {
    expect(getConfig({ ...REQUIRED, PAGE_CACHE_SECONDS: "0" }).pageCacheSeconds).toBe(0);
    expect(getConfig({ ...REQUIRED }).pageCacheSeconds).toBe(60);
  });

  it("does not keep a failed parse: the same env fails again", () => {
    const vars = { ...REQUIRED, DEV_MODE: "on" };
    expect(() => getConfig(vars)).toThrow(ConfigError);
    expect(() => getConfig(vars)).toThrow(ConfigError);
  });
});
