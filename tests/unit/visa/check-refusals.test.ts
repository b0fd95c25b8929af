/** buildVisaCheck on pairs it refuses (same country, unknown requirement) or cannot serve (no admission). */
import { describe, expect, it } from "vitest";
import { buildVisaCheck } from "../../../shared/visa/check";
import { UnknownRequirementError } from "../../../shared/visa/requirement";
import { INDIA, visaCheckInput as input } from "../fixtures/domain";

function listed(check: ReturnType<typeof buildVisaCheck>) {
  if (check.fees.status !== "listed") throw new Error(`fees are ${check.fees.status}`);
  return check.fees;
}

describe("buildVisaCheck: pairs it refuses or cannot serve", () => {
  it("throws a RangeError for the same origin and destination", () => {
    expect(() => buildVisaCheck(input({ passport: INDIA, destination: INDIA }))).toThrow(RangeError);
  });

  it("throws UnknownRequirementError for a value outside the dataset's vocabulary", () => {
    expect(() => buildVisaCheck(input({ datasetRequirement: "sometimes" }))).toThrow(UnknownRequirementError);
  });

  it("offers no option, and no estimate, where the passport is not admitted", () => {
    const check = buildVisaCheck(input({ datasetRequirement: "no admission" }));
    const { label, visaRequired, estimate } = check.card;
    expect([label, visaRequired, listed(check).best, estimate]).toEqual(["No admission", true, null, false]);
  });
});
