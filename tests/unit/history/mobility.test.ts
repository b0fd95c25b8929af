/** A passport's mobility at each snapshot, walked back from the newest values through the changes. */
import { describe, expect, it } from "vitest";
import { mobilityBySnapshot, isNoVisaValue } from "../../../shared/history/mobility";
import type { IsoDate } from "../../../shared/units/iso-date";

const d = (s: string) => s as IsoDate;

describe("isNoVisaValue", () => {
  it.each([
    ["90", true],
    ["visa free", true],
    ["Visa on arrival", true],
    ["eta", false],
    ["e-visa", false],
    ["visa required", false],
    ["no admission", false],
    ["covid ban", false],
    ["-1", false],
  ])("%s → %s", (value, expected) => expect(isNoVisaValue(value)).toBe(expected));
});

describe("mobilityBySnapshot", () => {
  const newest = [
    { passport: "IN", destination: "TH", requirement: "30" },
    { passport: "IN", destination: "IR", requirement: "visa required" },
    { passport: "IN", destination: "LK", requirement: "e-visa" },
    { passport: "JP", destination: "TH", requirement: "30" },
  ];
  const snapshots = [d("2022-01-05"), d("2021-12-14"), d("2025-01-12"), d("2026-02-17")];

  it("counts the newest snapshot from its values", () => {
    const points = mobilityBySnapshot(newest, [], snapshots);
    expect(points.filter((p) => p.takenOn === "2026-02-17")).toEqual([
      { passportCountryCode: "IN", takenOn: "2026-02-17", noVisa: 1 },
      { passportCountryCode: "JP", takenOn: "2026-02-17", noVisa: 1 },
    ]);
  });

  it("undoes each snapshot's changes to count the one before, oldest first per passport", () => {
    const changes = [
      // Iran dropped visa-free entry in the 2026 snapshot: it counted before.
      { passportCountryCode: "IN", destinationCountryCode: "IR", before: "15", after: "visa required", seenAfterOn: d("2026-02-17") },
      // Thailand went from e-Visa to visa free in Jan 2025: it did not count before.
      { passportCountryCode: "IN", destinationCountryCode: "TH", before: "e-visa", after: "30", seenAfterOn: d("2025-01-12") },
      // Days only: no change in the count.
      { passportCountryCode: "JP", destinationCountryCode: "TH", before: "15", after: "30", seenAfterOn: d("2022-01-05") },
    ];
    expect(mobilityBySnapshot(newest, changes, snapshots).filter((p) => p.passportCountryCode === "IN")).toEqual([
      { passportCountryCode: "IN", takenOn: "2021-12-14", noVisa: 1 },
      { passportCountryCode: "IN", takenOn: "2022-01-05", noVisa: 1 },
      { passportCountryCode: "IN", takenOn: "2025-01-12", noVisa: 2 },
      { passportCountryCode: "IN", takenOn: "2026-02-17", noVisa: 1 },
    ]);
    expect(
      mobilityBySnapshot(newest, changes, snapshots)
        .filter((p) => p.passportCountryCode === "JP")
        .map((p) => p.noVisa),
    ).toEqual([1, 1, 1, 1]);
  });
});

describe("passportSummaryText", async () => {
  const { passportSummaryText, monthOf } = await import("../../../shared/history/summary");
  it("names the passport, the month of the previous version and parts that add up to the total", () => {
    expect(passportSummaryText("India", d("2025-01-12"), { total: 12, easier: 5, harder: 6 })).toBe(
      "India: 12 changes since Jan 2025: 5 easier, 6 harder, 1 neither",
    );
    expect(passportSummaryText("India", d("2025-01-12"), { total: 11, easier: 5, harder: 6 })).toBe(
      "India: 11 changes since Jan 2025: 5 easier, 6 harder",
    );
    expect(passportSummaryText("Japan", d("2025-12-01"), { total: 1, easier: 0, harder: 1 })).toBe(
      "Japan: 1 change since Dec 2025: 0 easier, 1 harder",
    );
    expect(passportSummaryText("All", d("2021-12-14"), { total: 22093, easier: 9000, harder: 8000 })).toBe(
      "All: 22,093 changes since Dec 2021: 9,000 easier, 8,000 harder, 5,093 neither",
    );
    expect(monthOf(d("2026-02-17"))).toBe("Feb 2026");
  });
});
