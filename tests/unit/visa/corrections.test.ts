import { describe, expect, it } from "vitest";
import { correctionInForce } from "../../../shared/visa/corrections";
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
