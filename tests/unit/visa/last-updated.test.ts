/** "Last updated" on the requirement card says what its date is, or that the figures are undated (issue #32). */
import { describe, expect, it } from "vitest";
import { lastUpdatedOf, type RequirementDate } from "../../../shared/visa/last-updated";
import { estimateFor } from "../../../shared/visa/estimates";
import { priceEstimate, priceOption } from "../../../shared/visa/priced-option";
import { day, feeOption, RATES, TODAY } from "../fixtures/domain";

const dataset: RequirementDate = { kind: "dataset", asOn: day("2025-01-12") };
const corrected: RequirementDate = { kind: "correction", asOn: day("2026-11-21") };
const priced = (overrides: Parameters<typeof feeOption>[0] = {}) => priceOption(feeOption(overrides), RATES, TODAY);

describe("lastUpdatedOf", () => {
  it("names the day we read an undated fee source, and says it is undated", () => {
    expect(lastUpdatedOf(priced(), dataset)).toEqual({
      lastUpdatedOn: "2026-11-20",
      lastUpdated: "Fee source read on 20 Nov 2026 (the source is undated)",
    });
  });

  it("names the source's own date beside the day we read it: a 2019 page read today is a 2019 figure", () => {
    expect(lastUpdatedOf(priced({ sourceDateOn: day("2019-02-04") }), dataset)).toEqual({
      lastUpdatedOn: "2026-11-20",
      lastUpdated: "Fee source read on 20 Nov 2026 (the source is dated 4 Feb 2019)",
    });
  });

  it("is undated for a record with no source, whatever day the record was written", () => {
    expect(lastUpdatedOf(priced({ sourceUrl: null, isVerified: false }), dataset)).toEqual({
      lastUpdatedOn: null,
      lastUpdated: "Undated: no source on record for this fee",
    });
  });

  it("is undated for an estimate, never the requirement's date", () => {
    expect(lastUpdatedOf(priceEstimate(estimateFor("tourist")!, RATES), dataset)).toEqual({
      lastUpdatedOn: null,
      lastUpdated: "Undated: these figures are estimates, not a fee we read",
    });
  });

  it("names the day a person checked a corrected entry rule when no fee shows", () => {
    expect(lastUpdatedOf(null, corrected)).toEqual({ lastUpdatedOn: "2026-11-21", lastUpdated: "Entry rule checked on 21 Nov 2026" });
  });

  it("names the Passport Index snapshot's date, not a check, when no fee shows and no correction applies", () => {
    expect(lastUpdatedOf(null, dataset)).toEqual({
      lastUpdatedOn: "2025-01-12",
      lastUpdated: "Entry rule from the Passport Index snapshot of 12 Jan 2025",
    });
  });
});
