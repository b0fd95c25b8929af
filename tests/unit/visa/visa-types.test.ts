import { describe, expect, it } from "vitest";
import feeRecords from "../../../data/visa-fees/india-fees.v2.json";
import { DEFAULT_VISA_TYPE, isVisaType, visaTypeLabel } from "../../../shared/visa/visa-types";

describe("visaTypeLabel", () => {
  it.each([
    ["tourist", "Tourist"],
    ["business", "Business"],
    ["work", "Work"],
    ["permanent-residence", "Permanent Residence"],
    ["departure-tax", "Departure Tax"],
    ["long-term", "Long-term"],
  ])("labels %s %j", (type, label) => {
    expect(visaTypeLabel(type)).toBe(label);
  });

  it.each([
    ["null", null],
    ["undefined", undefined],
    ["the empty string", ""],
    ["an unknown type", "spaceship"],
    ["a differently cased type", "Business"],
  ])("falls back to Tourist for %s", (_label, type) => {
    expect(visaTypeLabel(type)).toBe("Tourist");
  });
});

describe("isVisaType", () => {
  it.each(["tourist", "long-term", "registration", "work"])("knows %s", (value) => {
    expect(isVisaType(value)).toBe(true);
  });

  it.each(["Tourist", "visa", "", "toString"])("rejects %j", (value) => {
    expect(isVisaType(value)).toBe(false);
  });

  it("knows every visa type used by the Indian fee records", () => {
    const unknown = [...new Set(feeRecords.map((r) => r.visaType))].filter((t) => !isVisaType(t));
    expect(unknown).toEqual([]);
  });
});

describe("DEFAULT_VISA_TYPE", () => {
  it("is tourist", () => {
    expect(DEFAULT_VISA_TYPE).toBe("tourist");
  });
});
