/** The cookie banner's form (issue #33): the consent a submission means, its schema, and the only ways back. */
import { describe, expect, it } from "vitest";
import { serializeConsentCookie } from "../../../shared/consent/consent";
import { CONSENT_BACK_MAX_LENGTH, consentOfForm, safeBackPath } from "../../../shared/consent/consent-form";
import { consentFormSchema } from "../../../shared/schemas/consent-form";

const NOW = new Date("2026-11-26T10:00:00.000Z");

describe("consentOfForm", () => {
  it("Accept All, Reject All and Save Preferences give the cookie the browser's store would write", () => {
    expect(serializeConsentCookie(consentOfForm({ choice: "accept" }, NOW))).toBe("v1.n1a1d1f1.2026-11-26T10:00:00.000Z");
    expect(serializeConsentCookie(consentOfForm({ choice: "reject" }, NOW))).toBe("v1.n1a0d0f0.2026-11-26T10:00:00.000Z");
    expect(serializeConsentCookie(consentOfForm({ choice: "save" }, NOW))).toBe("v1.n1a0d0f0.2026-11-26T10:00:00.000Z");
    expect(serializeConsentCookie(consentOfForm({ choice: "save", analytics: "on", functional: "on" }, NOW))).toBe(
      "v1.n1a1d0f1.2026-11-26T10:00:00.000Z",
    );
  });

  it("ignores switches sent with Accept All or Reject All", () => {
    expect(consentOfForm({ choice: "reject", analytics: "on", advertising: "on" }, NOW).choices).toEqual({
      necessary: true,
      analytics: false,
      advertising: false,
      functional: false,
    });
  });
});

describe("consentFormSchema", () => {
  it("takes a back past CONSENT_BACK_MAX_LENGTH: safeBackPath shortens it, and the choice is kept (issue #44)", () => {
    expect(consentFormSchema.safeParse({ choice: "accept", back: `/${"a".repeat(CONSENT_BACK_MAX_LENGTH)}` }).success).toBe(true);
  });

  it("takes the banner's fields", () => {
    expect(consentFormSchema.safeParse({ choice: "reject", back: "/" }).success).toBe(true);
    expect(consentFormSchema.safeParse({ choice: "save", analytics: "on", advertising: "on", functional: "on" }).success).toBe(true);
  });

  it.each([
    ["no choice", { back: "/" }],
    ["an unknown choice", { choice: "maybe" }],
    ["a switch that is not 'on'", { choice: "save", analytics: "true" }],
    ["an unknown field", { choice: "accept", necessary: "off" }],
    ["a repeated field", { choice: ["accept", "reject"] }],
  ])("refuses %s", (_, fields) => {
    expect(consentFormSchema.safeParse(fields).success).toBe(false);
  });
});

describe("safeBackPath", () => {
  it.each(["/", "/visa-free?passport=IN", "/passport/easy-visa-countries", "/?from=IN&to=TH", "/changes?q=%2F%2Fevil"])("keeps %s", (path) => {
    expect(safeBackPath(path)).toBe(path);
  });

  it.each([
    undefined,
    "",
    "//evil.example/",
    "///evil.example/",
    "/\\evil.example/",
    "/\\/evil.example/",
    "/\t/evil.example/",
    "/\n/evil.example/",
    "https://evil.example/",
    "http:evil.example",
    "javascript:alert(1)",
    "evil.example/path",
    " /visa-free",
    `/${"a".repeat(CONSENT_BACK_MAX_LENGTH)}`,
  ])("sends %j home instead", (back) => {
    expect(safeBackPath(back)).toBe("/");
  });

  it.each([
    [`/visa-free?passport=IN&q=${"a".repeat(2100)}`, "/visa-free"],
    [`/changes#${"a".repeat(2100)}`, "/changes"],
    [`/${"a".repeat(1999)}?q=${"b".repeat(100)}`, `/${"a".repeat(1999)}`],
    [`/${"a".repeat(2000)}?q=b`, "/"],
    [`//evil.example/?q=${"a".repeat(2100)}`, "/"],
    [`/\\evil.example/?q=${"a".repeat(2100)}`, "/"],
  ])("a back past the limit leads to its path without the query, when that is safe and short enough (%#)", (back, expected) => {
    expect(safeBackPath(back)).toBe(expected);
  });
});
