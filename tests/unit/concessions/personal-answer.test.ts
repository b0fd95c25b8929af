/** The check's personal answer: the grant with the document behind it and the stated stay, over the passport-only answer. */
import { describe, expect, it } from "vitest";
import type { Concession, MergedRequirement } from "../../../shared/concessions/concession";
import { personalAnswer } from "../../../shared/concessions/personal-answer";

const concession = (extra: Partial<Concession>): Concession => ({
  destination: "MX",
  document: "us-visa",
  grants: "visa-free",
  maxStayDays: 180,
  conditions: "",
  validFrom: null,
  validUntilOn: null,
  source: "s",
  sourceUrl: "https://example.org",
  official: true,
  evidence: "",
  ...extra,
});

const merged = (best: Concession | null, category: MergedRequirement["category"]): MergedRequirement => ({
  category,
  best,
  applicable: best ? [best] : [],
});

describe("personalAnswer", () => {
  it("leads with the grant, the document and the stay, and keeps the passport-only answer (Mexico with a US visa)", () => {
    expect(personalAnswer("visa-required", merged(concession({}), "visa-free"))).toEqual({
      headline: "Visa free with your US visa, up to 180 days",
      passportOnly: "Visa required with an Indian passport alone",
    });
  });

  it("names a residence permit as one, and leaves out a stay no source states", () => {
    const answer = personalAnswer(
      "e-visa",
      merged(concession({ document: "uk-residence", grants: "visa-on-arrival", maxStayDays: null }), "visa-on-arrival"),
    );
    expect(answer).toEqual({ headline: "Visa on arrival with your UK residence permit", passportOnly: "e-Visa with an Indian passport alone" });
  });

  it("says one day, not one days", () => {
    expect(personalAnswer("visa-required", merged(concession({ maxStayDays: 1 }), "visa-free"))?.headline).toBe(
      "Visa free with your US visa, up to 1 day",
    );
  });

  it("has no answer when the documents change nothing", () => {
    expect(personalAnswer("visa-required", merged(null, "visa-required"))).toBeNull();
  });
});
