import { describe, expect, it } from "vitest";
import { parseCountryCode } from "../../../shared/units/country-code";

describe("parseCountryCode", () => {
  it.each([
    ["IN", "IN"],
    ["in", "IN"],
    [" th ", "TH"],
    ["gB", "GB"],
  ])("accepts %j as %s", (input, expected) => {
    expect(parseCountryCode(input)).toBe(expected);
  });

  it.each(["", "  ", "I", "IND", "1N", "I N", "É", "ÉS", "I-"])("rejects %j", (input) => {
    expect(parseCountryCode(input)).toBeNull();
  });
});
