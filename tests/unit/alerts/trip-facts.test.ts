/**
 * The facts of a followed trip (shared/alerts/trip-facts.ts): for each stop and passport its entry rule, transit rule,
 * fee in its own currency (never a converted amount, which moves with the day's rates) and warnings (a flagged page
 * told once, by the fact of the record citing it), then each visa's apply-by date; a stop's subject names the
 * passport only when the trip has two. The planner's real answer for the example trip gives the same facts
 * whatever the day's rates.
 */
import { describe, expect, it } from "vitest";
import { diffFacts, toldFacts } from "../../../shared/alerts/diff";
import { type TripStopLike, type TripViewLike, tripFacts, tripLastDay } from "../../../shared/alerts/trip-facts";
import { planTrip } from "../../../shared/trip/trip";
import { tripView } from "../../../shared/trip/view";
import { day } from "../fixtures/domain";
import { EXAMPLE_STOPS, plan, RATES, TODAY, tripFacts as plannerFacts } from "../trip/fixtures";
import { d, entryOf, INDIA_PASSPORT, stopFor, transitOf, tripOf, tripStop, US_PASSPORT, visaOf } from "./fixtures";

/** A listed fee as the planner gives it: its converted amounts and line too, which the facts must not read. */
const listedFee = {
  status: "listed" as const,
  name: "Standard Visitor visa",
  estimate: false,
  amounts: { nativeFee: "GBP 127", usdFee: "$169", localFee: "₹15,240", localCurrency: "INR", currency: "GBP", free: false },
  text: "GBP 127 ($169, ₹15,240)",
  source: "UK Visas and Immigration",
  sourceUrl: "https://gov.uk/visit",
  checkedOn: d("2026-11-20"),
  sourceStatus: null,
};

const london = (passport = "IN", extra: Partial<TripStopLike> = {}) =>
  stopFor(passport, {
    entry: entryOf(),
    fee: listedFee,
    warnings: [
      { kind: "rule-ends", text: "The fee is set to change on 1 Mar 2027.", source: "UKVI", sourceUrl: "https://gov.uk/fees", on: d("2027-02-28") },
      { kind: "source-flagged", text: "The fee's page changed after we read it.", source: "UKVI", sourceUrl: "https://gov.uk/visit" },
    ],
    ...extra,
  });

const dubai = (passport = "IN") => stopFor(passport, { transit: transitOf(), fee: { status: "none", text: "No visa, no fee" } });

const ONE_PASSPORT: TripViewLike = tripOf({
  stops: [
    tripStop(1, "AE", "United Arab Emirates", "2027-03-01", "2027-03-01", [dubai()]),
    tripStop(2, "GB", "United Kingdom", "2027-03-01", "2027-03-08", [london()]),
  ],
  plans: [{ passport: INDIA_PASSPORT, visas: [visaOf({ name: "Standard Visitor visa", countryNames: ["United Kingdom"], stops: [2] })] }],
});

describe("tripFacts", () => {
  const facts = tripFacts(ONE_PASSPORT);
  const byKey = (key: string) => facts.find((f) => f.key === key);

  it("gives each stop's transit, entry, fee and warnings, then each visa's apply-by date, in the trip's order", () => {
    expect(facts.map((f) => f.key)).toEqual([
      "stop:1:IN:transit",
      "stop:1:IN:fee",
      "stop:2:IN:entry",
      "stop:2:IN:fee",
      "stop:2:IN:warning:rule-ends:The fee is set to change on 1 Mar 2027.",
      "visa:IN:Standard Visitor visa:2",
    ]);
  });

  it("names the stop and its dates, not the passport of a one-passport trip", () => {
    expect(byKey("stop:1:IN:transit")?.subject).toBe("Stop 1: United Arab Emirates, 1 Mar 2027");
    expect(byKey("stop:2:IN:entry")?.subject).toBe("Stop 2: United Kingdom, 1 Mar 2027 to 8 Mar 2027");
    expect(byKey("visa:IN:Standard Visitor visa:2")?.subject).toBe("Standard Visitor visa for United Kingdom");
  });

  it("says the entry rule with its source (the dataset's when it has no other)", () => {
    expect(byKey("stop:2:IN:entry")).toMatchObject({
      what: "Entry",
      value: "Visa required",
      source: { name: "Passport Index data", url: null, date: "2026-02-17" },
    });
  });

  it("says the transit rule, its document when it names one, and its hours", () => {
    expect(byKey("stop:1:IN:transit")).toMatchObject({
      what: "Transit",
      value: "no visa, up to 24 hours",
      source: { name: "Emirates", url: "https://emirates.example/transit", date: "2025-06" },
    });
    const withDocument = tripFacts(
      tripOf({
        stops: [
          tripStop(1, "DE", "Germany", "2027-03-15", "2027-03-15", [
            stopFor("IN", { transit: transitOf({ requirement: "visa", document: "Airport transit visa", maxHours: null }) }),
          ]),
        ],
      }),
    );
    expect(withDocument.find((f) => f.key === "stop:1:IN:transit")?.value).toBe("Airport transit visa");
  });

  it("says a listed fee in its own currency, never a converted amount", () => {
    const fee = byKey("stop:2:IN:fee");
    expect(fee).toMatchObject({
      what: "Fee: Standard Visitor visa",
      value: "GBP 127",
      source: { name: "UK Visas and Immigration", url: "https://gov.uk/visit", date: "2026-11-20" },
    });
    for (const f of facts) {
      expect(f.value).not.toMatch(/\$|₹|USD|INR/);
    }
  });

  it('says "Free" for a listed fee with nothing to pay', () => {
    const free = { ...listedFee, amounts: { ...listedFee.amounts, nativeFee: "GBP 0", free: true } };
    const trip = tripOf({ stops: [tripStop(1, "GB", "United Kingdom", "2027-03-01", "2027-03-08", [london("IN", { fee: free })])] });
    expect(tripFacts(trip).find((f) => f.key === "stop:1:IN:fee")?.value).toBe("Free");
  });

  it("says the text of a stop without a listed fee, and nothing for a fee paid at another stop", () => {
    expect(byKey("stop:1:IN:fee")).toEqual({
      key: "stop:1:IN:fee",
      subject: "Stop 1: United Arab Emirates, 1 Mar 2027",
      what: "Fee",
      value: "No visa, no fee",
      source: null,
    });
    for (const status of ["coming-soon", "unknown"] as const) {
      const trip = tripOf({
        stops: [tripStop(1, "FR", "France", "2027-03-08", "2027-03-15", [stopFor("IN", { fee: { status, text: `Fee ${status}` } })])],
      });
      expect(tripFacts(trip)).toMatchObject([{ key: "stop:1:IN:fee", value: `Fee ${status}` }]);
    }
    const covered = tripOf({
      stops: [tripStop(1, "FR", "France", "2027-03-08", "2027-03-15", [stopFor("IN", { fee: { status: "covered", text: "Paid at stop 2" } })])],
    });
    expect(tripFacts(covered)).toEqual([]);
  });

  it("tells each warning but a flagged page's, which the record's own flag fact tells", () => {
    const warnings = facts.filter((f) => f.what === "Warning");
    expect(warnings).toEqual([
      {
        key: "stop:2:IN:warning:rule-ends:The fee is set to change on 1 Mar 2027.",
        subject: "Stop 2: United Kingdom, 1 Mar 2027 to 8 Mar 2027",
        what: "Warning",
        value: "The fee is set to change on 1 Mar 2027.",
        source: { name: "UKVI", url: "https://gov.uk/fees", date: null },
      },
    ]);
    expect(facts.some((f) => f.key.includes("source-flagged"))).toBe(false);
  });

  it("gives a flagged page's record a flag fact after it", () => {
    const flagged = london("IN", {
      entry: entryOf({
        provenance: { asOn: d("2026-07-01"), source: "UKVI", sourceUrl: "https://gov.uk/x", sourceStatus: { state: "changed", since: "2026-11-01" } },
      }),
      fee: { ...listedFee, sourceStatus: { state: "unreachable" } },
    });
    const trip = tripOf({
      stops: [
        tripStop(1, "AE", "United Arab Emirates", "2027-03-01", "2027-03-01", [
          stopFor("IN", { transit: transitOf({ sourceStatus: { state: "changed", since: "2026-10-05" } }) }),
        ]),
        tripStop(2, "GB", "United Kingdom", "2027-03-01", "2027-03-08", [flagged]),
      ],
    });
    const all = tripFacts(trip);
    expect(all.filter((f) => f.key.includes(":flag:")).map((f) => [f.key, f.what, f.value])).toEqual([
      ["stop:1:IN:flag:transit", "Source of transit", "Being re-checked: the page changed since 5 Oct 2026, after we read it"],
      ["stop:2:IN:flag:entry", "Source of entry", "Being re-checked: the page changed since 1 Nov 2026, after we read it"],
      ["stop:2:IN:flag:fee", "Source of fee", "Being re-checked: the page has not answered"],
    ]);
    const keys = all.map((f) => f.key);
    expect(keys.indexOf("stop:2:IN:flag:entry")).toBe(keys.indexOf("stop:2:IN:entry") + 1);
    expect(keys.indexOf("stop:2:IN:flag:fee")).toBe(keys.indexOf("stop:2:IN:fee") + 1);
    expect(all.find((f) => f.key === "stop:2:IN:flag:entry")?.source).toEqual({ name: "UKVI", url: "https://gov.uk/x", date: "2026-07-01" });
  });

  it("says the personal rule a held document gives instead of the passport's", () => {
    const trip = tripOf({
      stops: [
        tripStop(1, "MX", "Mexico", "2027-03-01", "2027-03-08", [
          stopFor("IN", { entry: entryOf({ personal: "Visa free with your US visa, up to 180 days" }) }),
        ]),
      ],
    });
    expect(tripFacts(trip).find((f) => f.key === "stop:1:IN:entry")?.value).toBe("Visa free with your US visa, up to 180 days");
  });

  it("gives no entry fact for a stop without a rule, and no source for an entry without provenance", () => {
    const trip = tripOf({
      stops: [
        tripStop(1, "AE", "United Arab Emirates", "2027-03-01", "2027-03-01", [stopFor("IN", { entry: entryOf({ requirement: null }) })]),
        tripStop(2, "TH", "Thailand", "2027-03-02", "2027-03-09", [
          stopFor("IN", { entry: entryOf({ requirement: "visa-free", maxStayDays: 30, provenance: null }) }),
        ]),
      ],
    });
    const all = tripFacts(trip);
    expect(all.some((f) => f.key === "stop:1:IN:entry")).toBe(false);
    expect(all.find((f) => f.key === "stop:2:IN:entry")).toMatchObject({ value: "Visa free for 30 days", source: null });
  });

  it("says each visa's apply-by date, or that its processing time is unknown", () => {
    const trip = tripOf({
      plans: [
        {
          passport: INDIA_PASSPORT,
          visas: [visaOf(), visaOf({ name: "e-Visa", countryNames: ["Türkiye"], applyByOn: null, stops: [5] })],
        },
      ],
    });
    expect(tripFacts(trip)).toEqual([
      {
        key: "visa:IN:Uniform Schengen short-stay visa (type C):3+4",
        subject: "Uniform Schengen short-stay visa (type C) for France, Germany",
        what: "Apply by",
        value: "1 Feb 2027",
        source: null,
      },
      { key: "visa:IN:e-Visa:5", subject: "e-Visa for Türkiye", what: "Apply by", value: "Processing time unknown: apply early", source: null },
    ]);
  });

  it("names the passport in every subject of a two-passport trip, and keys each passport's facts apart", () => {
    const trip = tripOf({
      passports: [INDIA_PASSPORT, US_PASSPORT],
      stops: [
        tripStop(2, "GB", "United Kingdom", "2027-03-01", "2027-03-08", [london("IN"), stopFor("US", { entry: entryOf({ requirement: "eta" }) })]),
      ],
      plans: [
        { passport: INDIA_PASSPORT, visas: [visaOf({ name: "Standard Visitor visa", countryNames: ["United Kingdom"], stops: [2] })] },
        { passport: US_PASSPORT, visas: [visaOf({ name: "Standard Visitor visa", countryNames: ["United Kingdom"], stops: [2] })] },
      ],
    });
    const all = tripFacts(trip);
    expect(all.find((f) => f.key === "stop:2:IN:entry")?.subject).toBe("Stop 2: United Kingdom, 1 Mar 2027 to 8 Mar 2027 (India passport)");
    expect(all.find((f) => f.key === "stop:2:US:entry")).toMatchObject({
      subject: "Stop 2: United Kingdom, 1 Mar 2027 to 8 Mar 2027 (United States passport)",
      value: "eTA required",
    });
    expect(all.find((f) => f.key === "visa:IN:Standard Visitor visa:2")?.subject).toBe("Standard Visitor visa for United Kingdom (India passport)");
    expect(all.find((f) => f.key === "visa:US:Standard Visitor visa:2")?.subject).toBe(
      "Standard Visitor visa for United Kingdom (United States passport)",
    );
    expect(new Set(all.map((f) => f.key)).size).toBe(all.length);
  });

  it("gives nothing for a trip without stops or visas", () => {
    expect(tripFacts(tripOf())).toEqual([]);
  });
});

describe("tripLastDay", () => {
  it("is the last departure, whatever the stops' order", () => {
    const stops = [
      tripStop(1, "AE", "United Arab Emirates", "2027-03-01", "2027-03-01", []),
      tripStop(2, "GB", "United Kingdom", "2027-03-01", "2027-03-20", []),
      tripStop(3, "FR", "France", "2027-03-08", "2027-03-15", []),
    ];
    expect(tripLastDay({ stops })).toBe("2027-03-20");
    expect(tripLastDay({ stops: [...stops].reverse() })).toBe("2027-03-20");
  });

  it("is null for a trip without stops", () => {
    expect(tripLastDay({ stops: [] })).toBeNull();
  });
});

describe("tripFacts of the planner's answer (the issue's example trip)", () => {
  const example = plan(EXAMPLE_STOPS);
  const dates = { asOn: TODAY, transitRulesCompiledOn: day("2026-11-26") };
  const viewAt = (unitsPerUsd: Record<string, number>) =>
    tripView(example, planTrip(example, plannerFacts(undefined, { rates: { asOn: RATES.asOn, unitsPerUsd } })), dates);
  const view = viewAt(RATES.unitsPerUsd);

  it("reads the real view (TripView is a TripViewLike) with a fact per stop and a visa's apply-by date", () => {
    const like: TripViewLike = view;
    const facts = tripFacts(like);
    expect(facts.length).toBeGreaterThan(0);
    expect(new Set(facts.map((f) => f.key)).size).toBe(facts.length);
    for (const n of [1, 2, 3, 4]) {
      expect(
        facts.some((f) => f.key.startsWith(`stop:${n}:IN:`)),
        `stop ${n}`,
      ).toBe(true);
    }
    expect(facts.some((f) => f.what === "Apply by")).toBe(true);
    expect(tripLastDay(view)).toBe("2027-03-15");
  });

  it("says every listed fee as the planner's native fee, not its line with conversions", () => {
    let listed = 0;
    for (const stop of view.stops) {
      for (const p of stop.byPassport) {
        if (p.fee.status !== "listed") continue;
        listed += 1;
        const fact = tripFacts(view).find((f) => f.key === `stop:${stop.n}:${p.passport}:fee`);
        expect(p.fee.text).not.toBe(p.fee.amounts.nativeFee);
        expect(fact?.value).toBe(p.fee.amounts.free ? "Free" : p.fee.amounts.nativeFee);
      }
    }
    expect(listed).toBeGreaterThan(0);
  });

  it("gives the same facts when only the day's rates moved, so no alert goes out for a conversion", () => {
    const moved = viewAt({ GBP: 0.8, EUR: 0.95, AED: 3.7, INR: 85 });
    // The planner's own fee lines did move with the rates...
    expect(JSON.stringify(moved.stops)).not.toBe(JSON.stringify(view.stops));
    // ...but what the alerts tell did not.
    expect(tripFacts(moved)).toEqual(tripFacts(view));
    expect(diffFacts(toldFacts(tripFacts(view)), tripFacts(moved))).toEqual([]);
  });
});
