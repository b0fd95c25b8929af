/** Issue #46: the dates the wait publishers print, as calendar dates; any other form is null, never a guess. */
import { describe, expect, it } from "vitest";
import { irccDate, stateDate } from "../../../shared/waits/published-dates";

describe("stateDate", () => {
  it.each([
    ["17-SEPTEMBER-2025", "2025-09-17"],
    ["18-JUNE-2026", "2026-06-18"],
    ["1-Dec-2026", "2026-12-01"],
    ["29-FEBRUARY-2028", "2028-02-29"],
  ])("%s is %s", (text, date) => {
    expect(stateDate(text)).toBe(date);
  });

  it.each(["30-FEBRUARY-2026", "17-SEPTEMBRE-2025", "2025-09-17", "September 17, 2025", "17 SEPTEMBER 2025"])("%s is null", (text) => {
    expect(stateDate(text)).toBeNull();
  });
});

describe("irccDate", () => {
  it.each([
    ["June 24, 2026", "2026-06-24"],
    ["October 1, 2026", "2026-10-01"],
    ["June 24 2026", "2026-06-24"],
  ])("%s is %s", (text, date) => {
    expect(irccDate(text)).toBe(date);
  });

  it.each(["24 June 2026", "2026-06-24", "Juin 24, 2026", "June 31, 2026"])("%s is null", (text) => {
    expect(irccDate(text)).toBeNull();
  });
});
