/** A connection's dates against its rule's hours, and the kind a stop really is (shared/trip/connection.ts). */
import { describe, expect, it } from "vitest";
import { countsInSchengen, effectiveKind, hoursFit } from "../../../shared/trip/connection";
import type { StopKind, TripStop } from "../../../shared/trip/plan";
import { code, day } from "../fixtures/domain";

const stop = (country: string, arriveOn: string, departOn: string, kind: StopKind): TripStop => ({
  countryCode: code(country),
  arriveOn: day(arriveOn),
  departOn: day(departOn),
  kind,
});

describe("hoursFit", () => {
  it.each([
    ["2027-01-10", "2027-01-10", 24, "fits"],
    ["2027-01-10", "2027-01-10", 12, "may-exceed"],
    ["2027-01-10", "2027-01-11", 48, "fits"],
    ["2027-01-10", "2027-01-11", 24, "may-exceed"],
    ["2027-01-10", "2027-01-12", 48, "may-exceed"],
    ["2027-01-10", "2027-01-12", 24, "exceeds"],
    ["2027-01-10", "2027-01-13", 48, "exceeds"],
    ["2028-02-28", "2028-03-01", 24, "exceeds"],
    ["2027-01-10", "2027-02-10", null, "fits"],
  ] as const)("a connection from %s to %s against %s hours: %s", (arrive, depart, maxHours, fit) => {
    expect(hoursFit(day(arrive), day(depart), maxHours)).toBe(fit);
  });
});

describe("effectiveKind", () => {
  const frStay = stop("FR", "2027-03-08", "2027-03-15", "stay");
  const deAirside = stop("DE", "2027-03-15", "2027-03-15", "airside");
  const gbStay = stop("GB", "2027-03-01", "2027-03-08", "stay");

  it("makes a Schengen airside connection next to a Schengen stop landside, before or after it", () => {
    expect(effectiveKind([frStay, deAirside], 1)).toBe("landside");
    expect(effectiveKind([deAirside, frStay], 0)).toBe("landside");
    expect(countsInSchengen([frStay, deAirside], 1)).toBe(true);
  });

  it("keeps a Schengen airside connection between two non-Schengen stops airside, and out of the count", () => {
    expect(effectiveKind([gbStay, deAirside, stop("AE", "2027-03-15", "2027-03-20", "stay")], 1)).toBe("airside");
    expect(countsInSchengen([gbStay, deAirside], 1)).toBe(false);
  });

  it("leaves every other stop as planned", () => {
    expect(effectiveKind([frStay, stop("AE", "2027-03-15", "2027-03-15", "airside")], 1)).toBe("airside");
    expect(effectiveKind([gbStay], 0)).toBe("stay");
    expect(countsInSchengen([gbStay], 0)).toBe(false);
  });
});
