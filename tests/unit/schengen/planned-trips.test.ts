/**
 * The calculator's first answer about planned trips (shared/schengen/planned-trips.ts) and the stay its calendar
 * draws (shared/schengen/calculate.ts): worked cases counted by hand, and fast-check properties against a brute-force
 * count of every window (Date.UTC day numbers, no library), like rule.test.ts's reference.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculate } from "../../../shared/schengen/calculate";
import { readCalculatorSearch } from "../../../shared/schengen/calculator-query";
import { plannedTrips } from "../../../shared/schengen/planned-trips";
import type { Stay } from "../../../shared/schengen/stay";
import type { IsoDate } from "../../../shared/units/iso-date";

const stay = (entry: string, exit: string, counted = true): Stay => ({ entry: entry as IsoDate, exit: exit as IsoDate, counted });
const date = (value: string) => value as IsoDate;

const DAY_MS = 86_400_000;
const toDay = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
const toIso = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
function countedDays(stays: readonly Stay[]): Set<number> {
  const days = new Set<number>();
  for (const s of stays) if (s.counted) for (let d = toDay(s.entry); d <= toDay(s.exit); d++) days.add(d);
  return days;
}
function windowCount(days: ReadonlySet<number>, day: number): number {
  let n = 0;
  for (let d = day - 179; d <= day; d++) if (days.has(d)) n++;
  return n;
}

describe("plannedTrips", () => {
  it("answers each trip after the control date, in order of entry, with the days left on its last day", () => {
    // 45 days in June–July 2026; then 42 days (10 Jan – 20 Feb 2027) and 45 days (1 Apr – 15 May 2027).
    const stays = [stay("2027-04-01", "2027-05-15"), stay("2026-06-01", "2026-07-15"), stay("2027-01-10", "2027-02-20")];
    const trips = plannedTrips(stays, date("2026-11-26"));
    expect(trips.map((t) => [t.n, t.entry, t.days, t.fits, t.usedOnExit, t.daysLeft])).toEqual([
      // The window of 20 Feb 2027 starts on 25 Aug 2026: June–July has left it.
      [3, "2027-01-10", 42, true, 42, 48],
      // The window of 15 May 2027 starts on 17 Nov 2026: both trips, 42 + 45.
      [1, "2027-04-01", 45, true, 87, 3],
    ]);
  });

  it("names the days a trip breaks the rule on, and the longest stay from its entry instead", () => {
    // 80 days (1 Jan – 21 Mar 2027), then a 20-day trip from 1 Apr: its 11th day (11 Apr) is the 91st.
    const trips = plannedTrips([stay("2027-01-01", "2027-03-21"), stay("2027-04-01", "2027-04-20")], date("2026-12-01"));
    const second = trips[1];
    expect(second?.fits).toBe(false);
    expect(second?.overDays).toEqual([{ from: "2027-04-11", to: "2027-04-20", days: 10 }]);
    expect(second?.daysLeft).toBe(0);
    expect(second?.instead?.latestExit).toBe("2027-04-10");
    expect(second?.instead?.days).toBe(10);
  });

  it("leaves out stays over by the control date and stays not counted", () => {
    const trips = plannedTrips([stay("2026-01-01", "2026-01-10"), stay("2026-12-01", "2026-12-05", false)], date("2026-11-26"));
    expect(trips).toEqual([]);
  });

  it("takes a stay under way on the control date as planned", () => {
    expect(plannedTrips([stay("2026-11-20", "2026-11-30")], date("2026-11-26")).map((t) => t.n)).toEqual([1]);
  });

  const BASE = toDay("2026-01-01");
  const staysArb = fc.array(fc.record({ start: fc.integer({ min: 0, max: 600 }), length: fc.integer({ min: 1, max: 70 }), counted: fc.boolean() }), {
    maxLength: 10,
  });
  const toStays = (raw: { start: number; length: number; counted: boolean }[]) =>
    raw.map((r) => stay(toIso(BASE + r.start), toIso(BASE + r.start + r.length - 1), r.counted));

  it("fits exactly when no day of the trip holds more than 90 in its window, as the reference counts", () => {
    fc.assert(
      fc.property(staysArb, fc.integer({ min: 0, max: 600 }), (raw, at) => {
        const stays = toStays(raw);
        const days = countedDays(stays);
        for (const trip of plannedTrips(stays, date(toIso(BASE + at)))) {
          const over: number[] = [];
          for (let d = toDay(trip.entry); d <= toDay(trip.exit); d++) if (windowCount(days, d) > 90) over.push(d);
          expect(trip.fits).toBe(over.length === 0);
          expect(trip.overDays.flatMap((r) => Array.from({ length: r.days }, (_, i) => toDay(r.from) + i))).toEqual(over);
          expect(trip.usedOnExit).toBe(windowCount(days, toDay(trip.exit)));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("never leaves fewer than 0 days, and a trip that fits leaves 90 minus its window's count", () => {
    fc.assert(
      fc.property(staysArb, fc.integer({ min: 0, max: 600 }), (raw, at) => {
        for (const trip of plannedTrips(toStays(raw), date(toIso(BASE + at)))) {
          expect(trip.daysLeft).toBeGreaterThanOrEqual(0);
          if (trip.fits) expect(trip.daysLeft).toBe(90 - trip.usedOnExit);
          expect(toDay(trip.exit)).toBeGreaterThan(BASE + at);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("calculate's calendar", () => {
  const today = date("2026-11-26");
  const drawn = (search: Record<string, string>) => {
    const result = calculate(readCalculatorSearch(search, today));
    return result?.timeline.days.filter((d) => d.state === "planned").map((d) => d.date) ?? [];
  };

  it("paints the 40 days asked from a planned entry, not the longest stay possible then", () => {
    // No stays: entering on 1 Jul 2027 allows 90 days; 40 were asked.
    const days = drawn({ on: "2027-06-01", plan: "2027-07-01", n: "40" });
    expect(days).toHaveLength(40);
    expect(days[0]).toBe("2027-07-01");
    expect(days.at(-1)).toBe("2027-08-09");
  });

  it("paints the longest stay when only the entry is given", () => {
    expect(drawn({ on: "2027-06-01", plan: "2027-07-01" })).toHaveLength(90);
  });

  it("paints the planned trips in the window of the last one's last day", () => {
    const result = calculate(readCalculatorSearch({ s: "2026-06-01~2026-07-15,2027-01-10~2027-02-20", on: "2026-11-26" }, today));
    expect(result?.timeline.end).toBe("2027-02-20");
    expect(result?.timeline.days.filter((d) => d.state === "planned")).toHaveLength(42);
    expect(result?.trips.map((t) => t.n)).toEqual([2]);
  });
});
