/** @module Unit tests of shared/history/change.ts: direction for the traveller, interval wording, kinds. */
import { describe, expect, it } from "vitest";
import { changeDirection, changeKindOf, describeChange, requirementRank, valueLabel, type RequirementChange } from "../../../shared/history/change";
import { day } from "../fixtures/domain";

function change(overrides: Partial<RequirementChange> = {}): RequirementChange {
  return {
    passportCountryCode: "IN",
    destinationCountryCode: "VN",
    before: "visa required",
    after: "e-visa",
    seenBeforeOn: day("2025-01-12"),
    seenAfterOn: day("2026-02-17"),
    kind: "category",
    note: null,
    ...overrides,
  };
}

describe("changeDirection", () => {
  it.each([
    ["visa required", "e-visa", "easier"],
    ["e-visa", "visa on arrival", "easier"],
    ["e-visa", "eta", "easier"],
    ["visa on arrival", "30", "easier"],
    ["visa on arrival", "visa free", "easier"],
    ["no admission", "visa required", "easier"],
    ["covid ban", "visa required", "easier"],
    ["90", "visa required", "harder"],
    ["eta", "e-visa", "harder"],
    ["visa required", "no admission", "harder"],
    ["visa required", "covid ban", "harder"],
    ["eta", "visa on arrival", "neither"],
    ["covid ban", "no admission", "neither"],
  ] as const)("%s → %s is %s", (before, after, expected) => {
    expect(changeDirection(change({ before, after }))).toBe(expected);
  });

  it.each([
    ["30", "90", "easier"],
    ["90", "30", "harder"],
    ["30", "visa free", "neither"],
    ["visa free", "14", "neither"],
  ] as const)("visa-free days %s → %s are %s (more days is easier; unknown days compare with nothing)", (before, after, expected) => {
    expect(changeDirection(change({ before, after, kind: "days" }))).toBe(expected);
  });

  it("calls a relabel neither, though e-Visa → eTA would rank easier", () => {
    expect(changeDirection(change({ before: "e-visa", after: "eta", kind: "relabel" }))).toBe("neither");
  });

  it("calls a value outside the vocabulary neither", () => {
    expect(changeDirection(change({ before: "-1", after: "visa required" }))).toBe("neither");
  });
});

describe("requirementRank", () => {
  it("ranks eTA and visa on arrival equal, and covid ban with no admission", () => {
    expect(requirementRank("eta")).toBe(requirementRank("visa on arrival"));
    expect(requirementRank("covid ban")).toBe(requirementRank("no admission"));
  });
});

describe("describeChange", () => {
  it("names both snapshots' dates, never one day", () => {
    expect(describeChange(change())).toBe("Changed between 12 Jan 2025 and 17 Feb 2026: visa required → e-Visa");
  });

  it("words visa-free days and eTA", () => {
    expect(describeChange(change({ before: "15", after: "eta", kind: "category" }))).toBe(
      "Changed between 12 Jan 2025 and 17 Feb 2026: visa free (15 days) → eTA",
    );
  });

  it("says a change was undone at the next snapshot", () => {
    expect(describeChange(change({ note: "reverted-next" }))).toBe(
      "Changed between 12 Jan 2025 and 17 Feb 2026: visa required → e-Visa (undone at the next snapshot)",
    );
  });

  it("says a change undoes the previous one", () => {
    expect(describeChange(change({ note: "reverts-previous" }))).toMatch(/\(undoes the change seen at the previous snapshot\)$/);
  });

  it("calls a relabel a new name, not a new rule", () => {
    const relabel = change({ before: "e-visa", after: "eta", kind: "relabel", seenBeforeOn: day("2024-12-17"), seenAfterOn: day("2025-01-12") });
    expect(describeChange(relabel)).toBe("Relabelled between 17 Dec 2024 and 12 Jan 2025: e-Visa → eTA (a new name in the data, not a new rule)");
  });
});

describe("valueLabel", () => {
  it.each([
    ["90", "visa free (90 days)"],
    ["visa free", "visa free"],
    ["e-visa", "e-Visa"],
    ["covid ban", "COVID-19 entry ban"],
    ["Hayya Entry Permit", "Hayya entry permit"],
  ])("%s reads %s", (value, label) => {
    expect(valueLabel(value)).toBe(label);
  });
});

describe("changeKindOf", () => {
  it.each([
    ["30", "90", "days"],
    ["30", "visa free", "days"],
    ["visa free", "visa on arrival", "category"],
    ["e-visa", "visa required", "category"],
  ] as const)("%s → %s is a %s change", (before, after, kind) => {
    expect(changeKindOf(before, after)).toBe(kind);
  });
});
