/**
 * The Schengen calculator's "Plan a whole trip" (shared/trip/links.ts, issue #46): which of its stays go on to the
 * planner (those not over, and the planned entry), joined where they overlap, and the address that carries them.
 */
import { describe, expect, it } from "vitest";
import { MAX_STOPS } from "../../../shared/trip/plan";
import { schengenStaysForTrip, tripHrefWithSchengenStays } from "../../../shared/trip/links";
import type { Stay } from "../../../shared/schengen/stay";
import { day } from "../fixtures/domain";

const today = day("2027-01-15");
const stay = (entry: string, exit: string, counted = true): Stay => ({ entry: day(entry), exit: day(exit), counted });

describe("schengenStaysForTrip", () => {
  it("keeps the stays under way or ahead, in order of entry, and leaves the past ones", () => {
    const stays = [stay("2027-03-01", "2027-03-10"), stay("2026-11-01", "2026-11-20"), stay("2027-01-10", "2027-01-15")];
    expect(schengenStaysForTrip(stays, null, today)).toEqual([
      { entry: "2027-01-10", exit: "2027-01-15" },
      { entry: "2027-03-01", exit: "2027-03-10" },
    ]);
  });

  it("leaves out a stay under a residence permit or a long-stay visa", () => {
    expect(schengenStaysForTrip([stay("2027-02-01", "2027-06-01", false)], null, today)).toEqual([]);
  });

  it.each([
    ["with the days wanted, its last day", 10, { entry: "2027-04-01", exit: "2027-04-10" }],
    ["without, no last day", null, { entry: "2027-04-01", exit: null }],
  ])("adds the planned entry: %s", (_, days, expected) => {
    expect(schengenStaysForTrip([], { entry: day("2027-04-01"), days }, today)).toEqual([expected]);
  });

  it("leaves out a planned entry that is over", () => {
    expect(schengenStaysForTrip([], { entry: day("2027-01-01"), days: 5 }, today)).toEqual([]);
  });

  it("joins stays that overlap, and keeps apart those that meet on a day", () => {
    const stays = [stay("2027-03-01", "2027-03-10"), stay("2027-03-05", "2027-03-20"), stay("2027-03-20", "2027-03-25")];
    expect(schengenStaysForTrip(stays, { entry: day("2027-03-08"), days: null }, today)).toEqual([
      { entry: "2027-03-01", exit: "2027-03-20" },
      { entry: "2027-03-20", exit: "2027-03-25" },
    ]);
  });

  it("gives a planned entry on a stay's first day that stay's last day, and the longer of two", () => {
    expect(schengenStaysForTrip([stay("2027-03-01", "2027-03-10")], { entry: day("2027-03-01"), days: 20 }, today)).toEqual([
      { entry: "2027-03-01", exit: "2027-03-20" },
    ]);
    expect(schengenStaysForTrip([stay("2027-03-01", "2027-03-10")], { entry: day("2027-03-01"), days: null }, today)).toEqual([
      { entry: "2027-03-01", exit: "2027-03-10" },
    ]);
  });

  it("hands over one stay more than a plan takes, so the planner says it cut some", () => {
    const stays = Array.from({ length: 20 }, (_, i) =>
      stay(`2027-02-${String(i + 1).padStart(2, "0")}`, `2027-02-${String(i + 1).padStart(2, "0")}`),
    );
    expect(schengenStaysForTrip(stays, null, today)).toHaveLength(MAX_STOPS + 1);
  });
});

describe("tripHrefWithSchengenStays", () => {
  it("carries the stays as the planner reads them, a missing last day blank", () => {
    expect(
      tripHrefWithSchengenStays([
        { entry: day("2027-03-01"), exit: day("2027-03-10") },
        { entry: day("2027-05-01"), exit: null },
      ]),
    ).toBe("/trip?schengen=2027-03-01~2027-03-10,2027-05-01~");
  });

  it("is the planner's own address with no stay", () => {
    expect(tripHrefWithSchengenStays([])).toBe("/trip");
  });
});
