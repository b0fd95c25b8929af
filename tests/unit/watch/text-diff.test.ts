/** The reviewer's short diff of a changed source page (issue #35). */
import { describe, expect, it } from "vitest";
import { formatTextDiff, TEXT_DIFF_MAX_CHARS, textDiff } from "../../../shared/watch/text-diff";

describe("textDiff", () => {
  it("names a changed amount with its context", () => {
    const diff = textDiff("The tourist visa fee is EUR 80 per person for adults", "The tourist visa fee is EUR 90 per person for adults");
    expect(diff.changes).toEqual([{ before: "The tourist visa fee is EUR", removed: "80", added: "90", after: "per person for adults" }]);
    expect(formatTextDiff(diff)).toBe("…The tourist visa fee is EUR [−80] [+90] per person for adults…");
  });

  it("reports pure additions and removals", () => {
    const diff = textDiff("Visa on arrival for 30 days.", "Visa on arrival for 30 days. From 1 January an e-Visa is required.");
    expect(diff.changes).toHaveLength(1);
    expect(diff.changes[0]?.removed).toBe("");
    expect(diff.changes[0]?.added).toContain("e-Visa is required");
  });

  it("no change, no lines", () => {
    expect(textDiff("same text", "same text")).toEqual({ changes: [], omitted: 0 });
  });

  it("keeps to its size and counts what it left out", () => {
    const before = Array.from({ length: 2000 }, (_, i) => `w${i}`).join(" ");
    const after = Array.from({ length: 2000 }, (_, i) => (i % 3 === 0 ? `x${i}` : `w${i}`)).join(" ");
    const diff = textDiff(before, after);
    const kept = diff.changes.reduce((n, c) => n + c.before.length + c.removed.length + c.added.length + c.after.length, 0);
    expect(kept).toBeLessThanOrEqual(TEXT_DIFF_MAX_CHARS);
    expect(diff.omitted).toBeGreaterThan(0);
    expect(formatTextDiff(diff)).toMatch(/\(\d+ more changes not shown\)$/);
  });
});
