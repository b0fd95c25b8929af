import { describe, expect, it } from "vitest";
import {
  isVisaExempt,
  parseRequirement,
  requirementLabel,
  sameRequirement,
  UnknownRequirementError,
  type RequirementCategory,
} from "../../../shared/visa/requirement";

describe("parseRequirement", () => {
  it.each([
    ["7", "visa-free", 7],
    ["360", "visa-free", 360],
    ["90", "visa-free", 90],
    ["visa free", "visa-free", null],
    ["visa on arrival", "visa-on-arrival", null],
    ["eta", "eta", null],
    ["e-visa", "e-visa", null],
    ["visa required", "visa-required", null],
    ["no admission", "no-admission", null],
    ["-1", "own-country", null],
  ])("reads the dataset value %j as %s with max stay %j", (value, category, maxStayDays) => {
    expect(parseRequirement(value)).toEqual({ category, maxStayDays });
  });

  it("ignores case and surrounding space", () => {
    expect(parseRequirement("  Visa On Arrival ")).toEqual({ category: "visa-on-arrival", maxStayDays: null });
  });

  it.each(["", "maybe", "visa-free", "evisa", "0", "400", "7.5", "-2"])("throws UnknownRequirementError for %j", (value) => {
    expect(() => parseRequirement(value)).toThrow(UnknownRequirementError);
  });

  it("names the unknown value in the error", () => {
    let error: unknown;
    try {
      parseRequirement("maybe");
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({
      name: "UnknownRequirementError",
      value: "maybe",
      message: 'Unknown Passport Index requirement value: "maybe"',
    });
  });
});

describe("isVisaExempt", () => {
  it.each<[RequirementCategory, boolean]>([
    ["visa-free", true],
    ["eta", true],
    ["own-country", true],
    ["visa-on-arrival", false],
    ["e-visa", false],
    ["visa-required", false],
    ["no-admission", false],
  ])("%s → %s", (category, exempt) => {
    expect(isVisaExempt(category)).toBe(exempt);
  });
});

describe("requirementLabel", () => {
  it.each<[RequirementCategory, number | null, string]>([
    ["visa-free", 30, "Visa free for 30 days"],
    ["visa-free", null, "Visa free"],
    ["visa-on-arrival", null, "Visa on arrival"],
    ["eta", null, "eTA required"],
    ["e-visa", null, "e-Visa"],
    ["visa-required", null, "Visa required"],
    ["no-admission", null, "No admission"],
    ["own-country", null, "Own country"],
  ])("labels %s (max stay %j) %j", (category, maxStayDays, label) => {
    expect(requirementLabel({ category, maxStayDays })).toBe(label);
  });
});

describe("sameRequirement", () => {
  it.each([
    ["eta", "eta", true],
    ["14", "14", true],
    ["30", "visa free", false],
    ["visa on arrival", "visa required", false],
    ["visa required", "nonsense", false],
  ] as const)("%s and %s: %s", (a, b, expected) => {
    expect(sameRequirement(a, b)).toBe(expected);
  });
});
