import { describe, expect, it } from "vitest";
import { compareByCountryName, filterDirectory, matchesDirectorySearch } from "../../../shared/directory/search";

describe("matchesDirectorySearch", () => {
  it.each([
    ["United Arab Emirates", "united", true],
    ["United Arab Emirates", "ARAB", true],
    ["United Arab Emirates", "  emir  ", true],
    ["United Kingdom", "", true],
    ["United Kingdom", "   ", true],
    ["Türkiye", "TÜRK", true],
    ["Japan", "jp", false],
    ["Japan", "japan!", false],
    ["Japan", "%", false],
    ["Japan", "' OR 1=1 --", false],
  ])("%j with search %j → %s", (name, search, expected) => {
    expect(matchesDirectorySearch(name, search)).toBe(expected);
  });

  it("matches every name when there is no search", () => {
    expect(matchesDirectorySearch("Japan", undefined)).toBe(true);
  });
});

describe("filterDirectory", () => {
  const cards = ["Thailand", "United Arab Emirates", "United Kingdom", "United States", "Vietnam"].map((name) => ({ country: { name } }));

  it("keeps only the cards whose country name contains the search, in their order", () => {
    expect(filterDirectory(cards, "United").map((c) => c.country.name)).toEqual(["United Arab Emirates", "United Kingdom", "United States"]);
  });

  it("keeps nothing when no country name matches", () => {
    expect(filterDirectory(cards, "Atlantis")).toEqual([]);
  });

  it("keeps every card for an empty search", () => {
    expect(filterDirectory(cards, "")).toHaveLength(5);
  });
});

describe("compareByCountryName", () => {
  it("sorts alphabetically, ignoring case and accents", () => {
    const names = ["Vietnam", "Åland Islands", "austria", "Australia", "Côte d'Ivoire", "Colombia"];
    expect(
      names
        .map((name) => ({ name }))
        .sort(compareByCountryName)
        .map((c) => c.name),
    ).toEqual(["Åland Islands", "Australia", "austria", "Colombia", "Côte d'Ivoire", "Vietnam"]);
  });
});
