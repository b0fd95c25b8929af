/** Comparing passports over a small hand-made matrix, the compare page's list and the ranking filter. */
import { describe, expect, it } from "vitest";
import { changeSentence, withChoice } from "../../../client/features/compare-passports/compare-list";
import { comparePassports, easiestCategories, rankMatrix, resolveMatrix } from "../../../shared/passport/power";
import { filterRanking } from "../../../shared/passport/ranking-filter";
import { COMPARE_MESSAGES, readCompareList } from "../../../shared/passport/compare-list";
import { compareInputSchema } from "../../../shared/schemas/passport";
import type { IsoDate } from "../../../shared/units/iso-date";
import type { RequirementCategory } from "../../../shared/visa/requirement";

const matrix = (rows: Record<string, Record<string, RequirementCategory>>) =>
  new Map(Object.entries(rows).map(([passport, row]) => [passport, new Map(Object.entries(row))]));

const M = matrix({
  AA: { AA: "own-country", BB: "visa-free", CC: "e-visa", DD: "visa-required" },
  BB: { AA: "visa-on-arrival", BB: "own-country", CC: "visa-free", DD: "visa-required" },
  CC: { AA: "visa-free", BB: "eta", CC: "own-country", DD: "visa-required" },
});

describe("comparePassports", () => {
  const ranked = rankMatrix(M);
  it("gives each passport's power in the order asked, the union, the intersection and the differing destinations", () => {
    const c = comparePassports(M, ranked, ["BB", "AA"]);
    expect(c.passports.map((p) => [p.passport, p.mobility, p.rank])).toEqual([
      ["BB", 2, 1],
      ["AA", 1, 2],
    ]);
    // Union leaves both homes out; the intersection counts a home as reached by its own holder.
    expect(c.union).toEqual(["CC"]);
    expect(c.intersection).toEqual(["AA", "BB"]);
    expect(c.differences).toEqual([
      { destination: "AA", categories: ["visa-on-arrival", "own-country"] },
      { destination: "BB", categories: ["own-country", "visa-free"] },
      { destination: "CC", categories: ["visa-free", "e-visa"] },
    ]);
  });

  it("throws for a passport that is not ranked", () => {
    expect(() => comparePassports(M, ranked, ["AA", "ZZ"])).toThrow(RangeError);
  });
});

describe("easiestCategories", () => {
  it("keeps, per destination, the easiest category and the first passport that gets it", () => {
    const easiest = easiestCategories(M, ["AA", "CC"]);
    expect(easiest.get("AA")).toEqual({ category: "own-country", passport: "AA" });
    expect(easiest.get("BB")).toEqual({ category: "visa-free", passport: "AA" });
    expect(easiest.get("CC")).toEqual({ category: "own-country", passport: "CC" });
    expect(easiest.get("DD")).toEqual({ category: "visa-required", passport: "AA" });
  });
});

describe("resolveMatrix", () => {
  it("applies a correction in force, and not one that has ended", () => {
    const d = (s: string) => s as IsoDate;
    const base = {
      requirements: [
        { passport: "AA", destination: "BB", requirement: "visa required" },
        { passport: "AA", destination: "CC", requirement: "visa required" },
      ],
      asOn: d("2026-02-17"),
      today: d("2026-11-25"),
    };
    const correction = (destination: string, effectiveOn: string, validUntilOn: string | null) => ({
      passport: "AA",
      destination,
      requirement: "visa free",
      effectiveOn: d(effectiveOn),
      validUntilOn: validUntilOn === null ? null : d(validUntilOn),
      reviewedAgainstOn: d("2026-02-17"),
      checkedOn: d("2026-11-20"),
      source: "Gazette",
      sourceUrl: "https://example.org",
      official: true,
    });
    // BB: in force on the day; CC: a trial that ended before it.
    const resolved = resolveMatrix({ ...base, corrections: [correction("BB", "2026-05-01", null), correction("CC", "2025-01-01", "2025-12-31")] });
    expect(resolved.get("AA")?.get("BB")).toBe("visa-free");
    expect(resolved.get("AA")?.get("CC")).toBe("visa-required");
  });
});

describe("readCompareList", () => {
  it.each([
    ["IN,AE,SG", { ok: true, passports: ["IN", "AE", "SG"], canonical: null }],
    ["in,ae", { ok: true, passports: ["IN", "AE"], canonical: "IN,AE" }],
    [" IN , AE ", { ok: true, passports: ["IN", "AE"], canonical: "IN,AE" }],
    ["IN,AE,", { ok: true, passports: ["IN", "AE"], canonical: "IN,AE" }],
    ["DE", { ok: true, passports: ["DE"], canonical: null }],
    ["de", { ok: true, passports: ["DE"], canonical: "DE" }],
    ["", { ok: false, message: COMPARE_MESSAGES.empty, passports: [] }],
    [",", { ok: false, message: COMPARE_MESSAGES.empty, passports: [] }],
    ["IN,AE,SG,JP,US", { ok: false, message: COMPARE_MESSAGES.many, passports: ["IN", "AE", "SG", "JP"] }],
    ["IN,AE,in", { ok: false, message: COMPARE_MESSAGES.duplicate("IN"), passports: ["IN", "AE"] }],
    ["IN,A1", { ok: false, message: COMPARE_MESSAGES.code("A1"), passports: ["IN"] }],
    ["IN,AE,SG,JP,US,GB,FR,DE,IT", { ok: false, message: COMPARE_MESSAGES.tooLong, passports: [] }],
  ])("reads %j", (value, expected) => {
    expect(readCompareList(value)).toEqual(expected);
  });

  it("reads anything but text as empty", () => {
    expect(readCompareList(undefined)).toEqual({ ok: false, message: COMPARE_MESSAGES.empty, passports: [] });
    expect(readCompareList(12)).toEqual({ ok: false, message: COMPARE_MESSAGES.empty, passports: [] });
  });

  it("says the exact texts", () => {
    expect(COMPARE_MESSAGES.one).toBe("Add at least one more passport: a comparison needs 2 to 4.");
    expect(COMPARE_MESSAGES.unknown(["XX", "ZZ"])).toBe("We have no passport data for XX, ZZ.");
    expect(COMPARE_MESSAGES.another("Germany")).toBe("Add another passport to compare with Germany.");
  });
});

describe("compareInputSchema", () => {
  it("upper-cases codes and refuses one, five, duplicates and malformed codes", () => {
    expect(compareInputSchema.parse({ passports: ["in", "ae"] })).toEqual({ passports: ["IN", "AE"] });
    expect(compareInputSchema.safeParse({ passports: ["IN"] }).error?.issues[0]?.message).toBe(COMPARE_MESSAGES.one);
    expect(compareInputSchema.safeParse({ passports: ["IN", "AE", "SG", "JP", "US"] }).error?.issues[0]?.message).toBe(COMPARE_MESSAGES.many);
    expect(compareInputSchema.safeParse({ passports: ["IN", "in"] }).error?.issues[0]?.message).toBe(COMPARE_MESSAGES.duplicate("IN"));
    expect(compareInputSchema.safeParse({ passports: ["IN", "IND"] }).success).toBe(false);
  });
});

describe("withChoice", () => {
  it("changes, swaps and adds passports", () => {
    expect(withChoice(["IN", "AE"], 1, "SG")).toEqual(["IN", "SG"]);
    expect(withChoice(["IN", "AE", "SG"], 0, "SG")).toEqual(["SG", "AE", "IN"]);
    expect(withChoice(["IN", "AE"], 2, "JP")).toEqual(["IN", "AE", "JP"]);
    expect(withChoice(["IN", "AE"], 2, "AE")).toEqual(["IN", "AE"]);
  });
});

describe("changeSentence", () => {
  const names: Record<string, string> = { IN: "India", AE: "United Arab Emirates", JP: "Japan", SG: "Singapore" };
  const nameOf = (code: string) => names[code] ?? code;
  it.each([
    [["IN", "AE"], ["IN", "AE", "JP"], "Japan added: 3 passports compared."],
    [["IN", "AE", "JP"], ["IN", "JP"], "United Arab Emirates removed: 2 passports compared."],
    [["IN", "AE"], ["AE"], "India removed: 1 passport, add another to compare."],
    [["AE"], [], "United Arab Emirates removed: choose a passport to start."],
    [[], ["JP"], "Japan added: 1 passport, add another to compare."],
    [["IN", "AE"], ["SG", "AE"], "Singapore replaced India: 2 passports compared."],
    [["IN", "AE", "SG"], ["SG", "AE", "IN"], "Singapore and India swapped: 3 passports compared."],
  ])("%j → %j says %j", (prev, next, sentence) => {
    expect(changeSentence(prev, next, nameOf)).toBe(sentence);
  });
});

describe("filterRanking", () => {
  const rows = [
    { country: { code: "IN", name: "India", region: "Asia" } },
    { country: { code: "ID", name: "Indonesia", region: "Asia" } },
    { country: { code: "CI", name: "Côte d'Ivoire", region: "Africa" } },
    { country: { code: "TR", name: "Türkiye", region: "Europe" } },
  ];
  it("matches names without accents or case, codes exactly, and regions", () => {
    expect(filterRanking(rows, "IND", null).map((r) => r.country.code)).toEqual(["IN", "ID"]);
    expect(filterRanking(rows, "cote", null).map((r) => r.country.code)).toEqual(["CI"]);
    expect(filterRanking(rows, "turkiye", null).map((r) => r.country.code)).toEqual(["TR"]);
    expect(filterRanking(rows, "ci", null).map((r) => r.country.code)).toEqual(["CI"]);
    expect(filterRanking(rows, "", "Asia").map((r) => r.country.code)).toEqual(["IN", "ID"]);
    expect(filterRanking(rows, "india", "Europe")).toEqual([]);
  });
});
