/**
 * What the planner says across the trip (shared/trip/trip.ts and its parts): the Schengen count over every Schengen
 * stop, exact to the day; the visas to get once each, when to apply and in which order; the total with estimates
 * marked; the visas the plan gets counting at its other stops; and, for two passports, the easier one at each stop.
 */
import { describe, expect, it } from "vitest";
import { CONCESSION_CAVEATS } from "../../../shared/concessions/caveats";
import { EASE } from "../../../shared/trip/ease";
import { planTrip } from "../../../shared/trip/trip";
import { code, country, feeOption, INDIA, money } from "../fixtures/domain";
import { FRANCE, GERMANY, INDIA_PAIRS, pair, plan, stop, tripFacts, UK } from "./fixtures";

describe("the Schengen rule across the trip", () => {
  it("counts two visits together and names the days over the rule, exact to the day", () => {
    // 60 days in France (1 Jan – 1 Mar 2027), London between, then 40 days in Germany from 1 Apr: its 31st day (1 May) is the 91st.
    const answer = planTrip(
      plan([
        stop("FR", "2027-01-01", "2027-03-01", "stay"),
        stop("GB", "2027-03-01", "2027-04-01", "stay"),
        stop("DE", "2027-04-01", "2027-05-10", "stay"),
      ]),
      tripFacts(),
    );
    const schengen = answer.passports[0]?.schengen;
    expect(schengen?.applies).toBe(true);
    if (!schengen?.applies) return;
    expect(schengen.visits.map((v) => [v.stops, v.days, v.usedOnExit, v.fits])).toEqual([
      [[1], 60, 60, true],
      [[3], 40, 100, false],
    ]);
    expect(schengen.overstays).toEqual([{ from: "2027-05-01", to: "2027-05-10", days: 10 }]);
    expect(schengen.notes[0]).toBe("Over the 90 days from 1 May 2027 to 10 May 2027 (10 days): shorten a Schengen stop.");
    expect(schengen.calculatorQuery).toBe("?s=2027-01-01~2027-03-01,2027-04-01~2027-05-10");
  });

  it("does not count an airside connection between two non-Schengen flights", () => {
    const answer = planTrip(
      plan([
        stop("GB", "2027-01-01", "2027-01-05", "stay"),
        stop("DE", "2027-01-05", "2027-01-05", "airside"),
        stop("AE", "2027-01-05", "2027-01-06", "stay"),
      ]),
      tripFacts(),
    );
    expect(answer.passports[0]?.schengen).toBeNull();
  });

  it("tells a passport of the area that the rule does not apply to it", () => {
    const french = country({ code: code("FR"), name: "France" });
    const answer = planTrip(
      plan([stop("DE", "2027-01-01", "2027-06-01", "stay")], [], ["FR"]),
      tripFacts([french], { pairs: [pair(french, GERMANY, "visa free")] }),
    );
    expect(answer.passports[0]?.schengen).toEqual({
      applies: false,
      text: "Citizens of France move freely in the Schengen area: the 90/180-day rule, the Entry/Exit System and ETIAS do not apply with this passport.",
    });
  });
});

describe("the visas to get", () => {
  it("gets one UK visa for two London stays, paid once and applied for by the first", () => {
    const answer = planTrip(
      plan([
        stop("GB", "2027-03-01", "2027-03-05", "stay"),
        stop("FR", "2027-03-05", "2027-03-10", "stay"),
        stop("GB", "2027-03-10", "2027-03-20", "stay"),
      ]),
      tripFacts(),
    );
    const uk = answer.passports[0]?.visas.find((v) => v.document === "uk-visa");
    expect(uk).toMatchObject({ stops: [1, 3], mainStop: 3, applyByOn: "2027-02-01" });
    expect(answer.stops[0]?.byPassport[0]?.fee).toEqual({ status: "covered", text: "Covered by the visa you get for stop 3" });
    expect(answer.passports[0]?.totals.localText).toBe("₹25,200");
  });

  it("says to apply now when the processing time runs past the arrival, and to apply early when it is unknown", () => {
    const answer = planTrip(plan([stop("GB", "2026-12-05", "2026-12-10", "stay"), stop("US", "2026-12-10", "2026-12-20", "stay")]), tripFacts());
    expect(answer.passports[0]?.visas.map((v) => v.text)).toEqual([
      "Processing time unknown: apply early.",
      "Apply now: processing takes 15-21 days, so the visa may not be ready by 5 Dec 2026.",
    ]);
  });

  it("puts the visa that opens another first: the Schengen visa before Türkiye's e-Visa", () => {
    const answer = planTrip(plan([stop("TR", "2027-01-10", "2027-01-15", "stay"), stop("FR", "2027-05-01", "2027-05-10", "stay")]), tripFacts());
    const istanbul = answer.stops[0]?.byPassport[0];
    expect(istanbul?.summary).toBe("e-Visa with your Schengen visa, up to 30 days");
    expect(istanbul?.enabledBy?.text).toBe("With the Schengen visa this trip needs for France: get that one first.");
    expect(istanbul?.warnings.find((w) => w.kind === "caveat")?.text).toBe(CONCESSION_CAVEATS.TR);
    expect(answer.passports[0]?.visas.map((v) => v.document ?? v.name)).toEqual(["schengen-visa", "e-Visa"]);
  });

  it("lets the UK visa a plan needs open Dubai's landside visa on arrival", () => {
    const answer = planTrip(plan([stop("AE", "2027-03-01", "2027-03-02", "landside"), stop("GB", "2027-03-02", "2027-03-08", "stay")]), tripFacts());
    const dubai = answer.stops[0]?.byPassport[0];
    expect(dubai?.level).toBe(EASE.onArrival);
    expect(dubai?.summary).toBe("Visa on arrival with your UK visa");
    expect(answer.passports[0]?.checklist.map((c) => c.kind)).toEqual(["apply", "on-arrival", "check"]);
    expect(answer.passports[0]?.totals.notes).toEqual(["Not counted: no fee on record for United Arab Emirates."]);
  });
});

describe("the total", () => {
  it("marks a total that counts an estimate", () => {
    const japan = country({ code: code("JP"), name: "Japan" });
    const answer = planTrip(
      plan([stop("JP", "2027-03-01", "2027-03-08", "stay")]),
      tripFacts([INDIA], { pairs: [...INDIA_PAIRS.filter((p) => p.destination.code !== "JP"), pair(INDIA, japan, "visa required")] }),
    );
    const totals = answer.passports[0]?.totals;
    expect(totals).toMatchObject({ usdText: "$50", localText: "₹4,500", estimated: true });
    expect(totals?.notes).toEqual(["Includes estimates: typical values, not official figures."]);
    expect(answer.passports[0]?.visas.map((v) => [v.name, v.text])).toEqual([["visa", "Processing time unknown: apply early."]]);
  });

  it("says when a plan has no visa fee", () => {
    expect(planTrip(plan([stop("MY", "2026-12-01", "2026-12-10", "stay")]), tripFacts()).passports[0]?.totals.notes).toEqual([
      "No visa fees on this plan.",
    ]);
  });
});

describe("two passports", () => {
  const british = country({ code: code("GB"), name: "United Kingdom" });
  const facts = tripFacts([INDIA, british], {
    pairs: [...INDIA_PAIRS, pair(british, FRANCE, "90"), pair(british, UK, "visa free"), pair(british, GERMANY, "90")],
  });

  it("says at each stop which passport is easier and why, and when they cannot be compared", () => {
    const answer = planTrip(
      plan([stop("FR", "2027-03-01", "2027-03-08", "stay"), stop("AE", "2027-03-08", "2027-03-08", "airside")], [], ["IN", "GB"]),
      facts,
    );
    expect(answer.stops[0]?.choice).toEqual({
      easier: "GB",
      reason: "Easier with your United Kingdom passport: Visa free for 90 days, against Visa required with your India passport.",
    });
    expect(answer.stops[1]?.choice).toEqual({ easier: null, reason: "Cannot compare: the rule for your United Kingdom passport here is not known." });
    expect(answer.passports.map((p) => p.totals.localText)).toEqual(["₹9,000", "₹0"]);
    // No rule is known for the pair, so no fee is either (a record would apply to any passport, decision 17).
    expect(answer.stops[1]?.byPassport[1]?.fee).toEqual({ status: "unknown", text: "No fee on record: ask the embassy" });
  });

  it("compares fees where the rule is the same, and says when both are the same", () => {
    const sameRule = tripFacts([INDIA, british], {
      pairs: [
        pair(INDIA, FRANCE, "visa required", { feeOptions: [feeOption({ id: "a", destinationCountryCode: FRANCE.code, fee: money(9000, "EUR") })] }),
        pair(british, FRANCE, "visa required"),
      ],
    });
    const answer = planTrip(plan([stop("FR", "2027-03-01", "2027-03-08", "stay")], [], ["IN", "GB"]), sameRule);
    expect(answer.stops[0]?.choice?.reason).toBe("The same with both passports: Visa required.");
  });
});
