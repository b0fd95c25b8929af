/** Passport power over small hand-made matrices: counts, mobility, dense ranks with ties, union and intersection. */
import { describe, expect, it } from "vitest";
import { combinedMobility, countsForMobility, denseRank, passportPower, rankForScore, rankPassports } from "../../../shared/passport/power";
import type { IsoDate } from "../../../shared/units/iso-date";
import type { RequirementCategory } from "../../../shared/visa/requirement";

const matrix = (rows: Record<string, Record<string, RequirementCategory>>) =>
  new Map(Object.entries(rows).map(([passport, row]) => [passport, new Map(Object.entries(row))]));

describe("passportPower", () => {
  it("counts each category, leaves the own country out, and scores visa free + visa on arrival + eTA", () => {
    const power = passportPower("IN", [
      { destination: "IN", category: "own-country" },
      { destination: "TH", category: "visa-free" },
      { destination: "ID", category: "visa-on-arrival" },
      { destination: "LK", category: "eta" },
      { destination: "VN", category: "e-visa" },
      { destination: "US", category: "visa-required" },
      { destination: "KP", category: "no-admission" },
      { destination: "MV", category: "visa-free" },
      { destination: "MY", category: "unknown" },
    ]);
    expect(power.counts).toEqual({ "visa-free": 2, "visa-on-arrival": 1, eta: 1, "e-visa": 1, "visa-required": 1, "no-admission": 1, unknown: 1 });
    expect(power.mobility).toBe(4);
  });

  it("e-Visas are not in the score", () => {
    expect(countsForMobility("e-visa")).toBe(false);
    expect(countsForMobility("eta")).toBe(true);
  });
});

describe("denseRank", () => {
  it("gives equal scores one rank and the next score the next number", () => {
    const ranked = denseRank(
      [
        { id: "a", score: 180 },
        { id: "b", score: 190 },
        { id: "c", score: 180 },
        { id: "d", score: 170 },
        { id: "e", score: 190 },
      ],
      (x) => x.score,
    );
    expect(ranked.map((x) => [x.id, x.rank])).toEqual([
      ["b", 1],
      ["e", 1],
      ["a", 2],
      ["c", 2],
      ["d", 3],
    ]);
  });

  it("is empty for no passports", () => {
    expect(denseRank([], () => 0)).toEqual([]);
  });
});

describe("combinedMobility", () => {
  const m = matrix({
    IN: { IN: "own-country", JP: "e-visa", TH: "visa-free", FR: "visa-required", SG: "visa-required", LK: "eta" },
    JP: { IN: "e-visa", JP: "own-country", TH: "visa-free", FR: "visa-free", SG: "visa-free", LK: "eta" },
    SG: { IN: "e-visa", JP: "visa-free", TH: "visa-free", FR: "visa-free", SG: "own-country", LK: "visa-on-arrival" },
  });

  it("union: what at least one passport reaches, homes left out", () => {
    expect(combinedMobility(m, ["IN", "JP"], "union")).toEqual(["FR", "LK", "SG", "TH"]);
  });

  it("intersection: what every passport reaches, a home counting for its holder", () => {
    expect(combinedMobility(m, ["IN", "JP"], "intersection")).toEqual(["LK", "TH"]);
    // Japan is home to one and visa free for the other: the family goes there together.
    expect(combinedMobility(m, ["JP", "SG"], "intersection")).toEqual(["FR", "JP", "LK", "SG", "TH"]);
  });

  it("one function, two readings: the intersection is within the union (homes aside)", () => {
    const union = new Set(combinedMobility(m, ["IN", "JP", "SG"], "union"));
    for (const d of combinedMobility(m, ["IN", "JP", "SG"], "intersection")) expect(union.has(d) || ["IN", "JP", "SG"].includes(d)).toBe(true);
  });
});

describe("rankPassports", () => {
  const d = (s: string) => s as IsoDate;
  const correction = (passport: string, destination: string, requirement: string, effectiveOn: string, reviewedAgainstOn = "2026-02-17") => ({
    passport,
    destination,
    requirement,
    effectiveOn: d(effectiveOn),
    validUntilOn: null,
    reviewedAgainstOn: d(reviewedAgainstOn),
    source: "test",
    sourceUrl: "https://example.org",
    official: true,
    checkedOn: d(effectiveOn),
  });
  const requirements = [
    { passport: "AA", destination: "AA", requirement: "-1" },
    { passport: "AA", destination: "BB", requirement: "90" },
    { passport: "AA", destination: "CC", requirement: "visa required" },
    { passport: "BB", destination: "AA", requirement: "eta" },
    { passport: "BB", destination: "BB", requirement: "-1" },
    { passport: "BB", destination: "CC", requirement: "e-visa" },
    { passport: "CC", destination: "AA", requirement: "visa on arrival" },
    { passport: "CC", destination: "BB", requirement: "visa free" },
    { passport: "CC", destination: "CC", requirement: "-1" },
  ];

  it("ranks by mobility, densely, with ties in code order", () => {
    const ranked = rankPassports({ requirements, corrections: [], asOn: d("2026-02-17"), today: d("2026-11-25") });
    expect(ranked.map((p) => [p.passport, p.mobility, p.rank])).toEqual([
      ["CC", 2, 1],
      ["AA", 1, 2],
      ["BB", 1, 2],
    ]);
    expect(ranked.find((p) => p.passport === "BB")?.counts["e-visa"]).toBe(1);
  });

  it("applies a correction in force that was reviewed against the snapshot, and no other", () => {
    const ranked = rankPassports({
      requirements,
      corrections: [
        // In force and reviewed against the snapshot: AA now enters CC visa free.
        correction("AA", "CC", "30", "2026-03-01"),
        // Reviewed against an older snapshot, and the newer one agrees: redundant, the snapshot's value stands.
        correction("CC", "BB", "visa free", "2025-06-01", "2025-01-12"),
        // Not in force yet on the day of the lookup.
        correction("BB", "CC", "visa free", "2026-12-01"),
      ],
      asOn: d("2026-02-17"),
      today: d("2026-11-25"),
    });
    expect(ranked.map((p) => [p.passport, p.mobility, p.rank])).toEqual([
      ["AA", 2, 1],
      ["CC", 2, 1],
      ["BB", 1, 2],
    ]);
  });
});

describe("rankForScore", () => {
  const ranked = [{ mobility: 90 }, { mobility: 80 }, { mobility: 80 }, { mobility: 60 }];
  it("shares the rank of an equal score and counts distinct higher scores (dense ranks)", () => {
    expect(rankForScore(ranked, 80)).toBe(2);
    expect(rankForScore(ranked, 85)).toBe(2);
    expect(rankForScore(ranked, 60)).toBe(3);
    expect(rankForScore(ranked, 59)).toBe(4);
  });
  it("is first above every score, and first in an empty ranking", () => {
    expect(rankForScore(ranked, 91)).toBe(1);
    expect(rankForScore([], 10)).toBe(1);
  });
});
