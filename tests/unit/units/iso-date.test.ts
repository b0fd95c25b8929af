import { describe, expect, it } from "vitest";
import { formatIsoDate, isoDateOf, parseIsoDate } from "../../../shared/units/iso-date";
import { day } from "../fixtures/domain";

describe("parseIsoDate", () => {
  it.each(["2024-02-29", "2000-02-29", "2025-01-12", "2025-12-31", "2026-01-01"])("accepts the real date %s", (value) => {
    expect(parseIsoDate(value)).toBe(value);
  });

  it.each([
    ["2025-02-29", "no leap day in 2025"],
    ["1900-02-29", "no leap day in a century not divisible by 400"],
    ["2025-04-31", "April has 30 days"],
    ["2025-13-01", "month 13"],
    ["2025-00-10", "month 0"],
    ["2025-01-00", "day 0"],
    ["2025-1-05", "one-digit month"],
    ["12/01/2025", "another format"],
    ["2025-01-12T00:00:00Z", "an instant, not a date"],
    [" 2025-01-12", "surrounding space"],
    ["", "empty"],
  ])("rejects %j (%s)", (value) => {
    expect(parseIsoDate(value)).toBeNull();
  });
});

describe("isoDateOf", () => {
  it("takes the UTC calendar date of a late-evening UTC instant", () => {
    expect(isoDateOf(new Date("2026-11-23T23:59:00Z"))).toBe("2026-11-23");
  });

  it("takes the UTC date, not the local date, of an instant given with an offset", () => {
    expect(isoDateOf(new Date("2026-11-24T03:00:00+05:30"))).toBe("2026-11-23");
  });
});

describe("formatIsoDate", () => {
  it.each([
    ["2025-01-12", "12 Jan 2025"],
    ["2026-11-23", "23 Nov 2026"],
    ["2024-02-29", "29 Feb 2024"],
    ["2025-12-31", "31 Dec 2025"],
  ])("formats %s as %j", (value, expected) => {
    expect(formatIsoDate(day(value))).toBe(expected);
  });
});

describe("formatIsoDate against Intl", () => {
  it("formats every day of three years as Intl's en-GB short date does, twice", () => {
    const intl = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
    const days = Array.from({ length: 3 * 366 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)));
    for (let round = 0; round < 2; round++) {
      for (const date of days) expect(formatIsoDate(isoDateOf(date))).toBe(intl.format(date));
    }
  });
});
