/** The sort rule of sortable content tables, shared by the React table and the static pages' script. */
import { describe, expect, it } from "vitest";
import { compareCells, leadingNumber, nextSortState, SORT_ARROWS } from "../../../shared/content/table-order";

describe("leadingNumber", () => {
  it.each([
    ["£1,035/yr", 1035],
    ["€90", 90],
    ["15-30 days", 15],
    ["₹7,800.50", 7800.5],
    ["Free", null],
  ])("%s → %s", (cell, expected) => {
    expect(leadingNumber(cell)).toBe(expected);
  });
});

describe("compareCells", () => {
  it("orders by the first figure, then cells without one, then by English text", () => {
    const cells = ["Varies", "€90", "£1,035/yr", "15-30 days", "Apply online", "€80"];
    expect([...cells].sort(compareCells)).toEqual(["15-30 days", "€80", "€90", "£1,035/yr", "Apply online", "Varies"]);
  });

  it("falls back to text when the figures are equal", () => {
    expect(compareCells("90 days (Schengen)", "90 days (UK)")).toBeLessThan(0);
    expect(compareCells("b", "a")).toBeGreaterThan(0);
  });
});

describe("sort states", () => {
  it("a click sorts ascending first, then toggles", () => {
    expect(nextSortState("none")).toBe("ascending");
    expect(nextSortState("ascending")).toBe("descending");
    expect(nextSortState("descending")).toBe("ascending");
  });

  it("each state has its arrow", () => {
    expect(SORT_ARROWS).toEqual({ ascending: " ▲", descending: " ▼", none: " ↕" });
  });
});
