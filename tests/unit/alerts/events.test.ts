/**
 * What a follow is told because the day came (shared/alerts/events.ts): an apply-by reminder from 7 days before the
 * date through the day itself ("in 7 days", "tomorrow", "today"), a rule that ends within 30 days (a trip stop's
 * "rule-ends" warning with its day, or a followed pair's rule), and never after the day; each is told once, because
 * its key joins the follow's told list (untold).
 */
import { describe, expect, it } from "vitest";
import {
  APPLY_BY_REMINDER_DAYS,
  type AlertEvent,
  applyByEvents,
  nextDay,
  pairEndEvent,
  RULE_END_NOTICE_DAYS,
  tripEndEvents,
  untold,
} from "../../../shared/alerts/events";
import type { TripStopLike } from "../../../shared/alerts/trip-facts";
import { addDays } from "../../../shared/schengen/days";
import { d, INDIA_PASSPORT, stopFor, tripOf, tripStop, US_PASSPORT, visaOf } from "./fixtures";

const SCHENGEN = "Uniform Schengen short-stay visa (type C)";
const APPLY_BY = d("2027-02-01");
const trip = tripOf({
  plans: [
    {
      passport: INDIA_PASSPORT,
      visas: [visaOf(), visaOf({ name: "e-Visa", countryNames: ["Türkiye"], applyByOn: null, stops: [5] })],
    },
  ],
});

describe("applyByEvents", () => {
  it("reminds 7 days before the apply-by date", () => {
    expect(APPLY_BY_REMINDER_DAYS).toBe(7);
    expect(applyByEvents(trip, d("2027-01-25"))).toEqual([
      {
        key: `apply-by:IN:${SCHENGEN}:2027-02-01`,
        subject: `${SCHENGEN} for France, Germany`,
        text: "Apply by 1 Feb 2027 (in 7 days) to have it before you leave on 8 Mar 2027.",
        source: null,
      },
    ]);
  });

  it('counts the days down to "tomorrow" and "today"', () => {
    const text = (today: string) => applyByEvents(trip, d(today))[0]?.text;
    expect(text("2027-01-29")).toBe("Apply by 1 Feb 2027 (in 3 days) to have it before you leave on 8 Mar 2027.");
    expect(text("2027-01-31")).toBe("Apply by 1 Feb 2027 (tomorrow) to have it before you leave on 8 Mar 2027.");
    expect(text("2027-02-01")).toBe("Apply by 1 Feb 2027 (today) to have it before you leave on 8 Mar 2027.");
  });

  it("reminds on every day from 7 days before through the day, and on no other", () => {
    for (let offset = -30; offset <= 30; offset++) {
      const today = addDays(APPLY_BY, offset);
      const events = applyByEvents(trip, today);
      expect(events.length, `${today}`).toBe(offset >= -7 && offset <= 0 ? 1 : 0);
    }
    expect(applyByEvents(trip, d("2027-01-24"))).toEqual([]);
    expect(applyByEvents(trip, d("2027-02-02"))).toEqual([]);
  });

  it("keeps the same key every day, so the reminder is told once", () => {
    const keys = new Set<string>();
    for (let offset = -7; offset <= 0; offset++) for (const e of applyByEvents(trip, addDays(APPLY_BY, offset))) keys.add(e.key);
    expect([...keys]).toEqual([`apply-by:IN:${SCHENGEN}:2027-02-01`]);
  });

  it("gives no reminder for a visa without an apply-by date, nor for a trip without visas", () => {
    const unknown = tripOf({ plans: [{ passport: INDIA_PASSPORT, visas: [visaOf({ applyByOn: null })] }] });
    expect(applyByEvents(unknown, d("2027-01-30"))).toEqual([]);
    expect(applyByEvents(tripOf(), d("2027-01-30"))).toEqual([]);
  });

  it("reminds each passport's visa with its own key", () => {
    const two = tripOf({
      passports: [INDIA_PASSPORT, US_PASSPORT],
      plans: [
        { passport: INDIA_PASSPORT, visas: [visaOf()] },
        { passport: US_PASSPORT, visas: [visaOf({ applyByOn: d("2027-01-30") })] },
      ],
    });
    expect(applyByEvents(two, d("2027-01-30")).map((e) => e.key)).toEqual([
      `apply-by:IN:${SCHENGEN}:2027-02-01`,
      `apply-by:US:${SCHENGEN}:2027-01-30`,
    ]);
  });

  it("counts whole days across a month's and a year's end", () => {
    const newYear = tripOf({ plans: [{ passport: INDIA_PASSPORT, visas: [visaOf({ applyByOn: d("2027-01-03") })] }] });
    expect(applyByEvents(newYear, d("2026-12-27"))[0]?.text).toContain("(in 7 days)");
    expect(applyByEvents(newYear, d("2026-12-26"))).toEqual([]);
    const leap = tripOf({ plans: [{ passport: INDIA_PASSPORT, visas: [visaOf({ applyByOn: d("2028-03-01") })] }] });
    expect(applyByEvents(leap, d("2028-02-23"))[0]?.text).toContain("(in 7 days)");
    expect(applyByEvents(leap, d("2028-02-22"))).toEqual([]);
  });
});

describe("tripEndEvents", () => {
  const RULE_END = d("2026-12-31");
  const ends = {
    kind: "rule-ends",
    text: "Visa-free entry for Indian citizens is set to end on 31 Dec 2026, before your stay.",
    source: "Malaysia Immigration",
    sourceUrl: "https://imi.gov.my/x",
    on: RULE_END,
  };
  const malaysia = (warnings: TripStopLike["warnings"], passport = "IN") => stopFor(passport, { warnings });
  const tripWith = (warnings: TripStopLike["warnings"]) =>
    tripOf({ stops: [tripStop(2, "MY", "Malaysia", "2027-01-05", "2027-01-12", [malaysia(warnings)])] });

  it("tells a stop's rule ending within 30 days, with the warning's words and source", () => {
    expect(RULE_END_NOTICE_DAYS).toBe(30);
    expect(tripEndEvents(tripWith([ends]), d("2026-12-01"))).toEqual([
      {
        key: "ends:stop:2:IN:2026-12-31",
        subject: "Stop 2: Malaysia",
        text: ends.text,
        source: { name: "Malaysia Immigration", url: "https://imi.gov.my/x", date: null },
      },
    ]);
  });

  it("tells it from 30 days before through the day (both included), and on no other", () => {
    for (let offset = -60; offset <= 10; offset++) {
      const today = addDays(RULE_END, offset);
      expect(tripEndEvents(tripWith([ends]), today).length, `${today}`).toBe(offset >= -30 && offset <= 0 ? 1 : 0);
    }
    expect(tripEndEvents(tripWith([ends]), d("2026-11-30"))).toEqual([]);
    expect(tripEndEvents(tripWith([ends]), d("2026-12-31"))).toHaveLength(1);
    expect(tripEndEvents(tripWith([ends]), d("2027-01-01"))).toEqual([]);
  });

  it("ignores a rule-ends warning without its day, and every other kind of warning", () => {
    const { on: _, ...withoutDay } = ends;
    expect(tripEndEvents(tripWith([withoutDay]), d("2026-12-15"))).toEqual([]);
    for (const kind of ["rule-starts", "announced", "source-flagged", "caveat"]) {
      expect(tripEndEvents(tripWith([{ ...ends, kind }]), d("2026-12-15")), kind).toEqual([]);
    }
  });

  it("names the page as the source of a warning without a publisher, and none without either", () => {
    expect(tripEndEvents(tripWith([{ ...ends, source: null }]), d("2026-12-15"))[0]?.source).toEqual({
      name: "https://imi.gov.my/x",
      url: "https://imi.gov.my/x",
      date: null,
    });
    expect(tripEndEvents(tripWith([{ ...ends, source: null, sourceUrl: null }]), d("2026-12-15"))[0]?.source).toBeNull();
  });

  it("tells each stop and passport the rule touches, keyed apart", () => {
    const two = tripOf({
      passports: [INDIA_PASSPORT, US_PASSPORT],
      stops: [
        tripStop(2, "MY", "Malaysia", "2027-01-05", "2027-01-12", [malaysia([ends], "IN"), malaysia([], "US")]),
        tripStop(4, "MY", "Malaysia", "2027-02-01", "2027-02-03", [malaysia([ends], "IN"), malaysia([{ ...ends, on: d("2027-03-31") }], "US")]),
      ],
    });
    expect(tripEndEvents(two, d("2026-12-20")).map((e) => e.key)).toEqual(["ends:stop:2:IN:2026-12-31", "ends:stop:4:IN:2026-12-31"]);
  });
});

describe("pairEndEvent", () => {
  const SOURCE = { name: "Malaysia Immigration", url: "https://imi.gov.my/x", date: "2023-12-01" };
  const TEXT = "Visa free for 30 days, set to end on 31 Dec 2026.";
  const event = (today: string, endsOn: string | null = "2026-12-31") =>
    pairEndEvent("India passport → Malaysia", endsOn ? d(endsOn) : null, TEXT, SOURCE, d(today));

  it("tells a followed pair's rule ending within 30 days", () => {
    expect(event("2026-12-01")).toEqual([{ key: "ends:pair:2026-12-31", subject: "India passport → Malaysia", text: TEXT, source: SOURCE }]);
    expect(event("2026-12-31")).toHaveLength(1);
  });

  it("tells nothing before 30 days, after the day, or of a rule with no end", () => {
    expect(event("2026-11-30")).toEqual([]);
    expect(event("2027-01-01")).toEqual([]);
    expect(event("2026-12-15", null)).toEqual([]);
  });
});

describe("untold", () => {
  const a: AlertEvent = { key: "apply-by:IN:e-Visa:2027-02-01", subject: "e-Visa", text: "Apply", source: null };
  const b: AlertEvent = { key: "ends:pair:2026-12-31", subject: "Pair", text: "Ends", source: null };

  it("leaves out the events already told, in their order", () => {
    expect(untold([a, b], [])).toEqual([a, b]);
    expect(untold([a, b], [a.key])).toEqual([b]);
    expect(untold([a, b], [b.key, a.key, "other"])).toEqual([]);
    expect(untold([], [a.key])).toEqual([]);
  });

  it("tells each reminder once over the days it is due", () => {
    const followed = tripOf({
      stops: [
        tripStop(2, "MY", "Malaysia", "2027-01-05", "2027-01-12", [
          stopFor("IN", { warnings: [{ kind: "rule-ends", text: "Ends 31 Dec 2026", source: null, sourceUrl: null, on: d("2026-12-31") }] }),
        ]),
      ],
      plans: [{ passport: INDIA_PASSPORT, visas: [visaOf({ applyByOn: d("2026-12-20") })] }],
    });
    const told: string[] = [];
    const toldOn: Record<string, string> = {};
    for (let today = d("2026-11-01"); today <= "2027-01-15"; today = nextDay(today)) {
      for (const e of untold([...applyByEvents(followed, today), ...tripEndEvents(followed, today)], told)) {
        told.push(e.key);
        toldOn[e.key] = today;
      }
    }
    expect(toldOn).toEqual({
      "ends:stop:2:IN:2026-12-31": "2026-12-01",
      [`apply-by:IN:${SCHENGEN}:2026-12-20`]: "2026-12-13",
    });
  });
});

describe("nextDay", () => {
  it("is the day after, across a month's, a year's and a leap day's end", () => {
    expect(nextDay(d("2026-11-26"))).toBe("2026-11-27");
    expect(nextDay(d("2026-11-30"))).toBe("2026-12-01");
    expect(nextDay(d("2026-12-31"))).toBe("2027-01-01");
    expect(nextDay(d("2028-02-28"))).toBe("2028-02-29");
    expect(nextDay(d("2027-02-28"))).toBe("2027-03-01");
  });
});
