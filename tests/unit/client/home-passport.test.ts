/** The home page's passport for its visitor (client/features/home/home-passport.ts; decision 3, issue #45). */
import { describe, expect, it } from "vitest";
import { HOME_FALLBACK_ORIGIN, homePassport } from "../../../client/features/home/home-passport";

const COUNTRIES = [{ code: "DE" }, { code: "IN" }, { code: "US" }];

describe("homePassport", () => {
  it.each([
    ["DE", "DE"],
    ["IN", "IN"],
    // A territory the data has no passport for, no country at all: the check panel's fallback.
    ["AQ", "US"],
    [null, "US"],
    [undefined, "US"],
  ])("gives a visitor from %s the %s passport", (edge, passport) => {
    expect(homePassport(edge, COUNTRIES)).toBe(passport);
  });

  it("falls back to the United States (decision 3's home origin)", () => {
    expect(HOME_FALLBACK_ORIGIN).toBe("US");
  });
});
