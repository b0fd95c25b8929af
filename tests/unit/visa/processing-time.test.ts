import { describe, expect, it } from "vitest";
import { formatProcessingTime, type ProcessingDays } from "../../../shared/visa/processing-time";

describe("formatProcessingTime", () => {
  it.each<[ProcessingDays, string]>([
    [{ min: 3, max: 5 }, "3-5 days"],
    [{ min: 5, max: 15 }, "5-15 days"],
    [{ min: 5, max: 5 }, "5 days"],
    [{ min: 1, max: 1 }, "1 day"],
    [{ min: 0, max: 0 }, "0 days"],
    [{ min: 0, max: 1 }, "0-1 days"],
  ])("shows %j as %j", (days, expected) => {
    expect(formatProcessingTime(days)).toBe(expected);
  });

  it("puts reversed ends in order", () => {
    expect(formatProcessingTime({ min: 7, max: 2 })).toBe("2-7 days");
  });

  it.each<[string, ProcessingDays | null | undefined]>([
    ["null", null],
    ["undefined", undefined],
    ["a NaN minimum", { min: Number.NaN, max: 5 }],
    ["an infinite maximum", { min: 3, max: Number.POSITIVE_INFINITY }],
  ])("says 'Contact embassy' for %s", (_label, days) => {
    expect(formatProcessingTime(days)).toBe("Contact embassy");
  });
});
