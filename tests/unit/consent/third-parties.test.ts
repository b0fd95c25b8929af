/** Decision 9: third parties load only when configured AND consented. */
import { describe, expect, it } from "vitest";
import type { ConsentChoices } from "../../../shared/consent/consent";
import { allowedThirdParties, thirdPartyHosts, type ThirdPartyConfig } from "../../../shared/consent/third-parties";

const ALL: ConsentChoices = { necessary: true, analytics: true, advertising: true, functional: true };
const NECESSARY_ONLY: ConsentChoices = { necessary: true, analytics: false, advertising: false, functional: false };
const FULL_CONFIG: ThirdPartyConfig = {
  analytics: { id: "A-1", hosts: ["stats.example"] },
  conversions: { id: "C-1", hosts: ["ads.example"] },
  "affiliate-widgets": { id: "W-1", hosts: ["widgets.example", "ads.example"] },
};

describe("allowedThirdParties", () => {
  it("allows nothing when nothing is configured, even with full consent", () => {
    expect(allowedThirdParties({}, ALL)).toEqual([]);
  });

  it("allows nothing without stored consent", () => {
    expect(allowedThirdParties(FULL_CONFIG, null)).toEqual([]);
  });

  it("allows nothing after Reject All", () => {
    expect(allowedThirdParties(FULL_CONFIG, NECESSARY_ONLY)).toEqual([]);
  });

  it("allows every configured party after Accept All", () => {
    expect(allowedThirdParties(FULL_CONFIG, ALL)).toEqual(["analytics", "conversions", "affiliate-widgets"]);
  });

  it("ties conversion events and affiliate widgets to advertising consent", () => {
    expect(allowedThirdParties(FULL_CONFIG, { ...NECESSARY_ONLY, advertising: true })).toEqual(["conversions", "affiliate-widgets"]);
  });

  it("ties analytics to analytics consent", () => {
    expect(allowedThirdParties(FULL_CONFIG, { ...NECESSARY_ONLY, analytics: true })).toEqual(["analytics"]);
  });

  it("ignores functional consent for third parties", () => {
    expect(allowedThirdParties(FULL_CONFIG, { ...NECESSARY_ONLY, functional: true })).toEqual([]);
  });

  it("treats a blank id as not configured", () => {
    expect(allowedThirdParties({ analytics: { id: "  ", hosts: ["stats.example"] } }, ALL)).toEqual([]);
  });
});

describe("thirdPartyHosts", () => {
  it("names no host when nothing is configured", () => {
    expect(thirdPartyHosts({})).toEqual([]);
  });

  it("names each configured host once", () => {
    expect(thirdPartyHosts(FULL_CONFIG)).toEqual(["stats.example", "ads.example", "widgets.example"]);
  });

  it("leaves out parties with a blank id", () => {
    expect(thirdPartyHosts({ conversions: { id: "", hosts: ["ads.example"] } })).toEqual([]);
  });
});
