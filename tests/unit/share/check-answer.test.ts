/** The one-line answer of a check, as the social image and the share text say it (shared/share/check-answer.ts). */
import { describe, expect, it } from "vitest";
import { checkAnswerOf, checkLineOf, checkPairOf } from "../../../shared/share/check-answer";

const pair = { passport: { name: "India" }, destination: { name: "Thailand" } } as Parameters<typeof checkPairOf>[0];

describe("checkLineOf", () => {
  it("says India → Thailand: Visa free, 60 days for a 60-day visa-free rule", () => {
    expect(checkLineOf({ ...pair, card: { category: "visa-free", maxStayDays: 60 } })).toBe("India → Thailand: Visa free, 60 days");
  });

  it("leaves the days out when the rule gives none", () => {
    expect(checkLineOf({ ...pair, card: { category: "visa-free", maxStayDays: null } })).toBe("India → Thailand: Visa free");
  });
});

describe("checkAnswerOf", () => {
  it.each([
    ["e-visa", 30, "e-Visa"],
    ["visa-on-arrival", 30, "Visa on arrival"],
    ["eta", null, "eTA required"],
    ["visa-required", 90, "Visa required"],
    ["no-admission", null, "No admission"],
  ] as const)("says %s as the requirement's label (%s days left out): %s", (category, maxStayDays, answer) => {
    expect(checkAnswerOf({ card: { category, maxStayDays } })).toBe(answer);
  });
});
