/** Fee records that cite no page (issue #32): "No source on record", and no day claimed for a source never read. */
import { describe, expect, it } from "vitest";
import { hasSource, NO_SOURCE_TEXT } from "../../../shared/visa/fee-option";
import { priceOption } from "../../../shared/visa/priced-option";
import { day, feeOption, RATES, TODAY } from "../fixtures/domain";

describe("hasSource", () => {
  it.each([
    ["a cited page", "https://evisa.example.gov/fees", true],
    ["no page", null, false],
    ["an empty page address", "", false],
  ])("is %s → %s", (_name, sourceUrl, expected) => {
    expect(hasSource({ sourceUrl })).toBe(expected);
  });
});

describe("priceOption: a record with no source", () => {
  // As the data writes them: a note in the publisher field, no page, and the day the record was written.
  const unsourced = feeOption({ source: "not found in stored sources", sourceUrl: null, isVerified: false, sourceDateOn: day("2026-01-01") });

  it("shows 'No source on record' instead of the record's note", () => {
    expect(priceOption(unsourced, RATES, TODAY).source).toBe(NO_SOURCE_TEXT);
    expect(NO_SOURCE_TEXT).toBe("No source on record");
  });

  it("claims no day: no checked date, no source date and no dates text", () => {
    expect(priceOption(unsourced, RATES, TODAY)).toMatchObject({ checkedOn: null, sourceDateOn: null, dates: null });
  });

  it("still says when the fee has ended, without a read date", () => {
    const ended = priceOption({ ...unsourced, validUntilOn: day("2025-12-31") }, RATES, TODAY);
    expect(ended.dates).toBe("Ended 31 Dec 2025: not today's fee.");
  });

  it("keeps the dates of a record that cites its page", () => {
    expect(priceOption(feeOption({ isVerified: false }), RATES, TODAY).dates).toBe("undated source, read on 20 Nov 2026");
  });
});
