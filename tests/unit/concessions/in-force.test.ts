/** A concession's days in force (concessionInForce) and the words for an ended one: the last day counts, the day after does not. */
import { describe, expect, it } from "vitest";
import { concessionEndedText, concessionInForce } from "../../../shared/concessions/concession";
import type { IsoDate } from "../../../shared/units/iso-date";

const rule = (validFrom: string | null, validUntilOn: string | null) => ({
  validFrom: validFrom as IsoDate | null,
  validUntilOn: validUntilOn as IsoDate | null,
});

describe("concessionInForce", () => {
  it.each([
    ["no dates at all", null, null, "2026-11-26", true],
    ["its last day", null, "2025-12-31", "2025-12-31", true],
    ["the day after its last day", null, "2025-12-31", "2026-01-01", false],
    ["a year after its last day", null, "2025-12-31", "2026-11-26", false],
    ["the day before it takes effect", "2026-03-01", null, "2026-02-28", false],
    ["the day it takes effect", "2026-03-01", null, "2026-03-01", true],
    ["a one-day rule on its day", "2024-02-29", "2024-02-29", "2024-02-29", true],
    ["a one-day rule the day after (leap day)", "2024-02-29", "2024-02-29", "2024-03-01", false],
  ])("on %s: %s", (_, from, until, today, expected) => {
    expect(concessionInForce(rule(from, until), today as IsoDate)).toBe(expected);
  });
});

describe("concessionEndedText", () => {
  it("says nothing on the last day", () => {
    expect(concessionEndedText(rule(null, "2025-12-31"), "2025-12-31" as IsoDate)).toBeNull();
  });

  it("says when it ended from the day after", () => {
    expect(concessionEndedText(rule(null, "2025-12-31"), "2026-01-01" as IsoDate)).toBe("Ended on 31 Dec 2025");
  });

  it("says nothing for a rule with no end", () => {
    expect(concessionEndedText(rule(null, null), "2026-11-26" as IsoDate)).toBeNull();
  });
});
