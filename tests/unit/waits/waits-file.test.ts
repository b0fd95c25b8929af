/** Issue #46: the seeded waits (data/waits/waits.json) load whole, and the schema stops bad figures with their path. */
import { describe, expect, it } from "vitest";
import raw from "../../../data/waits/waits.json";
import { waitFigureSetSchema } from "../../../shared/schemas/waits";

const INDIA_POSTS = ["Chennai", "Hyderabad", "Kolkata", "Mumbai", "New Delhi"];

describe("data/waits/waits.json", () => {
  const set = waitFigureSetSchema.parse(raw);

  it("has the US interview wait at each of India's five posts, next available and average, from the State Department", () => {
    for (const measure of ["next-available", "average-previous-month"] as const) {
      const posts = set.figures.filter((f) => f.destination === "US" && f.appliesIn === "IN" && f.measure === measure).map((f) => f.post);
      expect(posts.sort()).toEqual(INDIA_POSTS);
    }
    const mumbai = set.figures.find((f) => f.id === "us-b1b2-mumbai-next-available");
    expect(mumbai).toMatchObject({ days: 345, published: "11.5 Months", asOf: "2026-09-17", readOn: "2026-11-28", publisher: "US State Department" });
  });

  it("has IRCC's visitor-visa processing time for India, and the UK's and the Visa Code's standards", () => {
    expect(set.figures.find((f) => f.id === "ca-visitor-visa-in")).toMatchObject({
      days: 22,
      dayKind: "calendar",
      asOf: "2026-06-24",
      publisher: "IRCC",
    });
    expect(set.figures.find((f) => f.id === "uk-standard-visitor")).toMatchObject({ days: 15, dayKind: "working", asOf: null });
    const schengen = set.figures.filter((f) => f.destination === "SCHENGEN").map((f) => [f.kind, f.measure, f.days]);
    expect(schengen).toEqual(
      expect.arrayContaining([
        ["decision-time", "standard", 15],
        ["decision-time", "maximum", 45],
      ]),
    );
  });

  it("gives every figure a source page, the day read, and its date unless the source gives none", () => {
    for (const f of set.figures) {
      expect(f.sourceUrl, f.id).toMatch(/^https:\/\//);
      expect(f.readOn, f.id).toBe("2026-11-28");
      if (f.kind === "interview-wait" || f.kind === "processing-time") expect(f.asOf, f.id).not.toBeNull();
    }
  });

  it("stops a bad figure with its path and reason", () => {
    const figure = set.figures[0];
    const bad = (change: Record<string, unknown>) => waitFigureSetSchema.safeParse({ ...raw, figures: [{ ...raw.figures[0], ...change }] });
    expect(bad({ days: 11.5 }).error?.issues[0]).toMatchObject({ path: ["figures", 0, "days"], message: "expected a whole number of days" });
    expect(bad({ appliesIn: "in" }).error?.issues[0]).toMatchObject({
      path: ["figures", 0, "appliesIn"],
      message: "expected an upper-case ISO 3166-1 alpha-2 code",
    });
    expect(bad({ asOf: "2026-12-01" }).error?.issues[0]?.message).toBe("asOf is after readOn: a figure cannot be read before its date");
    expect(bad({ post: null }).error?.issues[0]?.message).toBe("an interview wait is a post's: expected a post and the country it is in (appliesIn)");
    expect(bad({ extra: 1 }).success).toBe(false);
    const twice = waitFigureSetSchema.safeParse({ ...raw, figures: [raw.figures[0], raw.figures[0]] });
    expect(twice.error?.issues.map((i) => i.message)).toContain(`a second figure with id ${figure?.id}`);
  });
});
