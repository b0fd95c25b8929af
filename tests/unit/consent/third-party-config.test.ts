/** Decision 9: the checks of the third parties' [vars] (worker/config.ts applies them), and their hosts. */
import { describe, expect, it } from "vitest";
import { isAdsConversionId, isAnalyticsId, isHttpsWidgetUrl, thirdPartyConfig, widgetUrl } from "../../../shared/consent/third-party-config";

const NONE = { analyticsId: null, adsConversionId: null, flightsWidgetUrl: null, hostelsWidgetUrl: null };

describe("the third-party id and URL checks", () => {
  it("accept well-formed ids", () => {
    expect(isAnalyticsId("G-ABC1234")).toBe(true);
    expect(isAdsConversionId("AW-123456789")).toBe(true);
  });

  it.each(["UA-1234-1", "G-", "G-abc<script>", "AW-12", "AW-123456789;evil", ""])("refuse the malformed id %j", (id) => {
    expect(isAnalyticsId(id)).toBe(false);
    expect(isAdsConversionId(id)).toBe(false);
  });

  it("accept an HTTPS widget URL with placeholders", () => {
    expect(isHttpsWidgetUrl("https://widgets.example.com/flights.js?o={origin}&d={destination}")).toBe(true);
  });

  it.each([
    "http://widgets.example.com/f.js",
    "javascript:alert(1)",
    "https://user:pw@widgets.example.com/",
    "https://",
    "widgets.example.com/f.js",
    "https://a b.example/",
  ])("refuse the widget URL %s (spec §5: only HTTPS URLs)", (url) => {
    expect(isHttpsWidgetUrl(url)).toBe(false);
  });
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
    expect(widgetUrl("https://w.example/f.js?o={origin}&d={destination}", { origin: "IN", destination: "TH" })).toBe(
      "https://w.example/f.js?o=IN&d=TH",
    );
  });

  it("leaves an absent origin empty", () => {
    expect(widgetUrl("https://w.example/h.js?o={origin}&d={destination}", { destination: "TH" })).toBe("https://w.example/h.js?o=&d=TH");
  });
});
