/**
 * Issue #46: a published wait read into whole days: the State Department's cells (a month is 30 days, a half month
 * 15; "< 0.5 Month" an upper bound; "NA" or blank never zero) and IRCC's values ("22 days"; "Not enough data").
 */
import { describe, expect, it } from "vitest";
import { parseIrccCell, parseStateCell } from "../../../shared/waits/wait-cells";

describe("parseStateCell", () => {
  it.each([
    ["< 0.5 Month", 15, true],
    ["<0.5 Month", 15, true],
    ["0.5 Month", 15, false],
    ["1 Month", 30, false],
    ["11 Month", 330, false],
    ["11.5 Months", 345, false],
    ["21 Month", 630, false],
    ["21.5 Months", 645, false],
    [" 10  months ", 300, false],
  ])("%j is %i days (less than: %s)", (raw, days, lessThan) => {
    expect(parseStateCell(raw)).toEqual({ kind: "figure", days, lessThan });
  });

  it.each(["NA", "", "  ", "N/A"])("%j is not published, never zero", (raw) => {
    expect(parseStateCell(raw)).toEqual({ kind: "not-published" });
  });

  it.each(["14 Days", "11.25 Months", "Same Day", "1 Year", "Closed", "> 12 Months"])("%j is in no known form", (raw) => {
    expect(parseStateCell(raw)).toEqual({ kind: "unrecognised" });
  });
});

describe("parseIrccCell", () => {
  it.each([
    ["22 days", 22],
    ["1 day", 1],
    ["117 days", 117],
    ["3 weeks", 21],
  ])("%j is %i days", (raw, days) => {
    expect(parseIrccCell(raw)).toEqual({ kind: "figure", days, lessThan: false });
  });

  it.each(["No processing time available", "Not enough data"])("%j is not published", (raw) => {
    expect(parseIrccCell(raw)).toEqual({ kind: "not-published" });
  });

  it.each(["7 months", "", "22", "about 3 weeks"])("%j is in no known form (a month is not a fixed number of days)", (raw) => {
    expect(parseIrccCell(raw)).toEqual({ kind: "unrecognised" });
  });
});
