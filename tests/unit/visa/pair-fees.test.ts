/** A pair's fees and headline by one rule (shared/visa/pair-fees.ts): what the check and every fee surface show. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildVisaCheck } from "../../../shared/visa/check";
import type { FeeOption } from "../../../shared/visa/fee-option";
import { pairFees } from "../../../shared/visa/pair-fees";
import type { RequirementCategory } from "../../../shared/visa/requirement";
import { code, country, day, feeOption, INDIA, money, RATES, requirementOf, TODAY, VIETNAM, visaCheckInput } from "../fixtures/domain";

const UNITED_STATES = country({ code: code("US"), name: "United States", demonym: "American" });

/** A world record open to every passport (override its scope, document, fee). */
const world = (id: string, overrides: Partial<FeeOption> = {}) =>
  feeOption({ id, recordSet: "world", appliesTo: { scope: "all" }, confidence: "medium", ...overrides });

function pair(records: FeeOption[], category: RequirementCategory, passport = UNITED_STATES, visaType = "tourist") {
  return pairFees({ records, passport, category, rule: requirementOf(category).rule, visaType, rates: RATES, today: TODAY });
}

describe("pairFees", () => {
  it("heads with the cheapest single-entry fee of the type, and reads 'from' when another costs more", () => {
    const result = pair([world("dear", { fee: money(9000, "EUR") }), world("cheap", { fee: money(2500, "USD") })], "e-visa");
    expect([result.headline?.id, result.from]).toEqual(["cheap", true]);
  });

  it("does not read 'from' when the others cost the same in whole dollars", () => {
    const result = pair([world("a", { fee: money(2500, "USD") }), world("b", { fee: money(2540, "USD") })], "e-visa");
    expect(result.from).toBe(false);
  });

  it("keeps only the records that apply to the passport: its own before the general one, never another's", () => {
    const own = world("own", { appliesTo: { scope: "only", passports: [code("US")] }, fee: money(16000, "USD") });
    const others = world("others", { appliesTo: { scope: "only", passports: [code("GB")] } });
    const result = pair([world("general"), own, others], "e-visa");
    expect(result.records.map((r) => r.id)).toEqual(["own"]);
    expect(result.headline?.id).toBe("own");
  });

  it("has no headline for a pair that needs no document, and hides the visas every passport would need", () => {
    const result = pair([world("visa", { document: "visa" })], "visa-free");
    expect(result).toMatchObject({ records: [], needsDocument: false, headline: null, eta: null, comingSoon: false });
  });

  it("gives an eTA pair its eTA fee beside no headline", () => {
    const eta = world("eta", { document: "eta", fee: money(2000, "USD") });
    const result = pair([eta, world("visa", { document: "visa", appliesTo: { scope: "only", passports: [code("US")] } })], "eta");
    expect([result.headline, result.eta?.id]).toEqual([null, "eta"]);
  });

  it("says 'Coming Soon' for a passport other than India's with no record that applies", () => {
    expect(pair([], "visa-required")).toMatchObject({ comingSoon: true, headline: null, estimate: null });
  });

  it("lets section 9's estimate stand in for India's pair with no record of the type (decision 13)", () => {
    const result = pair([], "visa-required", INDIA);
    expect([result.comingSoon, result.estimate?.visaType]).toEqual([false, "tourist"]);
  });

  it("never lets an estimate replace a known fee that has ended (issue #32)", () => {
    const ended = feeOption({ id: "ended", validUntilOn: day("2025-12-31") });
    expect(pair([ended], "e-visa", INDIA)).toMatchObject({ headline: null, estimate: null });
  });

  it("writes 'Sources disagree' for a record whose document the requirement does not name", () => {
    const named = world("named-evisa", { appliesTo: { scope: "only", passports: [code("US")] } });
    const result = pair([named], "visa-required");
    expect(result.disagreements.get("named-evisa")).toMatch(
      /^Sources disagree: Example Immigration Department lists an e-Visa for United States passports/,
    );
  });
});

describe("the check heads with pairFees' headline (one answer per question, decision 16)", () => {
  const categories = ["visa-required", "e-visa", "visa-on-arrival", "eta", "visa-free"] as const;
  const requirementOfCategory: Record<(typeof categories)[number], string> = {
    "visa-required": "visa required",
    "e-visa": "e-visa",
    "visa-on-arrival": "visa on arrival",
    eta: "eta",
    "visa-free": "30",
  };
  const recordArb = fc.record({
    amount: fc.integer({ min: 0, max: 40_000 }),
    currency: fc.constantFrom("USD", "EUR", "JPY"),
    document: fc.constantFrom("visa", "e-visa", "visa-on-arrival", "eta") as fc.Arbitrary<FeeOption["document"]>,
    entries: fc.constantFrom("single", "multiple") as fc.Arbitrary<"single" | "multiple">,
    scope: fc.constantFrom("all", "us", "gb"),
    ended: fc.boolean(),
  });

  it("for any records and requirement, the check's best fee is the headline and its 'from' is pairFees'", () => {
    fc.assert(
      fc.property(fc.array(recordArb, { maxLength: 6 }), fc.constantFrom(...categories), (specs, category) => {
        const records = specs.map((s, i) =>
          world(`r${i}`, {
            fee: money(s.amount, s.currency),
            document: s.document,
            entries: s.entries,
            appliesTo: s.scope === "all" ? { scope: "all" } : { scope: "only", passports: [code(s.scope.toUpperCase())] },
            validUntilOn: s.ended ? day("2025-12-31") : null,
          }),
        );
        const check = buildVisaCheck(
          visaCheckInput({
            passport: UNITED_STATES,
            destination: VIETNAM,
            datasetRequirement: requirementOfCategory[category],
            feeOptions: records,
            today: TODAY,
          }),
        );
        const result = pair(records, category);
        const best = check.fees.status === "listed" ? check.fees.best : null;
        expect(best?.estimate ? null : (best?.id ?? null)).toBe(result.headline?.id ?? null);
        expect(check.fees.status === "listed" ? check.fees.eta?.id : undefined).toBe(
          check.fees.status === "listed" ? (result.eta?.id ?? undefined) : undefined,
        );
        if (check.fees.status === "listed") expect(check.fees.from).toBe(result.from);
      }),
    );
  });
});
