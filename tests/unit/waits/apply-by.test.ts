/**
 * Issue #46: the apply-by arithmetic (the wait plus the processing time, the chosen post, a trip sooner than the wait,
 * a stale figure) and its sentences, word for word.
 */
import { describe, expect, it } from "vitest";
import raw from "../../../data/waits/waits.json";
import { waitFigureSetSchema } from "../../../shared/schemas/waits";
import type { IsoDate } from "../../../shared/units/iso-date";
import {
  APPLY_MARGIN_DAYS,
  applyBy,
  choosePost,
  daysBefore,
  interviewWaits,
  processingTime,
  STALE_AFTER_DAYS,
  staleDays,
} from "../../../shared/waits/apply-by";
import type { WaitFigure } from "../../../shared/waits/wait-figure";
import { interviewWaitText, notPossibleText, processingForApplicantsText, staleText, WAIT_TEXTS } from "../../../shared/waits/wait-texts";

const { figures } = waitFigureSetSchema.parse(raw);
const d = (date: string) => date as IsoDate;

/** A figure built from a seeded one, with what a test changes. */
function figure(id: string, change: Partial<WaitFigure> = {}): WaitFigure {
  const found = figures.find((f) => f.id === id);
  if (!found) throw new Error(`no figure ${id}`);
  return { ...found, ...change };
}

describe("the posts and the post chosen", () => {
  it("lists India's five posts for a US visa, shortest wait first", () => {
    const waits = interviewWaits(figures, "US", "IN");
    expect(waits.map((w) => [w.post, w.days])).toEqual([
      ["Kolkata", 195],
      ["Chennai", 225],
      ["New Delhi", 300],
      ["Mumbai", 345],
      ["Hyderabad", 360],
    ]);
    expect(interviewWaits(figures, "US", "ZW")).toEqual([]);
  });

  it("takes the traveller's post, else the shortest (named), else none", () => {
    const waits = interviewWaits(figures, "US", "IN");
    expect(choosePost(waits, "Mumbai")?.post).toBe("Mumbai");
    expect(choosePost(waits, null)?.post).toBe("Kolkata");
    expect(choosePost(waits, "Atlantis")?.post).toBe("Kolkata");
    expect(choosePost([], "Mumbai")).toBeNull();
  });

  it("finds the processing time for the country applied from, else the one that holds everywhere", () => {
    expect(processingTime(figures, "CA", "IN")?.days).toBe(22);
    expect(processingTime(figures, "CA", "ZW")).toBeNull();
    expect(processingTime(figures, "GB", "IN")).toMatchObject({ days: 15, dayKind: "working" });
    // The Visa Code's standard, not its 45-day maximum.
    expect(processingTime(figures, "SCHENGEN", "IN")?.days).toBe(15);
    expect(processingTime(figures, "US", "IN")).toBeNull();
  });
});

describe("counting back", () => {
  it("counts calendar days, and working days Monday to Friday", () => {
    expect(daysBefore(d("2027-02-10"), 15, "calendar")).toBe("2027-01-26");
    // Wed 10 Feb 2027 less 15 working days: three weeks back, Wed 20 Jan.
    expect(daysBefore(d("2027-02-10"), 15, "working")).toBe("2027-01-20");
    // From a Monday, one working day back is the Friday before.
    expect(daysBefore(d("2027-02-08"), 1, "working")).toBe("2027-02-05");
    expect(daysBefore(d("2027-02-08"), 0, "working")).toBe("2027-02-08");
  });

  it("adds the wait, the processing time and the margin, from the day the traveller leaves", () => {
    const canada = processingTime(figures, "CA", "IN");
    const plan = applyBy({ leaveOn: d("2027-02-10"), visitOn: d("2027-02-14"), today: d("2026-11-28"), wait: null, processing: canada });
    // 10 Feb less 7 days' margin and 22 days: 12 Jan.
    expect(plan).toMatchObject({ applyByOn: "2027-01-12", leaveOn: "2027-02-10", marginDays: APPLY_MARGIN_DAYS, late: false, waitTooLong: false });
    const kolkata = choosePost(interviewWaits(figures, "US", "IN"), null);
    const us = applyBy({ leaveOn: d("2027-09-01"), visitOn: d("2027-09-03"), today: d("2026-11-28"), wait: kolkata, processing: null });
    // 1 Sept 2027 less 7 and 195 days.
    expect(us?.applyByOn).toBe("2027-02-11");
    expect(applyBy({ leaveOn: d("2027-02-10"), visitOn: d("2027-02-10"), today: d("2026-11-28"), wait: null, processing: null })).toBeNull();
  });

  it("says when the wait runs past the visit, and when the day to apply has passed", () => {
    const mumbai = choosePost(interviewWaits(figures, "US", "IN"), "Mumbai");
    const feb = applyBy({ leaveOn: d("2027-02-08"), visitOn: d("2027-02-10"), today: d("2026-11-28"), wait: mumbai, processing: null });
    expect(feb).toMatchObject({ late: true, waitTooLong: true });
    // A wait that ends exactly on the visit is not too long.
    const exact = applyBy({ leaveOn: d("2027-11-08"), visitOn: d("2027-11-08"), today: d("2026-11-28"), wait: mumbai, processing: null });
    expect(exact?.waitTooLong).toBe(false);
  });
});

describe("a stale figure", () => {
  it("is a periodic figure older than 45 days by its own date; a standard never is", () => {
    const mumbai = figure("us-b1b2-mumbai-next-available");
    // Published on 17 Sept 2026: 45 days old on 1 Nov, and older from the day after.
    expect(staleDays(mumbai, d("2026-11-01"))).toBeNull();
    expect(staleDays(mumbai, d("2026-11-02"))).toBe(STALE_AFTER_DAYS + 1);
    expect(staleDays(mumbai, d("2026-11-28"))).toBe(72);
    expect(staleDays(figure("ca-visitor-visa-in"), d("2026-11-28"))).toBe(157);
    expect(staleDays(figure("uk-standard-visitor"), d("2026-11-28"))).toBeNull();
    expect(staleDays(figure("schengen-decision-standard"), d("2026-11-28"))).toBeNull();
  });
});

describe("the sentences", () => {
  it("says the check's processing time as the issue words it", () => {
    expect(interviewWaitText(figure("us-b1b2-mumbai-next-available"))).toBe(
      "Interview wait in Mumbai: 345 days (US State Department, as of 17 Sept 2026), then administrative processing",
    );
    expect(interviewWaitText(figure("us-b1b2-lagos-next-available"))).toBe(
      "Interview wait in Lagos: under 15 days (US State Department, as of 17 Sept 2026), then administrative processing",
    );
    expect(processingForApplicantsText(figure("ca-visitor-visa-in"), "India")).toBe(
      "Processing time for applicants in India: 22 days (IRCC, as of 24 Jun 2026)",
    );
    expect(processingForApplicantsText(figure("uk-standard-visitor"), "India")).toBe(
      "Processing time for applicants in India: 15 working days (UK Visas and Immigration)",
    );
  });

  it("says first when a visit comes before the interview can", () => {
    expect(notPossibleText(figure("us-b1b2-mumbai-next-available", { days: 290 }), d("2027-02-10"))).toBe(
      "The interview wait in Mumbai is 290 days: a visit on 10 Feb 2027 is not possible unless you already hold a US visa or qualify for an interview waiver.",
    );
  });

  it("says how old a stale figure is, and what every figure is", () => {
    expect(staleText(figure("us-b1b2-mumbai-next-available"), 72)).toBe(
      "This figure is 72 days old: check the US State Department's page for a newer one.",
    );
    expect(WAIT_TEXTS.estimate).toBe("An estimate by its publisher, not a promise.");
    expect(WAIT_TEXTS.margin(7)).toBe("Counted back from the day you leave, with 7 days' margin for appointments and the passport's return.");
  });
});
