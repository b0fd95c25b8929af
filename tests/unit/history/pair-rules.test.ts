/** A pair's history agrees with its answer (issue #43): the rule in force first, and the snapshot it stands over marked. */
import { describe, expect, it } from "vitest";
import { pairHistoryLines, type PairHistoryLine } from "../../../shared/history/pair-rules";
import { correction, day } from "../fixtures/domain";

const malaysia = {
  ...correction({
    requirement: "30",
    effectiveOn: day("2025-01-01"),
    validUntilOn: day("2026-12-31"),
    reviewedAgainstOn: day("2026-02-17"),
    source: "The Star",
  }),
  previous: "90",
};
const snapshotChange: PairHistoryLine = {
  passportCountryCode: "IN",
  destinationCountryCode: "MY",
  before: "visa free",
  after: "90",
  seenBeforeOn: day("2025-01-12"),
  seenAfterOn: day("2026-02-17"),
  kind: "days",
  note: null,
  direction: "neither",
  sentence: "Changed between 12 Jan 2025 and 17 Feb 2026: visa free → visa free (90 days)",
};
const pair = { passport: "IN", destination: "MY" };

describe("pairHistoryLines", () => {
  it("puts the rule in force first and marks the snapshot change it stands over", () => {
    const lines = pairHistoryLines([snapshotChange], [malaysia], day("2026-11-28"), 3, pair);
    expect(lines.map((l) => l.sentence)).toEqual([
      "Dated rule from 1 Jan 2025 to 31 Dec 2026: visa free (90 days) → visa free (30 days), from The Star (reviewed against the Passport Index snapshot of 17 Feb 2026, which it stands over)",
      "Changed between 12 Jan 2025 and 17 Feb 2026: visa free → visa free (90 days) (the snapshot's reading: the dated rule above stands over it)",
    ]);
    expect(lines[0]?.direction).toBe("harder");
  });

  it("says a rule has ended once it has, and leaves the snapshot unmarked", () => {
    const lines = pairHistoryLines([snapshotChange], [malaysia], day("2027-01-01"), 3, pair);
    expect(lines.map((l) => l.sentence)).toEqual([
      "Changed between 12 Jan 2025 and 17 Feb 2026: visa free → visa free (90 days)",
      "Dated rule from 1 Jan 2025 to 31 Dec 2026, now ended: visa free (90 days) → visa free (30 days), from The Star (reviewed against the Passport Index snapshot of 17 Feb 2026, which it stands over)",
    ]);
  });

  it("leaves out a rule that has not begun, and keeps to the limit", () => {
    const later = { ...malaysia, effectiveOn: day("2027-01-01"), validUntilOn: null };
    expect(pairHistoryLines([snapshotChange], [later], day("2026-11-28"), 3, pair)).toHaveLength(1);
    expect(pairHistoryLines([snapshotChange], [malaysia], day("2026-11-28"), 1, pair)).toHaveLength(1);
  });
});
