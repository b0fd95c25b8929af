/** `npm run data:sync`'s plan: which files are added, changed, unchanged or kept, and which records changed. */
import { describe, expect, it } from "vitest";
import { describeChange, planSync } from "../../../scripts/data/sync-plan";

const file = (path: string, text: string) => ({ path, bytes: new TextEncoder().encode(text) });

describe("planSync", () => {
  it("reports added, unchanged and repository-only files, and never drops the last", () => {
    const plan = planSync([file("a.csv", "x\n"), file("b.md", "same")], [file("b.md", "same"), file("versions.json", "{}")]);
    expect(plan.map((c) => [c.path, c.status])).toEqual([
      ["a.csv", "added"],
      ["b.md", "unchanged"],
      ["versions.json", "only-here"],
    ]);
  });

  it("names the records of a JSON file that were added, removed or changed, by id or by pair", () => {
    const before = JSON.stringify({ corrections: [{ passports: ["IN"], destination: "IR", requirement: "visa on arrival" }, { id: "gone" }] });
    const after = JSON.stringify({ corrections: [{ passports: ["IN"], destination: "IR", requirement: "visa required" }, { id: "new" }] });
    const [change] = planSync([file("c.json", after)], [file("c.json", before)]);
    expect(change?.records).toEqual({ added: ["new"], removed: ["gone"], changed: ["IN→IR"] });
    expect(describeChange(change!)).toBe("changed c.json: added 1 (new) removed 1 (gone) changed 1 (IN→IR)");
  });

  it("counts lines of a changed text file", () => {
    const [change] = planSync([file("h.csv", "a\nb\nc")], [file("h.csv", "a\nb")]);
    expect(describeChange(change!)).toBe("changed h.csv: 2 → 3 lines");
  });
});
