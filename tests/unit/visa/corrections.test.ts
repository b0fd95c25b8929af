import { describe, expect, it } from "vitest";
import { correctionInForce, endedOver, endsSoon, resolveRequirement, reviewCorrection } from "../../../shared/visa/corrections";
import { NO_SOURCED_RULE, parseRequirement } from "../../../shared/visa/requirement";
import { correction, day } from "../fixtures/domain";

describe("correctionInForce", () => {
  describe("a temporary regime from 2025-06-01 to 2026-12-31", () => {
    const temporary = correction({ effectiveOn: day("2025-06-01"), validUntilOn: day("2026-12-31") });

    it.each([
      ["2025-05-31", "the day before it takes effect", false],
      ["2025-06-01", "its first day", true],
      ["2026-12-31", "its last day (inclusive)", true],
      ["2027-01-01", "the day after it ends", false],
    ])("on %s (%s) applies: %s", (today, _label, applies) => {
      expect(correctionInForce([temporary], day(today))).toBe(applies ? temporary : null);
    });
  });

  it("keeps applying an open-ended correction years later", () => {
    const open = correction({ effectiveOn: day("2025-06-08"), validUntilOn: null });
    expect(correctionInForce([open], day("2030-01-01"))).toBe(open);
  });

  it("is null when there are no corrections", () => {
    expect(correctionInForce([], day("2026-11-23"))).toBeNull();
  });

  describe("two corrections in force", () => {
    const earlier = correction({ requirement: "visa required", effectiveOn: day("2025-01-01") });
    const later = correction({ requirement: "e-visa", effectiveOn: day("2025-11-22") });

    it("picks the latest effective one when it comes last", () => {
      expect(correctionInForce([earlier, later], day("2026-01-01"))).toBe(later);
    });

    it("picks the latest effective one when it comes first", () => {
      expect(correctionInForce([later, earlier], day("2026-01-01"))).toBe(later);
    });
  });

  it("ignores a later correction that is not yet effective", () => {
    const current = correction({ requirement: "visa required", effectiveOn: day("2025-01-01") });
    const upcoming = correction({ requirement: "e-visa", effectiveOn: day("2026-11-24") });
    expect(correctionInForce([current, upcoming], day("2026-11-23"))).toBe(current);
  });

  it("falls back to an earlier open-ended correction once a later temporary one has ended", () => {
    const lasting = correction({ requirement: "visa required", effectiveOn: day("2025-01-01") });
    const trial = correction({ requirement: "30", effectiveOn: day("2025-06-01"), validUntilOn: day("2025-12-31") });
    expect(correctionInForce([lasting, trial], day("2026-02-01"))).toBe(lasting);
  });
});

const same = (a: string, b: string) => a === b;

describe("resolveRequirement: review beats staleness", () => {
  // India → Iran: visa required from 22 Nov 2025, reviewed against the 17 Feb 2026 snapshot, which still says
  // "visa on arrival" (stale).
  const iran = correction({ requirement: "visa required", effectiveOn: day("2025-11-22"), reviewedAgainstOn: day("2026-02-17") });
  // India → Malaysia: 30 days from 1 Jan 2025 to 31 Dec 2026, reviewed against the same snapshot, which says 90.
  const malaysia = correction({
    requirement: "30",
    effectiveOn: day("2025-01-01"),
    validUntilOn: day("2026-12-31"),
    reviewedAgainstOn: day("2026-02-17"),
  });
  const feb2026 = (requirement: string) => ({ requirement, asOn: day("2026-02-17") });

  it("shows Iran's correction over the snapshot it was reviewed against", () => {
    expect(resolveRequirement(feb2026("visa on arrival"), [iran], day("2026-11-26"), same)).toEqual({
      requirement: "visa required",
      correction: iran,
      disagreeing: null,
      ended: null,
      follows: null,
    });
  });

  it("shows Malaysia's 30 days over the snapshot's 90, through its last day", () => {
    expect(resolveRequirement(feb2026("90"), [malaysia], day("2026-11-26"), same).requirement).toBe("30");
    expect(resolveRequirement(feb2026("90"), [malaysia], day("2026-12-31"), same).requirement).toBe("30");
  });

  it("stops applying Malaysia's exemption the day after it ends, and never falls back to a snapshot taken during it", () => {
    // The 17 Feb 2026 snapshot's 90 days was read while the temporary rule ran: it is not what follows the rule.
    expect(resolveRequirement(feb2026("90"), [malaysia], day("2027-01-01"), same)).toEqual({
      requirement: NO_SOURCED_RULE,
      correction: null,
      disagreeing: null,
      ended: malaysia,
      follows: null,
    });
    expect(parseRequirement(NO_SOURCED_RULE).category).toBe("unknown");
  });

  it("on the rule's last day still shows it, and says nothing ended", () => {
    const resolved = resolveRequirement(feb2026("90"), [malaysia], day("2026-12-31"), same);
    expect(resolved).toMatchObject({ requirement: "30", correction: malaysia, ended: null, follows: null });
  });

  it("shows what a rule's `after` says from the day after it ends, naming the rule it follows", () => {
    const after = correction({ requirement: "e-visa", effectiveOn: day("2027-01-01"), reviewedAgainstOn: day("2026-02-17") });
    expect(resolveRequirement(feb2026("90"), [malaysia, after], day("2026-12-31"), same).requirement).toBe("30");
    expect(resolveRequirement(feb2026("90"), [malaysia, after], day("2027-01-01"), same)).toEqual({
      requirement: "e-visa",
      correction: after,
      disagreeing: null,
      ended: null,
      follows: malaysia,
    });
  });

  it("lets a snapshot taken after the rule ended stand: it describes what follows", () => {
    const later = { requirement: "e-visa", asOn: day("2027-03-01") };
    expect(resolveRequirement(later, [malaysia], day("2027-04-01"), same)).toMatchObject({ requirement: "e-visa", ended: null });
  });

  it("lets a snapshot taken before the rule began stand once it ends", () => {
    const trial = correction({ requirement: "30", effectiveOn: day("2026-05-11"), validUntilOn: day("2026-12-31") });
    expect(resolveRequirement(feb2026("visa required"), [trial], day("2027-01-01"), same)).toMatchObject({
      requirement: "visa required",
      ended: null,
    });
  });

  it("follows an open-ended sourced rule still in force once a later temporary one ends", () => {
    const lasting = correction({ requirement: "visa required", effectiveOn: day("2025-01-01"), reviewedAgainstOn: day("2026-02-17") });
    expect(resolveRequirement(feb2026("90"), [lasting, malaysia], day("2027-01-01"), same)).toMatchObject({
      requirement: "visa required",
      correction: lasting,
      ended: null,
    });
  });

  it("keeps the correction over an older snapshot too", () => {
    expect(resolveRequirement({ requirement: "15", asOn: day("2025-01-12") }, [iran], day("2026-11-26"), same).correction).toBe(iran);
  });

  it("calls a newer snapshot that disagrees a conflict: the correction's value, with the snapshot named", () => {
    const newer = { requirement: "visa on arrival", asOn: day("2026-06-01") };
    expect(resolveRequirement(newer, [iran], day("2026-11-26"), same)).toEqual({
      requirement: "visa required",
      correction: iran,
      disagreeing: newer,
      ended: null,
      follows: null,
    });
  });

  it("lets a newer snapshot that agrees make the correction redundant", () => {
    const newer = { requirement: "visa required", asOn: day("2026-06-01") };
    expect(resolveRequirement(newer, [iran], day("2026-11-26"), same)).toEqual({
      requirement: "visa required",
      correction: null,
      disagreeing: null,
      ended: null,
      follows: null,
    });
  });

  it("keeps the snapshot while a correction is not yet in force", () => {
    const upcoming = correction({ requirement: "eta", effectiveOn: day("2027-01-01") });
    expect(resolveRequirement(feb2026("90"), [upcoming], day("2026-11-26"), same)).toEqual({
      requirement: "90",
      correction: null,
      disagreeing: null,
      ended: null,
      follows: null,
    });
  });
});

describe("endedOver: the ended rule whose period holds the snapshot", () => {
  const rule = correction({ effectiveOn: day("2025-01-01"), validUntilOn: day("2026-12-31") });
  it.each([
    ["2026-02-17", "2027-01-01", true, "a snapshot inside the period, the day after the end"],
    ["2026-02-17", "2026-12-31", false, "the rule's last day: not ended"],
    ["2025-01-01", "2027-01-01", true, "a snapshot on the first day"],
    ["2026-12-31", "2027-01-01", true, "a snapshot on the last day"],
    ["2024-12-31", "2027-01-01", false, "a snapshot before it began"],
    ["2027-01-01", "2027-02-01", false, "a snapshot after it ended"],
  ])("snapshot %s, asked %s: %s (%s)", (snapshotOn, asked, expected) => {
    expect(endedOver([rule], day(snapshotOn), day(asked))).toBe(expected ? rule : null);
  });

  it("picks the rule that ended last", () => {
    const first = correction({ effectiveOn: day("2025-01-01"), validUntilOn: day("2026-06-30") });
    const second = correction({ effectiveOn: day("2026-01-01"), validUntilOn: day("2026-09-14") });
    expect(endedOver([second, first], day("2026-02-17"), day("2026-10-01"))).toBe(second);
  });
});

describe("endsSoon: the 60 days before a rule's last day", () => {
  const rule = { validUntilOn: day("2026-12-31") };
  it.each([
    ["2026-10-31", "61 days before", false],
    ["2026-11-01", "60 days before", true],
    ["2026-11-26", "today, 35 days before", true],
    ["2026-12-31", "its last day", true],
    ["2027-01-01", "the day after (ended, not ending)", false],
  ])("on %s (%s): %s", (today, _label, expected) => {
    expect(endsSoon(rule, day(today))).toBe(expected);
  });

  it("is false for an open-ended rule", () => {
    expect(endsSoon({ validUntilOn: null }, day("2026-11-26"))).toBe(false);
  });
});

describe("reviewCorrection", () => {
  it.each([
    ["visa on arrival", "2026-02-17", "reviewed"],
    ["visa required", "2026-02-17", "reviewed"],
    ["visa on arrival", "2026-06-01", "conflict"],
    ["visa required", "2026-06-01", "redundant"],
    ["15", "2025-01-12", "reviewed"],
  ] as const)("a 'visa required' reviewed against 2026-02-17, against a snapshot of %s on %s, is %s", (value, on, verdict) => {
    const iran = correction({ requirement: "visa required", effectiveOn: day("2025-11-22"), reviewedAgainstOn: day("2026-02-17") });
    expect(reviewCorrection(iran, { requirement: value, asOn: day(on) }, same)).toEqual({ verdict });
  });
});
