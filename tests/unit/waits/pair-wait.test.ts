/**
 * Issue #46: the wait a pair shows (the check's processing time, the trip's count): the US interview wait at the
 * shortest post (or the one chosen) with every post listed, IRCC's time for applicants in the passport's country, the
 * figure's age, and no wait where none applies.
 */
import { describe, expect, it } from "vitest";
import raw from "../../../data/waits/waits.json";
import { waitFigureSetSchema } from "../../../shared/schemas/waits";
import type { IsoDate } from "../../../shared/units/iso-date";
import { pairWait, type PairWaitQuestion } from "../../../shared/waits/pair-wait";
import { shortWaitText } from "../../../shared/waits/wait-texts";

const { figures } = waitFigureSetSchema.parse(raw);
const india: PairWaitQuestion = {
  destination: "US",
  appliesIn: "IN",
  appliesInName: "India",
  visaType: "tourist",
  category: "visa-required",
  today: "2026-11-29" as IsoDate,
};

describe("pairWait", () => {
  it("IN → US: the shortest post's interview wait, named, with its age, and all five posts of India", () => {
    const wait = pairWait(figures, india);
    expect(wait?.kind).toBe("interview-wait");
    expect(wait?.text).toBe("Interview wait in Kolkata: 195 days (US State Department, as of 17 Sept 2026), then administrative processing");
    expect(wait?.stale).toBe("This figure is 73 days old: check the US State Department's page for a newer one.");
    expect(wait?.note).toBe("An estimate by its publisher, not a promise.");
    expect(wait?.posts.map((p) => [p.post, p.days, p.chosen])).toEqual([
      ["Kolkata", 195, true],
      ["Chennai", 225, false],
      ["New Delhi", 300, false],
      ["Mumbai", 345, false],
      ["Hyderabad", 360, false],
    ]);
    expect(shortWaitText(wait?.figure ?? figures[0]!)).toBe("Interview wait: 195 days");
  });

  it("counts the post the traveller chose, and the shortest for a post not in the figures", () => {
    expect(pairWait(figures, { ...india, post: "Mumbai" })?.text).toBe(
      "Interview wait in Mumbai: 345 days (US State Department, as of 17 Sept 2026), then administrative processing",
    );
    expect(pairWait(figures, { ...india, post: "Pune" })?.figure.post).toBe("Kolkata");
  });

  it("says nothing of a figure's age within 45 days of its date", () => {
    expect(pairWait(figures, { ...india, today: "2026-11-01" as IsoDate })?.stale).toBeNull();
    expect(pairWait(figures, { ...india, today: "2026-11-02" as IsoDate })?.stale).toBe(
      "This figure is 46 days old: check the US State Department's page for a newer one.",
    );
  });

  it("IN → CA: IRCC's processing time for applicants in India", () => {
    const wait = pairWait(figures, { ...india, destination: "CA" });
    expect(wait?.kind).toBe("processing-time");
    expect(wait?.text).toBe("Processing time for applicants in India: 22 days (IRCC, as of 24 Jun 2026)");
    expect(wait?.posts).toEqual([]);
  });

  it("no wait for a visa the figures do not cover, a pair that needs no consular visa, or a country with no figure", () => {
    expect(pairWait(figures, { ...india, visaType: "student" })).toBeNull();
    expect(pairWait(figures, { ...india, category: "e-visa" })).toBeNull();
    expect(pairWait(figures, { ...india, category: "visa-free" })).toBeNull();
    expect(pairWait(figures, { ...india, appliesIn: "FR", appliesInName: "France" })).toBeNull();
    expect(pairWait(figures, { ...india, destination: "JP" })).toBeNull();
  });
});
