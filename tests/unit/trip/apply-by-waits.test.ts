/**
 * Issue #46: a trip's apply-by dates count back from the day the traveller leaves home with a stated margin, add the
 * published wait at the post chosen, and say first when the wait runs past the visit.
 */
import { describe, expect, it } from "vitest";
import raw from "../../../data/waits/waits.json";
import { waitFigureSetSchema } from "../../../shared/schemas/waits";
import { type NeedAtStop, ONLINE_MARGIN_DAYS, visasToGet } from "../../../shared/trip/apply-by";
import type { IsoDate } from "../../../shared/units/iso-date";
import { APPLY_MARGIN_DAYS } from "../../../shared/waits/apply-by";
import { pairWait } from "../../../shared/waits/pair-wait";

const { figures } = waitFigureSetSchema.parse(raw);
const d = (date: string) => date as IsoDate;
const today = d("2026-11-29");
const fee: NeedAtStop["fee"] = { status: "unknown", text: "no fee on record" };

function usStop(arriveOn: string, post: string | null = null): NeedAtStop {
  return {
    n: 1,
    countryName: "United States",
    arriveOn: d(arriveOn),
    days: 10,
    need: { name: "B-1/B-2 visitor visa", document: "us-visa", processingDays: null },
    fee,
    enabledBy: null,
    category: "visa-required",
    wait: pairWait(figures, {
      destination: "US",
      appliesIn: "IN",
      appliesInName: "India",
      visaType: "tourist",
      category: "visa-required",
      today,
      post,
    }),
  };
}

describe("visasToGet with the published waits", () => {
  it("Delhi → New York on 10 Feb 2027: the interview wait runs past the visit, and says so first", () => {
    const [visa] = visasToGet([usStop("2027-02-10")], today, d("2027-02-10"));
    expect(visa?.waitTooLong).toBe(true);
    expect(visa?.text).toBe(
      "The interview wait in Kolkata is 195 days: a visit on 10 Feb 2027 is not possible unless you already hold a US visa or qualify for an interview waiver.",
    );
  });

  it("a visit in December 2027 at the post chosen: apply by the day that leaves the wait and the margin", () => {
    const [visa] = visasToGet([usStop("2027-12-10", "Chennai")], today, d("2027-12-10"));
    // 10 Dec 2027 less 7 days' margin is 3 Dec; less Chennai's 225 days is 22 Apr 2027.
    expect(visa?.applyByOn).toBe("2027-04-22");
    expect(visa?.waitTooLong).toBe(false);
    expect(visa?.text).toBe(
      "Apply by 22 Apr 2027: interview wait in Chennai: 225 days (US State Department, as of 17 Sept 2026), then administrative processing.",
    );
    expect(visa?.marginText).toBe(
      `Counted back from the day you leave, with ${APPLY_MARGIN_DAYS} days' margin for appointments and the passport's return.`,
    );
  });

  it("counts from the day the trip leaves, not the stop's: a Singapore e-Visa for 17 Jan on a trip leaving 10 Jan", () => {
    const singapore: NeedAtStop = {
      n: 2,
      countryName: "Singapore",
      arriveOn: d("2027-01-17"),
      days: 4,
      need: { name: "Entry visa (e-Visa)", document: null, processingDays: { min: 3, max: 5 } },
      fee,
      enabledBy: null,
      category: "e-visa",
      wait: null,
    };
    const [visa] = visasToGet([singapore], today, d("2027-01-10"));
    // 10 Jan less 3 days' margin (online) less 5 days' processing.
    expect(visa?.applyByOn).toBe("2027-01-02");
    expect(visa?.text).toBe("Apply by 2 Jan 2027: processing takes 3-5 days.");
    expect(visa?.marginText).toBe(`Counted back from the day you leave, with ${ONLINE_MARGIN_DAYS} days' margin for a slow reply.`);
  });

  it("a visa with neither a wait nor a processing time: apply early, no date, no margin", () => {
    const [visa] = visasToGet([{ ...usStop("2027-12-10"), wait: null }], today, d("2027-12-10"));
    expect(visa?.applyByOn).toBeNull();
    expect(visa?.text).toBe("Processing time unknown: apply early.");
    expect(visa?.marginText).toBeNull();
  });

  it("a date already passed says apply now", () => {
    const canada = pairWait(figures, {
      destination: "CA",
      appliesIn: "IN",
      appliesInName: "India",
      visaType: "tourist",
      category: "visa-required",
      today,
    });
    const [visa] = visasToGet([{ ...usStop("2026-12-10"), countryName: "Canada", wait: canada }], today, d("2026-12-10"));
    expect(visa?.late).toBe(true);
    expect(visa?.text).toBe(
      "Apply now: processing time for applicants in India: 22 days (IRCC, as of 24 Jun 2026), so the visa may not be ready by 10 Dec 2026.",
    );
  });
});
