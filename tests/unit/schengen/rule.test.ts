/**
 * The Schengen 90/180-day rule (shared/schengen/rule.ts) against:
 * - worked examples of the Commission's short-stay calculator, as the Swiss State Secretariat for Migration (SEM)
 *   publishes them in its guidance for that calculator ("Aufenthaltsrechner", last modified 1 Dec 2014):
 *   https://www.sem.admin.ch/sem/en/home/themen/einreise/aufenthaltsrechner/bsp-1.html (example 1),
 *   …/bsp-2.html (example 2), …/bsp-4.html (example 4) and …/bsp-5.html (example 5);
 * - the rule's edges (the window's first and last day, same-day exit and re-entry, 29 February, 90 days in and 90
 *   out, a visa ending before the rule would);
 * - a brute-force reference that counts every window day by day with its own date arithmetic (Date.UTC, no
 *   library), and fast-check properties against it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { consecutiveDates } from "../../../shared/schengen/days";
import { checkOnDate, earliestEntry, latestExit, overlaps, windowTimeline } from "../../../shared/schengen/rule";
import type { Stay } from "../../../shared/schengen/stay";
import type { IsoDate } from "../../../shared/units/iso-date";

const stay = (entry: string, exit: string, counted = true): Stay => ({ entry: entry as IsoDate, exit: exit as IsoDate, counted });
const date = (value: string) => value as IsoDate;

// ---- The reference: day numbers by Date.UTC, windows counted one day at a time. ----
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
/** Every counted day from `from` on keeps to 90 in its window. */
function legalFrom(stays: readonly Stay[], from: number): boolean {
  const days = countedDays(stays);
  return [...days].every((d) => d < from || windowCount(days, d) <= 90);
}

describe("the SEM's worked examples of the Commission's calculator", () => {
  it("example 1: 47 days used on 30 Sept 2014; a return on 1 Jan 2015 may last 90 days", () => {
    const stays = [stay("2014-08-15", "2014-09-30")];
    expect(checkOnDate(stays, date("2014-09-30")).usedDays).toBe(47);
    expect(latestExit(stays, date("2015-01-01"))).toMatchObject({ latestExit: "2015-03-31", days: 90, limit: "rule" });
  });

  it("example 2: on departure on 30 Nov 2014 no overstay; she could have stayed until 13 Dec 2014", () => {
    const stays = [stay("2014-08-15", "2014-09-30"), stay("2014-11-01", "2014-11-30")];
    const control = checkOnDate(stays, date("2014-11-30"));
    expect(control).toMatchObject({ usedDays: 77, daysLeft: 13, overstays: [] });
    expect(latestExit(stays, date("2014-11-01")).latestExit).toBe("2014-12-13");
  });

  it("example 4: multiple entries; the June–July stay is outside the window, and the January stay could have lasted until 31 Mar 2014", () => {
    const stays = [stay("2013-06-01", "2013-07-13"), stay("2013-08-15", "2013-09-30"), stay("2014-01-01", "2014-01-30")];
    expect(checkOnDate(stays, date("2014-01-30"))).toMatchObject({ usedDays: 77, overstays: [] });
    expect(latestExit(stays, date("2014-01-01")).latestExit).toBe("2014-03-31");
  });

  it("example 5: leaving on 9 June 2014 is 9 days over; a return on 30 Aug 2014 may last 50 days", () => {
    const stays = [stay("2013-09-01", "2013-09-30"), stay("2014-02-21", "2014-04-20"), stay("2014-05-01", "2014-06-09")];
    const control = checkOnDate(stays, date("2014-06-09"));
    expect(control.usedDays).toBe(99);
    expect(control.overstays).toEqual([{ from: "2014-06-01", to: "2014-06-09", days: 9 }]);
    expect(latestExit(stays, date("2014-08-30"))).toMatchObject({ latestExit: "2014-10-18", days: 50 });
  });
});

describe("the rule's edges", () => {
  it("counts the entry and the exit day, and a day left and re-entered once", () => {
    expect(checkOnDate([stay("2026-03-01", "2026-03-01")], date("2026-03-01")).usedDays).toBe(1);
    const sameDay = [stay("2026-03-01", "2026-03-10"), stay("2026-03-10", "2026-03-20")];
    expect(checkOnDate(sameDay, date("2026-03-20")).usedDays).toBe(20);
    expect(overlaps(sameDay)).toEqual([{ first: 1, second: 2, shared: { from: "2026-03-10", to: "2026-03-10", days: 1 } }]);
  });

  it("holds a day 179 days back in the window and lets it go the day after", () => {
    const stays = [stay("2026-01-01", "2026-01-01")];
    // 1 Jan + 179 days = 29 Jun 2026: the window of 29 Jun starts on 1 Jan.
    expect(checkOnDate(stays, date("2026-06-29"))).toMatchObject({ usedDays: 1, windowStart: "2026-01-01" });
    expect(checkOnDate(stays, date("2026-06-30"))).toMatchObject({ usedDays: 0, windowStart: "2026-01-02" });
  });

  it("counts 29 February in a leap year", () => {
    expect(checkOnDate([stay("2024-02-28", "2024-03-01")], date("2024-03-01")).usedDays).toBe(3);
    expect(checkOnDate([stay("2023-02-28", "2023-03-01")], date("2023-03-01")).usedDays).toBe(2);
    expect(checkOnDate([], date("2024-08-26")).windowStart).toBe("2024-02-29");
  });

  it("allows 90 days in, then after 90 days out another 90", () => {
    const stays = [stay("2026-01-01", "2026-03-31")];
    expect(checkOnDate(stays, date("2026-03-31"))).toMatchObject({ usedDays: 90, daysLeft: 0, overstays: [] });
    expect(latestExit(stays, date("2026-04-01")).latestExit).toBeNull();
    // 1 Apr to 29 Jun is 90 days out; on 30 Jun the first stay has left the window.
    expect(latestExit(stays, date("2026-06-30"))).toMatchObject({ latestExit: "2026-09-27", days: 90 });
    expect(latestExit(stays, date("2026-06-29")).days).toBeLessThan(90);
  });

  it("stops a multiple-entry visa's stay at its validity, before the rule would", () => {
    const visa = { validFrom: date("2026-01-01"), validUntil: date("2026-02-15"), durationDays: 90, entries: "multiple" as const };
    expect(latestExit([], date("2026-02-01"), visa)).toMatchObject({ latestExit: "2026-02-15", days: 15, limit: "visa-validity" });
    expect(latestExit([], date("2026-02-01"))).toMatchObject({ days: 90, limit: "rule" });
  });

  it("applies a visa's days allowed and entries", () => {
    const single = { validFrom: date("2026-01-01"), validUntil: date("2026-12-31"), durationDays: 15, entries: 1 as const };
    expect(latestExit([], date("2026-03-01"), single)).toMatchObject({ latestExit: "2026-03-15", limit: "visa-days" });
    const used = [stay("2026-02-01", "2026-02-05")];
    expect(latestExit(used, date("2026-03-01"), single)).toMatchObject({ latestExit: null, limit: "visa-entries" });
    expect(latestExit([], date("2025-12-31"), single)).toMatchObject({ latestExit: null, limit: "visa-not-yet-valid" });
    expect(latestExit([], date("2027-01-01"), single)).toMatchObject({ latestExit: null, limit: "visa-expired" });
  });

  it("leaves out stays under a residence permit or a long-stay visa", () => {
    const stays = [stay("2026-01-01", "2026-03-31", false), stay("2026-04-01", "2026-04-10")];
    expect(checkOnDate(stays, date("2026-04-10")).usedDays).toBe(10);
  });

  it("keeps later planned stays legal when planning an earlier one", () => {
    const later = [stay("2026-05-01", "2026-07-29")]; // 90 days
    const plan = latestExit(later, date("2026-03-01"));
    expect(plan.limit).toBe("later-stays");
    expect(plan.latestExit).toBeNull();
  });

  it("plans nothing while later stays already break the rule, though an earlier overstay does not block a plan", () => {
    const broken = [stay("2026-05-01", "2026-08-01")]; // 93 days
    expect(latestExit(broken, date("2026-03-01"))).toMatchObject({ latestExit: null, limit: "stays-break-rule" });
    // The first stay then is one that starts once the overstay's days have left enough of the window.
    expect(earliestEntry(broken, date("2026-03-01"), 5)).toEqual({ entry: "2026-10-31", exit: "2026-11-04" });
  });

  it("finds the earliest entry for a stay of N days", () => {
    const stays = [stay("2026-01-01", "2026-03-31")];
    expect(earliestEntry(stays, date("2026-04-01"), 90)).toEqual({ entry: "2026-06-30", exit: "2026-09-27" });
    expect(earliestEntry(stays, date("2026-04-01"), 1)).toEqual({ entry: "2026-06-30", exit: "2026-06-30" });
    const visa = { validFrom: date("2026-01-01"), validUntil: date("2026-05-01"), durationDays: 90, entries: "multiple" as const };
    expect(earliestEntry(stays, date("2026-04-01"), 10, visa)).toBeNull();
  });

  it("draws the window day by day: used, planned, over and free", () => {
    const days = windowTimeline([stay("2026-01-01", "2026-01-10")], date("2026-03-01"), { entry: date("2026-02-20"), exit: date("2026-03-01") });
    expect(days).toHaveLength(180);
    expect(days.at(-1)).toEqual({ date: "2026-03-01", state: "planned" });
    expect(days.filter((d) => d.state === "used")).toHaveLength(10);
    expect(days.filter((d) => d.state === "planned")).toHaveLength(10);
    const over = windowTimeline([stay("2026-01-01", "2026-04-05")], date("2026-04-05"));
    expect(over.filter((d) => d.state === "over").map((d) => d.date)).toEqual(["2026-04-01", "2026-04-02", "2026-04-03", "2026-04-04", "2026-04-05"]);
  });
});

// ---- Properties against the reference. ----
const BASE = toDay("2024-01-01");
const staysArb = fc.array(fc.record({ start: fc.integer({ min: 0, max: 700 }), length: fc.integer({ min: 1, max: 60 }), counted: fc.boolean() }), {
  maxLength: 12,
});
const toStays = (raw: { start: number; length: number; counted: boolean }[], shift = 0) =>
  raw.map((r) => stay(toIso(BASE + r.start + shift), toIso(BASE + r.start + r.length - 1 + shift), r.counted));

describe("properties against the brute-force reference", () => {
  it("counts the control window as the reference does, and lists exactly the days the reference finds over 90", () => {
    fc.assert(
      fc.property(staysArb, fc.integer({ min: 0, max: 800 }), (raw, at) => {
        const stays = toStays(raw);
        const control = checkOnDate(stays, date(toIso(BASE + at)));
        const days = countedDays(stays);
        expect(control.usedDays).toBe(windowCount(days, BASE + at));
        const over = [...days].filter((d) => windowCount(days, d) > 90).sort((a, b) => a - b);
        const listed = control.overstays.flatMap((r) => Array.from({ length: r.days }, (_, i) => toDay(r.from) + i));
        expect(listed).toEqual(over);
      }),
      { numRuns: 300 },
    );
  });

  it("plans a latest exit that is legal, where one day later is not", () => {
    fc.assert(
      fc.property(staysArb, fc.integer({ min: 0, max: 800 }), (raw, at) => {
        const stays = toStays(raw);
        const entry = toIso(BASE + at);
        const plan = latestExit(stays, date(entry));
        if (plan.latestExit === null) {
          expect(legalFrom([...stays, stay(entry, entry)], BASE + at)).toBe(false);
          return;
        }
        expect(legalFrom([...stays, stay(entry, plan.latestExit)], BASE + at)).toBe(true);
        const later = toIso(toDay(plan.latestExit) + 1);
        expect(legalFrom([...stays, stay(entry, later)], BASE + at)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it("shifts its answers with the dates, and ignores the stays' order", () => {
    fc.assert(
      fc.property(staysArb, fc.integer({ min: 0, max: 800 }), fc.integer({ min: -400, max: 400 }), (raw, at, k) => {
        const stays = toStays(raw);
        const shifted = toStays(raw, k);
        const reversed = [...stays].reverse();
        const control = checkOnDate(stays, date(toIso(BASE + at)));
        const moved = checkOnDate(shifted, date(toIso(BASE + at + k)));
        expect(moved.usedDays).toBe(control.usedDays);
        expect(moved.overstays.map((r) => toDay(r.from) - k)).toEqual(control.overstays.map((r) => toDay(r.from)));
        expect(checkOnDate(reversed, date(toIso(BASE + at)))).toEqual(control);
        const plan = latestExit(stays, date(toIso(BASE + at)));
        const planMoved = latestExit(shifted, date(toIso(BASE + at + k)));
        expect(planMoved.days).toBe(plan.days);
        expect(latestExit(reversed, date(toIso(BASE + at)))).toEqual(plan);
      }),
      { numRuns: 200 },
    );
  });
});

describe("consecutiveDates", () => {
  it("walks months and years, 29 February included, as the reference's day numbers do", () => {
    expect(consecutiveDates(date("2024-02-28"), 3)).toEqual(["2024-02-28", "2024-02-29", "2024-03-01"]);
    expect(consecutiveDates(date("2025-12-31"), 2)).toEqual(["2025-12-31", "2026-01-01"]);
    const run = consecutiveDates(date("2023-11-15"), 500);
    expect(run).toEqual(Array.from({ length: 500 }, (_, i) => toIso(toDay("2023-11-15") + i)));
  });
});
