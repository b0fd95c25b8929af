/**
 * A plan begun from another page, and the passport a plan starts with (shared/trip/prefill.ts, issue #46): the
 * visitor's passport where the URL names none and no stops, the Schengen calculator's stays as stops whose country is
 * still to choose, and nothing missing called an error while the plan is only begun.
 */
import { describe, expect, it } from "vitest";
import { TRIP_MESSAGES } from "../../../shared/trip/messages";
import { readTripPage, SCHENGEN_BEGUN_NOTE, type TripPageContext, type TripPageSearch } from "../../../shared/trip/prefill";
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
    expect(reading).toMatchObject({ passports: ["AE"], empty: true, input: null, begun: false, beginNote: null });
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
    for (const search of [{}, { to: "TH" }, { holds: "us-visa" }, { schengen: "2027-03-01~2027-03-10" }] satisfies TripPageSearch[])
      expect(readTripPage(search, fromAe).input).toBeNull();
  });
});

describe("a plan begun with the Schengen calculator's stays", () => {
  it("opens with each stay as a stop whose country is to choose, saying so, without a message", () => {
    const reading = readTripPage({ schengen: "2027-03-01~2027-03-10,2027-05-01~" }, fromAe);
    expect(reading.rows.map(({ country, arrive, depart, kind }) => [country, arrive, depart, kind])).toEqual([
      ["", "2027-03-01", "2027-03-10", "s"],
      ["", "2027-05-01", "", "s"],
    ]);
    expect(messagesOf(reading)).toEqual([]);
    expect(reading).toMatchObject({ begun: true, beginNote: SCHENGEN_BEGUN_NOTE, passports: ["AE"] });
  });

  it("keeps the message of a value that is wrong, not only missing", () => {
    const reading = readTripPage({ passport: "IN", schengen: "2027-03-10~2027-03-01,2027-04-31~2027-05-02" }, context);
    expect(reading.rows.map((row) => row.problems)).toEqual([{ depart: TRIP_MESSAGES.departBeforeArrive }, { arrive: TRIP_MESSAGES.date }]);
  });

  it("drops what follows a stay's exit (the calculator's ~r mark)", () => {
    const reading = readTripPage({ passport: "IN", schengen: "2027-03-01~2027-03-10~r" }, context);
    expect(reading.formProblems).toEqual([]);
    expect(reading.rows[0]).toMatchObject({ arrive: "2027-03-01", depart: "2027-03-10" });
  });

  it("says so when there are more stays than a plan takes", () => {
    const stays = Array.from({ length: 13 }, (_, i) => `2027-0${1 + Math.floor(i / 3)}-1${i % 3}~2027-0${1 + Math.floor(i / 3)}-1${i % 3}`);
    const reading = readTripPage({ passport: "IN", schengen: stays.join(",") }, context);
    expect(reading.formProblems).toEqual([TRIP_MESSAGES.tooManyStops]);
    expect(reading.rows).toHaveLength(12);
  });

  it("gives way to a plan's own stops, and takes the place of a destination", () => {
    expect(readTripPage({ passport: "IN", stops: "GB~2027-03-01~2027-03-08~s", schengen: "2027-03-01~2027-03-10" }, context)).toMatchObject({
      begun: false,
      beginNote: null,
      rows: [{ country: "GB" }],
    });
    expect(readTripPage({ passport: "IN", to: "TH", schengen: "2027-03-01~2027-03-10" }, context).rows).toMatchObject([{ country: "" }]);
  });
});
