/** Issue #34: a server fragment's address, built and read by the one typed pair of functions. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FRAGMENT_PARAM_MAX_CHARS,
  type FragmentAddress,
  addressOf,
  fragmentAddress,
  fragmentNames,
  readFragmentAddress,
} from "../../../shared/fragments/address";

const read = (address: string) => {
  const url = new URL(address, "https://example.test");
  return readFragmentAddress(url.pathname, url.searchParams);
};

describe("fragmentAddress", () => {
  it("writes the path and the non-empty parameters, encoded; addressOf puts them in the fragment's order", () => {
    expect(fragmentAddress("home-cards", {})).toBe("/fragments/home-cards");
    expect(fragmentAddress("pair-extras", { holds: "us-visa,uk-visa", to: "MX", from: "IN" })).toBe(
      "/fragments/pair-extras?holds=us-visa%2Cuk-visa&to=MX&from=IN",
    );
    expect(addressOf({ name: "pair-extras", params: { holds: "us-visa,uk-visa", to: "MX", from: "IN" } })).toBe(
      "/fragments/pair-extras?from=IN&to=MX&holds=us-visa%2Cuk-visa",
    );
    expect(fragmentAddress("pair-answer", { from: "IN", to: "MX", holds: "" })).toBe("/fragments/pair-answer?from=IN&to=MX");
    expect(fragmentAddress("personal-score", { on: "/compare-passports", passports: "IN,AE" })).toBe(
      "/fragments/personal-score?on=%2Fcompare-passports&passports=IN%2CAE",
    );
    expect(fragmentAddress("requirement-map", { passports: "a&b=c" })).toBe("/fragments/requirement-map?passports=a%26b%3Dc");
  });
});

describe("readFragmentAddress", () => {
  it("reads the name and the parameters it knows, the first of a repeated one", () => {
    expect(read("/fragments/pair-extras?to=MX&from=IN&from=JP&extra=1")).toEqual({ name: "pair-extras", params: { from: "IN", to: "MX" } });
    expect(read("/fragments/home-tools?x=1")).toEqual({ name: "home-tools", params: {} });
  });

  it("reads a missing required parameter as empty, leaves a missing optional one out", () => {
    expect(read("/fragments/requirement-map")).toEqual({ name: "requirement-map", params: { passports: "" } });
    expect(read("/fragments/personal-score?holds=us-visa")).toEqual({ name: "personal-score", params: { on: "", holds: "us-visa" } });
  });

  it("refuses other paths and unknown or inherited names", () => {
    for (const path of [
      "/islands/home-cards",
      "/fragments/",
      "/fragments/nothing",
      "/fragments/toString",
      "/fragments/__proto__",
      "//fragments/home-cards",
    ]) {
      expect(read(path), path).toBeNull();
    }
  });

  it(`cuts every parameter to ${FRAGMENT_PARAM_MAX_CHARS} characters`, () => {
    const long = "x".repeat(FRAGMENT_PARAM_MAX_CHARS + 50);
    expect(read(`/fragments/requirement-map?passports=${long}`)).toEqual({
      name: "requirement-map",
      params: { passports: "x".repeat(FRAGMENT_PARAM_MAX_CHARS) },
    });
  });

  it("reads back what fragmentAddress writes, and addressOf writes it again the same", () => {
    const text = fc.string({ minLength: 1, maxLength: FRAGMENT_PARAM_MAX_CHARS });
    const address: fc.Arbitrary<FragmentAddress> = fc.oneof(
      fc.constantFrom<FragmentAddress>({ name: "home-cards", params: {} }, { name: "home-tools", params: {} }),
      fc.record({ from: text, to: text, holds: text }).map((params) => ({ name: "pair-extras" as const, params })),
      fc.record({ from: text, to: text }, { requiredKeys: ["from", "to"] }).map((params) => ({ name: "pair-answer" as const, params })),
      fc.record({ on: text, holds: text, passports: text }, { requiredKeys: ["on"] }).map((params) => ({ name: "personal-score" as const, params })),
      fc.record({ passports: text, holds: text }, { requiredKeys: ["passports"] }).map((params) => ({ name: "requirement-map" as const, params })),
    );
    fc.assert(
      fc.property(address, (given) => {
        const written = fragmentAddress(given.name, given.params as never);
        const back = read(written);
        expect(back).toEqual(given);
        expect(back && addressOf(back)).toBe(addressOf(given));
      }),
    );
  });

  it("knows every fragment by name", () => {
    expect(fragmentNames()).toEqual([
      "home-cards",
      "home-tools",
      "pair-answer",
      "pair-extras",
      "personal-score",
      "passport-alerts",
      "requirement-map",
    ]);
    for (const name of fragmentNames()) expect(read(`/fragments/${name}`)?.name).toBe(name);
  });
});
