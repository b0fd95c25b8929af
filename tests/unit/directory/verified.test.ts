/** The directory's verified countries: the count line and the `?verified=1` filter (issue #32). */
import { describe, expect, it } from "vitest";
import { filterVerified, isVerifiedCountry, verifiedCountText } from "../../../shared/directory/verified";

const cards = [
  { name: "A", verifiedCount: 2 },
  { name: "B", verifiedCount: 0 },
  { name: "C", verifiedCount: 1 },
];

describe("isVerifiedCountry", () => {
  it.each([
    [0, false],
    [1, true],
    [4, true],
  ])("a country with %i Verified records → %s", (verifiedCount, expected) => {
    expect(isVerifiedCountry({ verifiedCount })).toBe(expected);
  });
});

describe("filterVerified", () => {
  it("keeps the countries with a Verified record, in order, when on", () => {
    expect(filterVerified(cards, true).map((c) => c.name)).toEqual(["A", "C"]);
  });

  it("keeps every country when off", () => {
    expect(filterVerified(cards, false).map((c) => c.name)).toEqual(["A", "B", "C"]);
  });
});

describe("verifiedCountText", () => {
  it.each([
    [cards, "2 of 3 countries verified"],
    [[{ verifiedCount: 0 }, { verifiedCount: 0 }], "0 of 2 countries verified"],
    [[{ verifiedCount: 3 }], "1 of 1 country verified"],
    [[], "0 of 0 countries verified"],
  ])("counts %j as %j", (given, expected) => {
    expect(verifiedCountText(given)).toBe(expected);
  });
});
