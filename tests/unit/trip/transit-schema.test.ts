/** The transit rules' schema (shared/schemas/transit.ts): the real file, and a stop with the path of each kind of malformed rule. */
import { describe, expect, it } from "vitest";
import raw from "../../../data/transit/in-transit-rules.json";
import { transitRuleSetSchema } from "../../../shared/schemas/transit";

const rule = raw.rules[0] as Record<string, unknown>;
const fileWith = (overrides: Record<string, unknown>) => ({ ...raw, rules: [{ ...rule, ...overrides }] });
const issue = (file: unknown) => {
  const result = transitRuleSetSchema.safeParse(file);
  return result.success ? null : { path: result.error.issues[0]?.path.join("."), message: result.error.issues[0]?.message };
};

describe("transitRuleSetSchema", () => {
  it("reads the real file: 62 rules at 34 transit countries, compiled on 26 Nov 2026", () => {
    const set = transitRuleSetSchema.parse(raw);
    expect(set.compiledOn).toBe("2026-11-26");
    expect(set.rules).toHaveLength(62);
    expect(new Set(set.rules.map((r) => r.transitCountry)).size).toBe(34);
  });

  it("turns fees into minor units of their currency, and keeps a free fee as 0", () => {
    const rules = transitRuleSetSchema.parse(raw).rules;
    expect(rules.find((r) => r.transitCountry === "GB" && r.mode === "airside")?.fee).toEqual({ amountMinor: 3500, currency: "GBP" });
    expect(rules.find((r) => r.transitCountry === "CA" && r.mode === "airside")?.fee).toEqual({ amountMinor: 0, currency: "CAD" });
  });

  it("keeps a source date as precise as the source states it (a month, a year)", () => {
    const rules = transitRuleSetSchema.parse(raw).rules;
    expect(rules.map((r) => r.sourceDate)).toContain("2013-11");
    expect(issue(fileWith({ sourceDate: "2013-13" }))).toEqual({
      path: "rules.0.sourceDate",
      message: "expected a date YYYY, YYYY-MM or YYYY-MM-DD",
    });
    expect(issue(fileWith({ sourceDate: "2025-02-29" }))?.path).toBe("rules.0.sourceDate");
  });

  it.each([
    [{ transitCountry: "gb" }, "rules.0.transitCountry"],
    [{ mode: "through" }, "rules.0.mode"],
    [{ requirement: "visa free" }, "rules.0.requirement"],
    [{ fee: { amount: 35, currency: "gbp" } }, "rules.0.fee.currency"],
    [{ fee: { amount: -1, currency: "GBP" } }, "rules.0.fee.amount"],
    [{ maxHours: 0 }, "rules.0.maxHours"],
    [{ confidence: "certain" }, "rules.0.confidence"],
    [{ sourceUrl: "gov.uk/transit" }, "rules.0.sourceUrl"],
    [{ passport: "PK" }, "rules.0.passport"],
    [{ conditions: " " }, "rules.0.conditions"],
    [{ exemptions: [{ holds: "us-visa", effect: "no visa" }] }, "rules.0.exemptions.0.conditions"],
    [{ evidnce: "typo" }, "rules.0"],
  ])("stops on %j at %s", (overrides, path) => {
    expect(issue(fileWith(overrides))?.path).toBe(path);
  });

  it("refuses a second rule for the same country, mode and requirement", () => {
    expect(issue({ ...raw, rules: [rule, rule] })).toEqual({ path: "rules.1", message: "a second rule for GB airside transit visa" });
  });
});
