/**
 * The passport a plan starts with (shared/trip/prefill.ts, issue #46): the visitor's where the URL names none and no
 * stops, never an answer computed for it.
 */
import { describe, expect, it } from "vitest";
import { TRIP_MESSAGES } from "../../../shared/trip/messages";
import { readTripPage, type TripPageContext, type TripPageSearch } from "../../../shared/trip/prefill";
import type { CountryCode } from "../../../shared/units/country-code";
import { code, TODAY } from "../fixtures/domain";
import { TRANSIT_RULES } from "./transit-rules";

const KNOWN = new Set<string>(["IN", "AE", "GB", "FR", "DE", "TH"]);
const context: TripPageContext = { today: TODAY, isKnownCountry: (c: CountryCode) => KNOWN.has(c), transitRules: TRANSIT_RULES };
const fromAe = { ...context, visitorCountry: code("AE") };
const messagesOf = (reading: ReturnType<typeof readTripPage>) => [
  ...reading.formProblems,
  ...Object.values(reading.problems),
  ...reading.rows.flatMap((row) => Object.values(row.problems)),
];

describe("the passport a plan starts with", () => {
  it("is the visitor's on the empty form, still without messages", () => {
    const reading = readTripPage({}, fromAe);
    expect(reading).toMatchObject({ passports: ["AE"], empty: true, input: null, begun: false });
    expect(messagesOf(reading)).toEqual([]);
  });

  it.each<[string, TripPageContext]>([
    ["no country", { ...context, visitorCountry: null }],
    ["a country the data has no passport for", { ...context, visitorCountry: code("AQ") }],
    ["no country given at all (the API, the calendar file)", context],
  ])("is none for %s", (_, given) => {
    expect(readTripPage({}, given)).toMatchObject({ passports: [], empty: true });
  });

  it("is the URL's when it names one", () => {
    expect(readTripPage({ passport: "GB", to: "TH" }, fromAe).passports).toEqual(["GB"]);
  });

  it("is the visitor's for a plan begun with a destination, or with documents only", () => {
    expect(readTripPage({ to: "TH" }, fromAe)).toMatchObject({ passports: ["AE"], problems: {} });
    const holds = readTripPage({ holds: "us-visa" }, fromAe);
    expect(holds.passports).toEqual(["AE"]);
    expect(holds.problems).toEqual({});
  });

  it("is not put in a plan's stops made without one: the visitor chose none, and is told to", () => {
    const reading = readTripPage({ stops: "GB~2027-03-01~2027-03-08~s" }, fromAe);
    expect(reading.passports).toEqual([]);
    expect(reading.problems.passport).toBe(TRIP_MESSAGES.passportMissing);
  });

  it("never gives an answer for a passport the URL does not name", () => {
    for (const search of [{}, { to: "TH" }, { holds: "us-visa" }] satisfies TripPageSearch[]) expect(readTripPage(search, fromAe).input).toBeNull();
  });
});
