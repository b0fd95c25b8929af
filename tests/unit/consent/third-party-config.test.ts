/** Decision 9: third parties come from [vars]; blank or malformed values mean "not configured". */
import { describe, expect, it } from "vitest";
import { publicThirdParties, thirdPartyConfig, widgetUrl } from "../../../shared/consent/third-party-config";

const NONE = { analyticsId: null, adsConversionId: null, flightsWidgetUrl: null, hostelsWidgetUrl: null };

describe("publicThirdParties", () => {
  it("configures nothing from blank vars", () => {
    expect(publicThirdParties({ ANALYTICS_ID: "", ADS_CONVERSION_ID: "  ", AFFILIATE_FLIGHTS_WIDGET_URL: "", AFFILIATE_HOSTELS_WIDGET_URL: "" })).toEqual(NONE);
  });

  it("keeps well-formed ids, trimmed", () => {
    expect(publicThirdParties({ ANALYTICS_ID: " G-ABC1234 ", ADS_CONVERSION_ID: "AW-123456789" })).toMatchObject({
      analyticsId: "G-ABC1234",
      adsConversionId: "AW-123456789",
    });
  });

  it.each(["UA-1234-1", "G-", "G-abc<script>", "AW-12", "AW-123456789;evil"])("refuses the malformed id %s", (id) => {
    const parties = publicThirdParties({ ANALYTICS_ID: id, ADS_CONVERSION_ID: id });
    expect(parties.analyticsId).toBeNull();
    expect(parties.adsConversionId).toBeNull();
  });

  it("keeps an HTTPS widget URL with placeholders", () => {
    const url = "https://widgets.example.com/flights.js?o={origin}&d={destination}";
    expect(publicThirdParties({ AFFILIATE_FLIGHTS_WIDGET_URL: url }).flightsWidgetUrl).toBe(url);
  });

  it.each(["http://widgets.example.com/f.js", "javascript:alert(1)", "https://user:pw@widgets.example.com/", "https://", "widgets.example.com/f.js", "https://a b.example/"])(
    "refuses the widget URL %s (spec §5: only HTTPS URLs)",
    (url) => {
      expect(publicThirdParties({ AFFILIATE_HOSTELS_WIDGET_URL: url }).hostelsWidgetUrl).toBeNull();
    },
  );
});

describe("thirdPartyConfig", () => {
  it("is empty when nothing is configured", () => {
    expect(thirdPartyConfig(NONE)).toEqual({});
  });

  it("names Google's tag hosts for analytics", () => {
    const config = thirdPartyConfig({ ...NONE, analyticsId: "G-ABC1234" });
    expect(config.analytics?.hosts).toContain("https://www.googletagmanager.com");
    expect(config.conversions).toBeUndefined();
  });

  it("names each widget's origin once, lower-cased", () => {
    const config = thirdPartyConfig({
      ...NONE,
      flightsWidgetUrl: "https://Widgets.Example.com:8443/f.js?o={origin}",
      hostelsWidgetUrl: "https://widgets.example.com:8443/h.js?d={destination}",
    });
    expect(config["affiliate-widgets"]?.hosts).toEqual(["https://widgets.example.com:8443"]);
  });
});

describe("widgetUrl", () => {
  it("fills the placeholders with encoded codes", () => {
    expect(widgetUrl("https://w.example/f.js?o={origin}&d={destination}", { origin: "IN", destination: "TH" })).toBe("https://w.example/f.js?o=IN&d=TH");
  });

  it("leaves an absent origin empty", () => {
    expect(widgetUrl("https://w.example/h.js?o={origin}&d={destination}", { destination: "TH" })).toBe("https://w.example/h.js?o=&d=TH");
  });
});
