/** The watch's daily list of rules that end within 60 days and announcements older than 90 days without a date (issue #35). */
import { describe, expect, it } from "vitest";
import type { DatedRuleEntry } from "../../../shared/history/dated-rules";
import type { IsoDate } from "../../../shared/units/iso-date";
import type { AnnouncedChange } from "../../../shared/visa/announced";
import { ANNOUNCED_STALE_DAYS, comingEnds, ENDS_HORIZON_DAYS, endFlags } from "../../../shared/watch/ends";

const d = (s: string) => s as IsoDate;
const rule = (key: string, on: string): DatedRuleEntry => ({
  key,
  on: d(on),
  passports: ["IN"],
  destinations: ["MY"],
  text: `${key} text`,
  source: "s",
  sourceUrl: `https://example.gov/${key}`,
  dates: "read on 1 Jun 2026",
  sourceNote: null,
  readOn: d("2026-06-01"),
});
const announced = (id: string, announcedOn: string | null, expectedOn: string | null = null): AnnouncedChange => ({
  id,
  kind: "requirement",
  status: "announced",
  inForceOn: null,
  destinations: [],
  scope: { kind: "list", passports: ["IN"] },
  passportsText: "India",
  appliesTo: "visa exemption",
  requirement: null,
  previous: null,
  fee: null,
  announcedOn: announcedOn ? d(announcedOn) : null,
  expectedOn: expectedOn ? d(expectedOn) : null,
  source: "s",
  sourceUrl: `https://example.gov/${id}`,
  official: true,
  checkedOn: d("2026-06-01"),
});

describe("endFlags", () => {
  const today = d("2026-11-26");

  it("flags a rule ending within 60 days (Malaysia, 31 Dec 2026), not one further out, soonest first", () => {
    const flags = endFlags({
      coming: [rule("far", "2027-03-01"), rule("malaysia", "2026-12-31"), rule("edge", "2027-01-25")],
      concessions: [],
      announced: [],
      today,
    });
    expect(ENDS_HORIZON_DAYS).toBe(60);
    expect(flags.map((f) => [f.kind, f.on])).toEqual([
      ["rule-ending", "2026-12-31"],
      ["rule-ending", "2027-01-25"],
    ]);
    expect(flags[0]).toMatchObject({ key: "malaysia|2026-12-31", text: "malaysia text", sourceUrl: "https://example.gov/malaysia" });
  });

  it("flags a concession ending within 60 days with its own sentence, and not one already past", () => {
    const flags = endFlags({
      coming: [],
      concessions: [
        { id: "mx-us", destinationName: "Mexico", documentName: "US visa", validUntilOn: d("2027-01-10"), sourceUrl: "https://example.gov/mx" },
        { id: "old", destinationName: "Peru", documentName: "UK visa", validUntilOn: d("2026-11-25"), sourceUrl: "https://example.gov/pe" },
      ],
      announced: [],
      today,
    });
    expect(flags).toEqual([
      {
        kind: "rule-ending",
        key: "concession-ends:mx-us|2027-01-10",
        on: "2027-01-10",
        text: "Mexico: entry with a US visa is set to end on 10 Jan 2027.",
        sourceUrl: "https://example.gov/mx",
      },
    ]);
  });

  it("flags an announcement older than 90 days with no date to apply from; not a recent one, nor a dated one", () => {
    expect(ANNOUNCED_STALE_DAYS).toBe(90);
    const flags = endFlags({
      coming: [],
      concessions: [],
      announced: [
        announced("th-30", "2025-07-04"),
        announced("recent", "2026-10-01"),
        announced("dated", "2025-01-01", "2027-06-01"),
        announced("undated", null),
      ],
      today,
    });
    expect(flags.map((f) => f.key)).toEqual(["announced-stale:th-30"]);
    expect(flags[0]?.text).toBe("Announced 4 Jul 2025 and still without a date to apply from: visa exemption (India).");
  });
});

describe("comingEnds", () => {
  it.each([
    ["2026-11-28", 33],
    ["2026-12-30", 1],
    ["2026-12-31", 0],
    ["2026-11-01", 60],
  ])("on %s, Malaysia's last day (31 Dec 2026) is %i days away", (today, days) => {
    const flags = endFlags({ coming: [rule("malaysia", "2026-12-31")], concessions: [], announced: [], today: d(today) });
    expect(comingEnds(flags, d(today))).toEqual([
      { key: "malaysia|2026-12-31", on: "2026-12-31", daysLeft: days, text: "malaysia text", sourceUrl: "https://example.gov/malaysia" },
    ]);
  });

  it("counts across a leap day, and lists rules only (not stale announcements)", () => {
    const today = d("2028-02-01");
    const flags = endFlags({ coming: [rule("leap", "2028-03-01")], concessions: [], announced: [announced("old", "2027-01-01")], today });
    expect(flags.map((f) => f.kind)).toEqual(["announced-stale", "rule-ending"]);
    expect(comingEnds(flags, today).map((e) => [e.key, e.daysLeft])).toEqual([["leap|2028-03-01", 29]]);
  });
});
