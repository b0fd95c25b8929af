import { describe, expect, it } from "vitest";
import { countryMatches, FEE_DATA_ORIGIN } from "../../../shared/countries/country";
import { code, country, INDIA } from "../fixtures/domain";

const UK = country({
  code: code("GB"),
  name: "United Kingdom",
  region: "Europe",
  searchAliases: ["UK", "Britain"],
  majorCities: ["London", "Manchester"],
});

describe("countryMatches", () => {
  it.each([
    ["India", "the name"],
    ["ind", "part of the name"],
    ["INDIA", "the name in upper case"],
    ["bharat", "an alias"],
    ["Mumbai", "a major city"],
    ["delhi", "part of a major city, lower case"],
    ["  india  ", "the name with surrounding space"],
  ])("matches India by %j (%s)", (query) => {
    expect(countryMatches(INDIA, query)).toBe(true);
  });

  it.each(["gb", "GB"])("matches the United Kingdom by its code %j", (query) => {
    expect(countryMatches(UK, query)).toBe(true);
  });

  it("matches by an alias that is not in the name", () => {
    expect(countryMatches(UK, "britain")).toBe(true);
  });

  it.each(["", "   "])("matches every country for the empty query %j", (query) => {
    expect(countryMatches(UK, query)).toBe(true);
  });

  it.each(["thailand", "bangkok", "london", "xyz"])("does not match India for %j", (query) => {
    expect(countryMatches(INDIA, query)).toBe(false);
  });
});

describe("FEE_DATA_ORIGIN", () => {
  it("is India, the only origin with fee data", () => {
    expect(FEE_DATA_ORIGIN).toBe("IN");
  });
});
