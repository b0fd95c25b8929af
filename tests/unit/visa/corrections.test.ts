import { describe, expect, it } from "vitest";
import { correctionInForce, resolveRequirement, reviewCorrection } from "../../../shared/visa/corrections";
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

describe("resolveRequirement: the newest observation wins", () => {
  const iran = correction({ requirement: "visa required", effectiveOn: day("2025-11-22") });

  it("keeps the correction over a snapshot taken before its date", () => {
    const resolved = resolveRequirement({ requirement: "15", asOn: day("2025-01-12") }, [iran], day("2026-11-23"));
    expect(resolved).toEqual({ requirement: "visa required", correction: iran });
  });

  it("lets a snapshot taken after the correction's date replace it", () => {
    const resolved = resolveRequirement({ requirement: "visa on arrival", asOn: day("2026-02-17") }, [iran], day("2026-11-23"));
    expect(resolved).toEqual({ requirement: "visa on arrival", correction: null });
  });

  it("keeps the correction when it takes effect on the snapshot's own day", () => {
    const sameDay = correction({ requirement: "eta", effectiveOn: day("2026-02-17") });
    expect(resolveRequirement({ requirement: "90", asOn: day("2026-02-17") }, [sameDay], day("2026-11-23")).correction).toBe(sameDay);
  });

  it("keeps the snapshot while a newer correction is not yet in force", () => {
    const upcoming = correction({ requirement: "eta", effectiveOn: day("2027-01-01") });
    expect(resolveRequirement({ requirement: "90", asOn: day("2026-02-17") }, [upcoming], day("2026-11-23"))).toEqual({
      requirement: "90",
      correction: null,
    });
  });

  it("falls back to the snapshot once a temporary correction has ended", () => {
    const trial = correction({ requirement: "30", effectiveOn: day("2026-06-01"), validUntilOn: day("2026-12-31") });
    expect(resolveRequirement({ requirement: "visa required", asOn: day("2026-02-17") }, [trial], day("2027-01-01")).requirement).toBe(
      "visa required",
    );
  });
});

describe("reviewCorrection", () => {
  const same = (a: string, b: string) => a === b;

  it.each([
    ["visa on arrival", "2026-02-17", "contradicted", "snapshot"],
    ["visa required", "2026-02-17", "redundant", "snapshot"],
    ["15", "2025-01-12", "contradicted", "correction"],
    ["visa required", "2025-11-22", "redundant", "correction"],
  ] as const)("a 2025-11-22 'visa required' against a snapshot of %s on %s is %s and the %s wins", (value, on, verdict, winner) => {
    const iran = correction({ requirement: "visa required", effectiveOn: day("2025-11-22") });
    expect(reviewCorrection(iran, { requirement: value, asOn: day(on) }, same)).toEqual({ verdict, winner });
  });
});
