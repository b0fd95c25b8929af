import { describe, expect, it } from "vitest";
import { compareEnglish, compareEnglishBase } from "../../../shared/units/english-order";

describe("compareEnglish", () => {
  it("sorts alphabetically with accented letters beside their base letter", () => {
    expect(["Vietnam", "Åland Islands", "Austria", "Côte d'Ivoire", "Cuba"].sort(compareEnglish)).toEqual([
      "Åland Islands",
      "Austria",
      "Côte d'Ivoire",
      "Cuba",
      "Vietnam",
    ]);
  });

  it("breaks ties on accents and case, so distinct strings never compare equal", () => {
    expect(compareEnglish("aland", "Åland")).not.toBe(0);
    expect(compareEnglish("a", "A")).not.toBe(0);
  });
});

describe("compareEnglishBase", () => {
  it("treats accents and case as equal", () => {
    expect(compareEnglishBase("Åland", "aland")).toBe(0);
    expect(compareEnglishBase("TÜRKIYE", "turkiye")).toBe(0);
  });

  it("orders different letters alphabetically", () => {
    expect(compareEnglishBase("Austria", "Belgium")).toBeLessThan(0);
    expect(compareEnglishBase("Zambia", "ålesund")).toBeGreaterThan(0);
  });
});
