/**
 * The trip plan in the URL (shared/trip/query.ts) and the form's compact address (form-query.ts): a sound plan, a
 * message beside the field for every kind of bad value (never a throw), and the round trip of any plan.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compactTripQuery, isTripFormSubmission } from "../../../shared/trip/form-query";
import { MAX_STOPS, STOP_KINDS, type TripPlan } from "../../../shared/trip/plan";
import { readTripSearch, type TripReadContext, type TripSearch, tripQuery } from "../../../shared/trip/query";
import { addDays } from "../../../shared/schengen/days";
import type { CountryCode } from "../../../shared/units/country-code";
import { day, TODAY } from "../fixtures/domain";
import { TRANSIT_RULES } from "./transit-rules";

const KNOWN = new Set<string>(["IN", "AE", "GB", "FR", "DE", "MY", "TR", "MX", "US", "JP", "CA", "PE", "SA", "BH"]);
const context: TripReadContext = { today: TODAY, isKnownCountry: (c: CountryCode) => KNOWN.has(c), transitRules: TRANSIT_RULES };
const read = (search: TripSearch) => readTripSearch(search, context);
const rowProblems = (search: TripSearch) => read(search).rows.map((r) => r.problems);

describe("readTripSearch", () => {
  it("reads a plan: two passports, the documents held, and the stops in order", () => {
    const reading = read({ passport: "in,gb", holds: "us-visa", stops: "AE~2027-03-01~2027-03-01~a, gb~2027-03-01~2027-03-08~s" });
    expect(reading.input).toEqual({
      passportCountryCodes: ["IN", "GB"],
      holds: ["us-visa"],
      stops: [
        { countryCode: "AE", arriveOn: "2027-03-01", departOn: "2027-03-01", kind: "airside" },
        { countryCode: "GB", arriveOn: "2027-03-01", departOn: "2027-03-08", kind: "stay" },
      ],
    });
  });

  it("shows an empty form without messages when nothing is asked", () => {
    const reading = read({});
    expect(reading).toMatchObject({ empty: true, input: null, problems: {}, formProblems: [] });
  });

  it.each([
    [{ passport: "", stops: "GB~2027-03-01~2027-03-08~s" }, { passport: "Choose your passport." }],
    [{ passport: "IND", stops: "GB~2027-03-01~2027-03-08~s" }, { passport: "Enter a two-letter country code." }],
    [{ passport: "ZZ", stops: "GB~2027-03-01~2027-03-08~s" }, { passport: "We have no country with the code “ZZ”: choose one from the list." }],
    [{ passport: "IN,in", stops: "GB~2027-03-01~2027-03-08~s" }, { passport2: "Choose two different passports." }],
  ])("says what is wrong with the passport %j", (search, problems) => {
    const reading = read(search);
    expect(reading.problems).toEqual(problems);
    expect(reading.input).toBeNull();
  });

  it("refuses a third passport above the form", () => {
    expect(read({ passport: "IN,GB,US", stops: "GB~2027-03-01~2027-03-08~s" }).formProblems).toEqual([
      "Enter at most 2 passports: only the first 2 are used.",
    ]);
  });

  it.each([
    ["~2027-03-01~2027-03-08~s", { country: "Choose the country of this stop." }],
    ["XX~2027-03-01~2027-03-08~s", { country: "We have no country with the code “XX”: choose one from the list." }],
    ["GBR~2027-03-01~2027-03-08~s", { country: "Enter a two-letter country code." }],
    ["GB~~2027-03-08~s", { arrive: "Enter the day you arrive." }],
    ["GB~2027-03-01~~s", { depart: "Enter the day you leave." }],
    ["GB~2027-02-30~2027-03-08~s", { arrive: "Enter a date as YYYY-MM-DD, for example 2026-03-01." }],
    ["GB~2027-03-01~2027-03-0800000~s", { depart: "Enter a date as YYYY-MM-DD, for example 2026-03-01." }],
    ["GB~2027-03-08~2027-03-01~s", { depart: "The day you leave is before the day you arrive." }],
    ["GB~2025-11-25~2025-11-30~s", { arrive: "Enter a date from 26 Nov 2025: a plan reaches back a year at most." }],
    ["GB~2037-01-01~2037-01-02~s", { arrive: "Enter a date within 10 years from today.", depart: "Enter a date within 10 years from today." }],
    ["GB~2027-03-01~2027-03-08~x", { kind: "Choose a stay, an airside connection or a landside connection." }],
    ["GB~2027-03-01~2027-03-08~stay", { kind: "Choose a stay, an airside connection or a landside connection." }],
  ])("says what is wrong with the stop %s", (stops, problems) => {
    expect(rowProblems({ passport: "IN", stops })).toEqual([problems]);
  });

  it("reads a date exactly a year back, and refuses the day before", () => {
    const yearAgo = "2025-11-26";
    expect(read({ passport: "IN", stops: `GB~${yearAgo}~${yearAgo}~s` }).input).not.toBeNull();
    expect(read({ passport: "IN", stops: `GB~${addDays(day(yearAgo), -1)}~${yearAgo}~s` }).input).toBeNull();
  });

  it("refuses a stop that starts before the previous one ends, beside its arrival", () => {
    const problems = rowProblems({ passport: "IN", stops: "GB~2027-03-01~2027-03-08~s,FR~2027-03-07~2027-03-10~s" });
    expect(problems[1]).toEqual({ arrive: "This stop starts before stop 1 ends (8 Mar 2027): stops follow one another." });
  });

  it("refuses a connection certainly longer than its rule allows (Dubai landside: 48 hours), beside its departure", () => {
    const problems = rowProblems({ passport: "IN", stops: "AE~2027-03-01~2027-03-04~l,GB~2027-03-04~2027-03-08~s" });
    expect(problems[0]).toEqual({
      depart: "A landside connection here may last at most 48 hours, and these dates make it longer: plan it as a stay, or check the dates.",
    });
    expect(read({ passport: "IN", stops: "AE~2027-03-01~2027-03-03~l" }).input).not.toBeNull();
  });

  it("does not hold another passport's connection to India's transit hours", () => {
    expect(read({ passport: "GB", stops: "AE~2027-03-01~2027-03-04~l" }).input).not.toBeNull();
  });

  it("refuses a thirteenth stop above the form, and shows the first twelve", () => {
    const stops = Array.from({ length: MAX_STOPS + 1 }, (_, i) => `GB~${addDays(day("2027-01-01"), i)}~${addDays(day("2027-01-01"), i)}~s`).join(",");
    const reading = read({ passport: "IN", stops });
    expect(reading.formProblems).toEqual(["Enter at most 12 stops: only the first 12 are shown."]);
    expect(reading.rows).toHaveLength(MAX_STOPS);
    expect(reading.input).toBeNull();
  });

  it("refuses an over-long list of stops, and cuts over-long values before showing them again", () => {
    const reading = read({ passport: "IN", stops: `${"GB".repeat(300)}~2027-03-01~2027-03-08~s` });
    expect(reading.formProblems).toContain("Enter at most 12 stops: only the first 12 are shown.");
    expect(reading.rows[0]?.country.length).toBeLessThanOrEqual(8);
  });

  it("says when a stop of the link cannot be read, and when no stop is given", () => {
    expect(read({ passport: "IN", stops: "GB~2027-03-01~2027-03-08~s~extra" }).formProblems).toEqual([
      "Some stops in this link could not be read and are left out; check the stops below.",
    ]);
    expect(read({ passport: "IN" }).formProblems).toEqual(["Add at least one stop."]);
  });

  it("leaves out documents for passports other than India's with a note, and keeps them when one passport is India's", () => {
    expect(read({ passport: "GB", holds: "us-visa", stops: "FR~2027-03-01~2027-03-08~s" }).input?.holds).toEqual([]);
    expect(read({ passport: "GB,IN", holds: "us-visa", stops: "FR~2027-03-01~2027-03-08~s" }).input?.holds).toEqual(["us-visa"]);
    expect(read({ passport: "IN", holds: "us-visa,mars", stops: "FR~2027-03-01~2027-03-08~s" }).notes).toEqual([
      "We left out “mars”: not a document we know.",
    ]);
  });

  it("never throws, whatever the URL holds", () => {
    fc.assert(
      fc.property(
        fc.record({
          passport: fc.option(fc.string(), { nil: undefined }),
          holds: fc.option(fc.string(), { nil: undefined }),
          stops: fc.option(fc.string(), { nil: undefined }),
        }),
        (search) => {
          const reading = read(search);
          expect(reading.rows.length).toBeLessThanOrEqual(MAX_STOPS);
        },
      ),
    );
  });
});

const codes = fc.constantFrom(...[...KNOWN]);
const planArbitrary: fc.Arbitrary<TripPlan> = fc
  .record({
    passports: fc.uniqueArray(codes, { minLength: 1, maxLength: 2 }),
    holds: fc.subarray(["us-visa", "uk-visa", "schengen-visa", "japan-visa"] as const),
    stops: fc.array(
      fc.record({ country: codes, gap: fc.integer({ min: 0, max: 3 }), days: fc.integer({ min: 0, max: 1 }), kind: fc.constantFrom(...STOP_KINDS) }),
      { minLength: 1, maxLength: MAX_STOPS },
    ),
  })
  .map(({ passports, holds, stops }) => {
    let date = day("2027-02-01");
    return {
      passportCountryCodes: passports as CountryCode[],
      holds: passports.includes("IN") ? holds : [],
      stops: stops.map((s) => {
        const arriveOn = addDays(date, s.gap);
        date = addDays(arriveOn, s.days);
        return { countryCode: s.country as CountryCode, arriveOn, departOn: date, kind: s.kind };
      }),
    };
  });

describe("tripQuery", () => {
  it("writes the canonical URL, commas and tildes readable", () => {
    const plan: TripPlan = {
      passportCountryCodes: ["IN"] as CountryCode[],
      holds: ["us-visa", "uk-visa"],
      stops: [{ countryCode: "GB" as CountryCode, arriveOn: day("2027-03-01"), departOn: day("2027-03-08"), kind: "stay" }],
    };
    expect(tripQuery(plan)).toBe("?passport=IN&holds=us-visa,uk-visa&stops=GB~2027-03-01~2027-03-08~s");
  });

  it("round-trips any plan through its URL", () => {
    fc.assert(
      fc.property(planArbitrary, (plan) => {
        const params = new URLSearchParams(tripQuery(plan));
        const reading = read({
          passport: params.get("passport") ?? undefined,
          holds: params.get("holds") ?? undefined,
          stops: params.get("stops") ?? undefined,
        });
        // A generated plan may hold a connection longer than its rule: that one is refused, every other comes back whole.
        if (reading.rows.some((r) => r.problems.depart?.includes("connection here may last at most"))) return;
        expect(reading.input).toEqual(plan);
      }),
    );
  });
});

describe("compactTripQuery", () => {
  it("turns the form's fields into the compact URL: repeated holds joined, empty and removed rows dropped", () => {
    const form = new URLSearchParams(
      "passport=IN&passport2=&holds=us-visa&holds=uk-visa&c1=AE&a1=2027-03-01&d1=2027-03-01&k1=a&c2=&a2=&d2=&k2=s&c3=GB&a3=2027-03-01&d3=2027-03-08&k3=s&c4=FR&a4=2027-03-08&d4=2027-03-15&k4=s&remove=4",
    );
    expect(isTripFormSubmission(form)).toBe(true);
    expect(compactTripQuery(form)).toBe("?passport=IN&holds=us-visa,uk-visa&stops=AE~2027-03-01~2027-03-01~a,GB~2027-03-01~2027-03-08~s");
  });

  it("keeps a value as typed (its problem is shown), but drops the separators it holds", () => {
    expect(compactTripQuery(new URLSearchParams("passport=IN&c1=G~B,&a1=soon&d1=&k1=s"))).toBe("?passport=IN&stops=GB~soon~~s");
  });

  it("does not take the compact URL itself for a form submission", () => {
    expect(isTripFormSubmission(new URLSearchParams("passport=IN&holds=us-visa,uk-visa&stops=GB~2027-03-01~2027-03-08~s"))).toBe(false);
  });
});
