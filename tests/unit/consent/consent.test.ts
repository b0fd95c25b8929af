/** Consent creation and the strict cookie / local-storage codecs. */
import { describe, expect, it } from "vitest";
import {
  acceptAll,
  consentCookieString,
  consentFrom,
  latestConsent,
  parseConsentCookie,
  parseConsentStorage,
  rejectAll,
  serializeConsentCookie,
  serializeConsentStorage,
} from "../../../shared/consent/consent";

const NOW = new Date("2026-11-23T10:00:00.000Z");

describe("acceptAll / rejectAll / consentFrom", () => {
  it("Accept All grants all four categories", () => {
    expect(acceptAll(NOW)).toEqual({
      choices: { necessary: true, analytics: true, advertising: true, functional: true },
      consentedAt: "2026-11-23T10:00:00.000Z",
    });
  });

  it("Reject All keeps only necessary", () => {
    expect(rejectAll(NOW).choices).toEqual({ necessary: true, analytics: false, advertising: false, functional: false });
  });

  it("saved preferences keep each switch and force necessary on", () => {
    expect(consentFrom({ analytics: false, advertising: true, functional: false }, NOW).choices).toEqual({
      necessary: true,
      analytics: false,
      advertising: true,
      functional: false,
    });
  });
});

describe("consent cookie", () => {
  it("serialises to the compact v1 form", () => {
    expect(serializeConsentCookie(consentFrom({ analytics: true, advertising: false, functional: true }, NOW))).toBe(
      "v1.n1a1d0f1.2026-11-23T10:00:00.000Z",
    );
  });

  it("parses a well-formed value", () => {
    expect(parseConsentCookie("v1.n1a0d1f0.2026-11-23T10:00:00.000Z")).toEqual({
      choices: { necessary: true, analytics: false, advertising: true, functional: false },
      consentedAt: "2026-11-23T10:00:00.000Z",
    });
  });

  it.each([
    ["necessary switched off", "v1.n0a1d1f1.2026-11-23T10:00:00.000Z"],
    ["a flag that is not 0 or 1", "v1.n1a2d1f1.2026-11-23T10:00:00.000Z"],
    ["an unknown version", "v2.n1a1d1f1.2026-11-23T10:00:00.000Z"],
    ["an impossible date", "v1.n1a1d1f1.2026-02-30T10:00:00.000Z"],
    ["a date without milliseconds", "v1.n1a1d1f1.2026-11-23T10:00:00Z"],
    ["trailing text", "v1.n1a1d1f1.2026-11-23T10:00:00.000Zx"],
    ["JSON instead of the cookie form", '{"necessary":true}'],
    ["an empty value", ""],
  ])("treats %s as no consent", (_name, value) => {
    expect(parseConsentCookie(value)).toBeNull();
  });

  it("treats a missing cookie as no consent", () => {
    expect(parseConsentCookie(undefined)).toBeNull();
  });

  it("builds a one-year, site-wide, SameSite=Lax cookie", () => {
    expect(consentCookieString(rejectAll(NOW), false)).toBe("consent=v1.n1a0d0f0.2026-11-23T10:00:00.000Z; Max-Age=31536000; Path=/; SameSite=Lax");
  });

  it("adds Secure on HTTPS pages", () => {
    expect(consentCookieString(rejectAll(NOW), true)).toMatch(/; Secure$/);
  });
});

describe("consent in local storage", () => {
  it("stores the consent object with its date as JSON", () => {
    expect(JSON.parse(serializeConsentStorage(acceptAll(NOW)))).toEqual({
      necessary: true,
      analytics: true,
      advertising: true,
      functional: true,
      consentedAt: "2026-11-23T10:00:00.000Z",
    });
  });

  it("parses the stored JSON", () => {
    expect(
      parseConsentStorage('{"necessary":true,"analytics":false,"advertising":false,"functional":true,"consentedAt":"2026-01-02T03:04:05.006Z"}'),
    ).toEqual({ choices: { necessary: true, analytics: false, advertising: false, functional: true }, consentedAt: "2026-01-02T03:04:05.006Z" });
  });

  it.each([
    ["necessary false", '{"necessary":false,"analytics":true,"advertising":true,"functional":true,"consentedAt":"2026-11-23T10:00:00.000Z"}'],
    ["a string flag", '{"necessary":true,"analytics":"yes","advertising":true,"functional":true,"consentedAt":"2026-11-23T10:00:00.000Z"}'],
    ["a missing date", '{"necessary":true,"analytics":true,"advertising":true,"functional":true}'],
    ["an extra key", '{"necessary":true,"analytics":true,"advertising":true,"functional":true,"consentedAt":"2026-11-23T10:00:00.000Z","x":1}'],
    ["a bad date", '{"necessary":true,"analytics":true,"advertising":true,"functional":true,"consentedAt":"yesterday"}'],
    ["an array", "[true,true,true,true]"],
    ["not JSON", "accepted"],
  ])("treats %s as no consent", (_name, text) => {
    expect(parseConsentStorage(text)).toBeNull();
  });
});

describe("latestConsent", () => {
  const older = rejectAll(new Date("2026-01-01T00:00:00.000Z"));
  const newer = acceptAll(new Date("2026-06-01T00:00:00.000Z"));

  it("prefers the consent given last", () => {
    expect(latestConsent(older, newer)).toBe(newer);
    expect(latestConsent(newer, older)).toBe(newer);
  });

  it("keeps the only consent there is", () => {
    expect(latestConsent(null, older)).toBe(older);
    expect(latestConsent(older, null)).toBe(older);
  });
});
