/**
 * The example, answered in full: Delhi → Dubai (airside) → London (stay) → Paris (stay) → Frankfurt (airside)
 * → Delhi in March 2027, for an Indian passport, without and with a US visa. Amounts by hand at GBP 0.75, EUR 0.9
 * and INR 90 per USD: GBP 135 = $180 = ₹16,200; EUR 90 = $100 = ₹9,000.
 */
import { describe, expect, it } from "vitest";
import { EASE } from "../../../shared/trip/ease";
import { planTrip } from "../../../shared/trip/trip";
import { CHECK_WITH_AIRLINE } from "../../../shared/trip/transit-texts";
import type { CurrencyCode } from "../../../shared/units/money";
import { INDIA } from "../fixtures/domain";
import { EXAMPLE_STOPS, plan, stop, tripFacts } from "./fixtures";

const without = planTrip(plan(EXAMPLE_STOPS), tripFacts());
const withUsVisa = planTrip(plan(EXAMPLE_STOPS, ["us-visa"]), tripFacts());
const only = (answer: typeof without, n: number) => answer.stops[n - 1]?.byPassport[0];

describe("the example trip without a US visa", () => {
  it("connects in Dubai airside with no visa, on an airline's word: check with the airline", () => {
    const dubai = only(without, 1);
    expect(dubai?.summary).toBe("No visa needed");
    expect(dubai?.fee.text).toBe("No visa fee");
    expect(dubai?.transit?.verify).toBe(`Not from an official source: ${CHECK_WITH_AIRLINE}.`);
  });

  it("needs a UK visa for London: GBP 135, eight days within the 180 allowed", () => {
    const london = only(without, 2);
    expect(london?.summary).toBe("Visa required");
    expect(london?.fee.text).toBe("GBP 135 ($180, ₹16,200)");
    expect(london?.stay?.text).toBe("8 days: within the 180 days allowed");
  });

  it("needs a Schengen visa for Paris, which also covers Frankfurt: arriving from Paris, that connection is landside", () => {
    const paris = only(without, 3);
    const frankfurt = only(without, 4);
    expect(paris?.fee.text).toBe("EUR 90 ($100, ₹9,000)");
    expect(frankfurt?.kind).toBe("landside");
    expect(frankfurt?.warnings.map((w) => w.kind)).toContain("schengen-connection");
    expect(frankfurt?.fee).toEqual({ status: "covered", text: "Covered by the Schengen visa you apply for at France's consulate" });
  });

  it("counts Paris and Frankfurt as one Schengen visit: 8 of 90 days used on leaving", () => {
    const schengen = without.passports[0]?.schengen;
    expect(schengen).toMatchObject({ applies: true, fits: true, calculatorQuery: "?s=2027-03-08~2027-03-15" });
    expect(schengen?.applies && schengen.visits.map((v) => [v.stops, v.text])).toEqual([[[3, 4], "8 of 90 days used on leaving; 82 left."]]);
  });

  it("applies for the Schengen visa first (by 8 Jan 2027: 45 days and 7 of margin before leaving on 1 Mar), then the UK visa (by 1 Feb 2027)", () => {
    expect(without.passports[0]?.visas.map((v) => [v.name, v.stops, v.text])).toEqual([
      ["Uniform short-stay Schengen visa (type C)", [3, 4], "Apply by 8 Jan 2027: processing takes 15-45 days."],
      ["Standard Visitor visa (up to 6 months)", [2], "Apply by 1 Feb 2027: processing takes 15-21 days."],
    ]);
  });

  it("costs $280, ₹25,200 in all, nothing estimated", () => {
    expect(without.passports[0]?.totals).toMatchObject({ usdText: "$280", localText: "₹25,200", estimated: false, notes: [] });
  });

  it("lists the two visas, then the two rules to check", () => {
    expect(without.passports[0]?.checklist.map((c) => c.text)).toEqual([
      "Get the Uniform short-stay Schengen visa (type C) for France and Germany. Apply by 8 Jan 2027: processing takes 15-45 days.",
      "Get the Standard Visitor visa (up to 6 months) for United Kingdom. Apply by 1 Feb 2027: processing takes 15-21 days.",
      `United Arab Emirates: ${CHECK_WITH_AIRLINE}.`,
      `Germany: ${CHECK_WITH_AIRLINE}.`,
    ]);
  });
});

describe("the example trip with a US visa", () => {
  it("changes nothing: no stop of this trip takes a US visa", () => {
    expect(withUsVisa.stops.map((s) => [s.byPassport[0]?.level, s.byPassport[0]?.summary])).toEqual(
      without.stops.map((s) => [s.byPassport[0]?.level, s.byPassport[0]?.summary]),
    );
    expect(withUsVisa.passports[0]?.totals.localText).toBe("₹25,200");
    expect(withUsVisa.passports[0]?.checklist.some((c) => c.kind === "carry")).toBe(false);
  });

  it("would count in Paris had the traveller connected there airside instead (France's airport transit visa)", () => {
    // Dubai airside, London, then Paris airside on 8 March on the way home.
    const viaParis = [...EXAMPLE_STOPS.slice(0, 2), stop("FR", "2027-03-08", "2027-03-08", "airside")];
    const plain = planTrip(plan(viaParis), tripFacts());
    const held = planTrip(plan(viaParis, ["us-visa"]), tripFacts());
    expect(only(plain, 3)?.level).toBe(EASE.transitVisa);
    expect(only(held, 3)?.summary).toBe("No visa needed with your US visa");
    expect(held.passports[0]?.checklist.find((c) => c.kind === "carry")?.text).toBe("Carry your US visa: it counts in France.");
  });
});

describe("the example trip in the visitor's currency (decision 17)", () => {
  const forVisitor = (currency: string) => planTrip(plan(EXAMPLE_STOPS), tripFacts([INDIA], { currency: currency as CurrencyCode }));

  it("totals a US visitor's trip in USD once", () => {
    const us = forVisitor("USD");
    expect(us.passports[0]?.totals).toMatchObject({ usdText: "$280", localText: null, localCurrency: null, text: "$280" });
    expect(only(us, 2)?.fee.text).toBe("GBP 135 ($180)");
  });

  it("totals a German visitor's trip in euros, USD in brackets", () => {
    const de = forVisitor("EUR");
    expect(de.passports[0]?.totals).toMatchObject({ localText: "EUR 252", text: "EUR 252 ($280)" });
    expect(only(de, 3)?.fee.text).toBe("EUR 90 ($100)");
  });

  it("says the conversion is unavailable for a currency with no rate, keeping USD", () => {
    const sy = forVisitor("SYP");
    expect(sy.passports[0]?.totals.text).toBe("$280 (SYP: conversion unavailable)");
    expect(only(sy, 2)?.fee.text).toBe("GBP 135 ($180, SYP: conversion unavailable)");
  });

  it("dates the rates the plan's amounts used", () => {
    expect(forVisitor("INR").ratesNote).toBe(
      "USD and INR amounts are converted at European Central Bank reference rates of 20 Nov 2026 and are indicative.",
    );
  });
});
