import { describe, expect, it } from "vitest";
import { phoneDigits, phoneRuleFor, SPEC_PHONE_RULES, validatePhone } from "../../../shared/phone/rules";

describe("the spec's 20-country table", () => {
  it("holds 20 countries", () => {
    expect(SPEC_PHONE_RULES).toHaveLength(20);
  });

  it.each([
    ["IN", 10, 10],
    ["US", 10, 10],
    ["GB", 10, 11],
    ["AU", 9, 9],
    ["CA", 10, 10],
    ["DE", 10, 12],
    ["FR", 10, 10],
    ["JP", 10, 11],
    ["CN", 11, 11],
    ["BR", 10, 11],
    ["AE", 9, 9],
    ["SG", 8, 8],
    ["MY", 9, 10],
    ["TH", 9, 10],
    ["ID", 10, 13],
    ["PH", 10, 10],
    ["VN", 9, 10],
    ["KR", 10, 11],
    ["SA", 9, 9],
    ["EG", 10, 10],
  ])("%s takes %i to %i digits, whatever libphonenumber says", (code, min, max) => {
    expect(phoneRuleFor(code)).toMatchObject({ minDigits: min, maxDigits: max, source: "spec" });
    expect(validatePhone("1".repeat(min), phoneRuleFor(code)).ok).toBe(true);
    expect(validatePhone("1".repeat(max), phoneRuleFor(code)).ok).toBe(true);
    expect(validatePhone("1".repeat(min - 1), phoneRuleFor(code)).ok).toBe(false);
    expect(validatePhone("1".repeat(max + 1), phoneRuleFor(code)).ok).toBe(false);
  });
});

describe("other countries", () => {
  it("use libphonenumber-js's possible lengths (Nepal: 8–11)", () => {
    expect(phoneRuleFor("NP")).toMatchObject({ countryName: "Nepal", minDigits: 8, maxDigits: 11, prefix: "+977", source: "libphonenumber" });
  });

  it("fall back to 7–15 digits with the spec's message when unknown to both", () => {
    const rule = phoneRuleFor("XK");
    expect(rule.source === "fallback" || rule.source === "libphonenumber").toBe(true);
    const unknown = phoneRuleFor("ZZ");
    expect(unknown).toMatchObject({ minDigits: 7, maxDigits: 15, source: "fallback" });
    expect(validatePhone("123456", unknown)).toEqual({ ok: false, message: "Phone number should be between 7-15 digits" });
    expect(validatePhone("1234567890123456", unknown)).toEqual({ ok: false, message: "Phone number should be between 7-15 digits" });
    expect(validatePhone("1234567", unknown)).toEqual({ ok: true, value: "1234567" });
  });
});

describe("validatePhone", () => {
  it.each([
    ["", "Please enter your contact number to continue."],
    ["abc", "Please enter your contact number to continue."],
    ["98765", "Phone number should be at least 10 digits for India"],
    ["987654321012", "Phone number should be at most 10 digits for India"],
    ["9".repeat(10_000), "Phone number should be at most 10 digits for India"],
  ])("refuses %j for India with %j", (raw, message) => {
    expect(validatePhone(raw, phoneRuleFor("IN"))).toEqual({ ok: false, message });
  });

  it("keeps the digits only", () => {
    expect(validatePhone("(98765) 432-10", phoneRuleFor("IN"))).toEqual({ ok: true, value: "9876543210" });
    expect(phoneDigits("+1 (555) 010-9999")).toBe("15550109999");
  });
});
