/** Counting concession rules by state, and saying it (issue #43: the concessions page's lead and list disagreed). */
import { describe, expect, it } from "vitest";
import { ruleCounts, ruleCountText } from "../../../shared/concessions/rule-counts";
import type { IsoDate } from "../../../shared/units/iso-date";

const rule = (validFrom: string | null, validUntilOn: string | null) => ({
  validFrom: validFrom as IsoDate | null,
  validUntilOn: validUntilOn as IsoDate | null,
});

describe("ruleCounts", () => {
  it.each([
    ["2025-12-31", { inForce: 1, ended: 0, notYet: 0 }, "its last day"],
    ["2026-01-01", { inForce: 0, ended: 1, notYet: 0 }, "the day after"],
  ])("counts a rule ending 31 Dec 2025 on %s as %j (%s)", (today, counts) => {
    expect(ruleCounts([rule(null, "2025-12-31")], today as IsoDate)).toEqual(counts);
  });

  it.each([
    ["2027-01-31", { inForce: 0, ended: 0, notYet: 1 }],
    ["2027-02-01", { inForce: 1, ended: 0, notYet: 0 }],
  ])("counts a rule starting 1 Feb 2027 on %s as %j", (today, counts) => {
    expect(ruleCounts([rule("2027-02-01", null)], today as IsoDate)).toEqual(counts);
  });

  it("counts a list of each", () => {
    const list = [rule(null, null), rule("2014-11-08", null), rule(null, "2025-12-31"), rule(null, "2025-12-31"), rule("2027-02-01", null)];
    expect(ruleCounts(list, "2026-11-28" as IsoDate)).toEqual({ inForce: 2, ended: 2, notYet: 1 });
  });
});

describe("ruleCountText", () => {
  it.each([
    [{ inForce: 189, ended: 3, notYet: 0 }, "189 rules in force, 3 ended"],
    [{ inForce: 1, ended: 0, notYet: 0 }, "1 rule in force"],
    [{ inForce: 0, ended: 3, notYet: 0 }, "0 rules in force, 3 ended"],
    [{ inForce: 2, ended: 1, notYet: 1 }, "2 rules in force, 1 ended, 1 not yet in force"],
    [{ inForce: 0, ended: 0, notYet: 0 }, "No rules"],
  ])("%j → %s", (counts, text) => {
    expect(ruleCountText(counts)).toBe(text);
  });
});
