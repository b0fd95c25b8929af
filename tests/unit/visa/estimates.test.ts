import { describe, expect, it } from "vitest";
import {
  ESTIMATED_PROCESSING_DAYS,
  ESTIMATED_VALIDITY_DAYS,
  estimateFor,
  fallbackDocuments,
  isEstimatedVisaType,
} from "../../../shared/visa/estimates";
import { priceEstimate } from "../../../shared/visa/priced-option";
import { RATES } from "../fixtures/domain";

const TYPES = [
  ["tourist", 50, 30],
  ["business", 100, 90],
  ["student", 120, 365],
  ["work", 250, 365],
  ["transit", 30, 7],
] as const;

describe("estimateFor (spec section 9)", () => {
  it.each(TYPES)("estimates a %s visa at $%i with a %i-day maximum stay", (type, feeUsd, maxStayDays) => {
    expect(estimateFor(type)).toMatchObject({ visaType: type, feeUsd, maxStayDays });
  });

  it.each(TYPES)("gives a %s estimate 90 days' validity, 5-15 days' processing and a single entry", (type) => {
    expect(estimateFor(type)).toMatchObject({ validityDays: 90, processingDays: { min: 5, max: 15 }, entries: "single" });
  });

  it.each(TYPES)("lists documents for a %s estimate", (type) => {
    expect(estimateFor(type)?.documents.length).toBeGreaterThan(0);
  });

  it.each(["golden", "long-term", "Tourist", "", "toString", "constructor"])("has no estimate for %j", (type) => {
    expect(estimateFor(type)).toBeNull();
  });

  it("exposes 90 days as the estimated validity", () => {
    expect(ESTIMATED_VALIDITY_DAYS).toBe(90);
  });

  it("exposes 5-15 days as the estimated processing time", () => {
    expect(ESTIMATED_PROCESSING_DAYS).toEqual({ min: 5, max: 15 });
  });
});

describe("isEstimatedVisaType", () => {
  it.each(["tourist", "business", "student", "work", "transit"])("covers %s", (type) => {
    expect(isEstimatedVisaType(type)).toBe(true);
  });

  it.each(["worker", "golden", "hasOwnProperty", "__proto__"])("does not cover %j", (type) => {
    expect(isEstimatedVisaType(type)).toBe(false);
  });
});

describe("fallbackDocuments", () => {
  it("gives a business trip its own list", () => {
    expect(fallbackDocuments("business")).toContain("Invitation letter from the host company");
  });

  it("gives a student the admission letter", () => {
    expect(fallbackDocuments("student")).toContain("Letter of admission from the institution");
  });

  it.each(["golden", "constructor"])("gives the tourist list to the uncovered type %j", (type) => {
    expect(fallbackDocuments(type)[0]).toBe("Passport valid for at least 6 months with two blank pages");
  });
});

describe("estimates priced for display (decision 13)", () => {
  it.each(TYPES)("marks a priced %s estimate as an estimate, never verified", (type) => {
    const estimate = estimateFor(type);
    if (!estimate) throw new Error(`no estimate for ${type}`);
    expect(priceEstimate(estimate, RATES)).toMatchObject({ estimate: true, verified: false });
  });

  it.each(TYPES)("shows a %s estimate's fee of $%i in USD", (type, feeUsd) => {
    const estimate = estimateFor(type);
    if (!estimate) throw new Error(`no estimate for ${type}`);
    expect(priceEstimate(estimate, RATES).nativeFee).toBe(`$${feeUsd}`);
  });
});
