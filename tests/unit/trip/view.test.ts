/**
 * What the page and the API are given of a plan (shared/trip/view.ts), a plan begun from a check (prefill.ts), the
 * calendar's events (calendar.ts), the links to the planner (links.ts) and the hours message's article: the issue's
 * example trip with the hand-made facts of fixtures.ts (today 26 Nov 2026).
 */
import { describe, expect, it } from "vitest";
import { applyByEvents } from "../../../shared/trip/calendar";
import { tripHrefWith } from "../../../shared/trip/links";
import { connectionTooLongText, TRIP_MESSAGES } from "../../../shared/trip/messages";
import { readTripPage } from "../../../shared/trip/prefill";
import type { TripReadContext } from "../../../shared/trip/query";
import { planTrip } from "../../../shared/trip/trip";
import { tripView } from "../../../shared/trip/view";
import { sourceStatusesOf } from "../../../shared/watch/source-statuses";
import type { CountryCode } from "../../../shared/units/country-code";
import { day } from "../fixtures/domain";
import { EXAMPLE_STOPS, plan, TODAY, tripFacts } from "./fixtures";
import { TRANSIT_RULES } from "./transit-rules";

const dates = { asOn: TODAY, transitRulesCompiledOn: day("2026-11-26") };
const example = plan(EXAMPLE_STOPS);
const view = tripView(example, planTrip(example, tripFacts()), dates);

describe("tripView", () => {
  it("keeps the plan's address, passports and stops, each with the answer a traveller reads", () => {
    expect(view.query).toBe(
      "?passport=IN&stops=AE~2027-03-01~2027-03-01~a,GB~2027-03-01~2027-03-08~s,FR~2027-03-08~2027-03-15~s,DE~2027-03-15~2027-03-15~a",
    );
    expect(view.passports).toEqual([{ code: "IN", name: "India" }]);
    expect(view.stops.map((s) => [s.country.code, s.plannedKind, s.byPassport[0]?.kind, s.byPassport[0]?.summary])).toEqual([
      ["AE", "airside", "airside", "No visa needed"],
      ["GB", "stay", "stay", "Visa required"],
      ["FR", "stay", "stay", "Visa required"],
      ["DE", "airside", "landside", "Visa needed: Uniform Schengen short-stay visa (type C)"],
    ]);
  });

  it("gives a connection its rule, confidence, source and the words to check with the airline; a stay none", () => {
    const dubai = view.stops[0]?.byPassport[0];
    expect(dubai?.entry).toBeNull();
    expect(dubai?.transit).toMatchObject({ known: true, area: "AE", mode: "airside", requirement: "no visa", official: false, confidence: "medium" });
    expect(dubai?.transit?.verify).toContain("check with your airline or the embassy");
    expect(view.stops[1]?.byPassport[0]?.transit).toBeNull();
  });

  it("gives a stay its entry rule with where it comes from, and no check objects", () => {
    const london = view.stops[1]?.byPassport[0];
    expect(london?.entry).toEqual({
      ownCountry: false,
      requirement: "visa-required",
      passportOnly: "visa-required",
      personal: null,
      coveredBy: null,
      maxStayDays: 180,
      provenance: { kind: "dataset", asOn: "2026-02-17", source: null, sourceUrl: null, sourceStatus: null },
      concession: null,
      documents: expect.any(Array),
    });
    expect(JSON.stringify(view)).not.toContain('"check":');
  });

  it("gives a listed fee its page's status, in the stop and the plan's total, and says nothing when no page is flagged", () => {
    const fee = (v: typeof view) => v.stops[2]?.byPassport[0]?.fee;
    expect(fee(view)).toMatchObject({ status: "listed", sourceUrl: "https://evisa.example.gov/fees", sourceStatus: { state: "checked" } });
    const flagged = sourceStatusesOf([
      {
        url: "https://evisa.example.gov/fees",
        reviewedFingerprint: "a",
        latestFingerprint: "b",
        changedAt: "2026-12-03T06:00:00.000Z",
        failures: 0,
        failingSince: null,
        lastError: null,
        checkedAt: "2026-12-03T06:00:00.000Z",
      },
    ]);
    const seen = tripView(example, planTrip(example, tripFacts()), dates, flagged.statusOf);
    expect(fee(seen)).toMatchObject({ sourceStatus: { state: "changed", since: "2026-12-03" } });
    expect(seen.plans[0]?.totals.items.map((i) => i.fee)).toContainEqual(
      expect.objectContaining({ sourceStatus: { state: "changed", since: "2026-12-03" } }),
    );
  });

  it("is JSON: the same after a round trip", () => {
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
  });
});

describe("applyByEvents", () => {
  it("puts each visa on its apply-by day, in the order to apply", () => {
    expect(applyByEvents(view)).toEqual([
      {
        key: "IN-1-2027-03-08-3.4",
        on: "2027-01-08",
        summary: "Apply for the Uniform short-stay Schengen visa (type C): France and Germany",
        description: "Apply by 8 Jan 2027: processing takes 15-45 days. Needed from 8 Mar 2027 (stops 3 and 4). Fee: EUR 90 ($100, ₹9,000).",
      },
      {
        key: "IN-2-2027-03-01-2",
        on: "2027-02-01",
        summary: "Apply for the Standard Visitor visa (up to 6 months): United Kingdom",
        description: "Apply by 1 Feb 2027: processing takes 15-21 days. Needed from 1 Mar 2027 (stop 2). Fee: GBP 135 ($180, ₹16,200).",
      },
    ]);
  });

  it("dates a visa without a processing time, or one already late, the day of the answer: no date is invented", () => {
    const us = plan([
      EXAMPLE_STOPS[1]!,
      { ...EXAMPLE_STOPS[1]!, countryCode: "US" as CountryCode, arriveOn: day("2027-03-08"), departOn: day("2027-03-20") },
    ]);
    const events = applyByEvents(tripView(us, planTrip(us, tripFacts()), dates));
    expect(events.find((e) => e.summary.includes("B-1/B-2"))).toMatchObject({ on: "2026-11-26" });
    expect(events.find((e) => e.summary.includes("B-1/B-2"))?.description).toMatch(/^Processing time unknown: apply early\./);
    const soon = plan([{ ...EXAMPLE_STOPS[1]!, arriveOn: day("2026-12-01"), departOn: day("2026-12-05") }]);
    expect(applyByEvents(tripView(soon, planTrip(soon, tripFacts()), dates))[0]).toMatchObject({ on: "2026-11-26" });
  });
});

describe("readTripPage", () => {
  const known = new Set(["IN", "TH", "GB"]);
  const context: TripReadContext = { today: TODAY, isKnownCountry: (c) => known.has(c), transitRules: TRANSIT_RULES };

  it("begins a plan with `to` as its first stay, the passport and documents filled in, and no message for what is still to come", () => {
    const reading = readTripPage({ passport: "IN", holds: "us-visa", to: "th" }, context);
    expect(reading).toMatchObject({ begun: true, input: null, passports: ["IN"], holds: ["us-visa"], problems: {}, formProblems: [] });
    expect(reading.rows).toEqual([{ country: "th", arrive: "", depart: "", kind: "s", problems: {} }]);
  });

  it("still says what is wrong: an unknown destination", () => {
    const reading = readTripPage({ passport: "IN", to: "ZZ" }, context);
    expect(reading.rows[0]?.problems).toEqual({ country: "We have no country with the code “ZZ”: choose one from the list." });
  });

  it("reads the plan as it is when it has stops: `to` changes nothing", () => {
    const reading = readTripPage({ passport: "IN", to: "TH", stops: "GB~2027-03-01~2027-03-08~s" }, context);
    expect(reading.begun).toBe(false);
    expect(reading.input?.stops.map((s) => s.countryCode)).toEqual(["GB"]);
    expect(readTripPage({ passport: "IN", stops: "GB~~~s" }, context).rows[0]?.problems.arrive).toBe(TRIP_MESSAGES.arriveMissing);
  });
});

describe("the links and the hours message", () => {
  it("begins the planner with a destination, the documents only for an Indian passport", () => {
    expect(tripHrefWith("IN", "TH", ["uk-visa", "us-visa"])).toBe("/trip?passport=IN&holds=us-visa,uk-visa&to=TH");
    expect(tripHrefWith("US", "TH", ["us-visa"])).toBe("/trip?passport=US&to=TH");
  });

  it("says an airside connection, a landside connection", () => {
    expect(connectionTooLongText(24, "airside")).toMatch(/^An airside connection here may last at most 24 hours/);
    expect(connectionTooLongText(48, "landside")).toMatch(/^A landside connection/);
  });
});
