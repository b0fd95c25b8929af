/** The transit data's pages for the source watch (issue #43): each rule's records, the Schengen lists' parts, merged with D1's. */
import { describe, expect, it } from "vitest";
import atvRaw from "../../../data/transit/schengen-atv-lists.json";
import { schengenAtvCitationsSchema } from "../../../shared/schemas/transit";
import type { TransitRule } from "../../../shared/trip/transit-rule";
import { mergeCitations, transitCitations } from "../../../shared/watch/transit-citations";

type Cited = Pick<TransitRule, "transitCountry" | "mode" | "sourceUrl" | "additionalSources">;
const rule = (transitCountry: string, mode: "airside" | "landside", sourceUrl: string, also: string[] = []): Cited =>
  ({ transitCountry, mode, sourceUrl, additionalSources: also.map((u) => ({ source: "s", sourceUrl: u, sourceDate: null })) }) as Cited;

describe("transitCitations", () => {
  it("names a rule by country and mode, for its main and its additional sources", () => {
    const cited = transitCitations([rule("AE", "airside", "https://etihad.example/transit", ["https://news.example/dubai"])], []);
    expect([...cited]).toEqual([
      ["https://etihad.example/transit", ["transit:AE-airside"]],
      ["https://news.example/dubai", ["transit:AE-airside"]],
    ]);
  });

  it("numbers a second rule of one country and mode, and names a page two rules cite once for each", () => {
    const cited = transitCitations(
      [
        rule("TR", "airside", "https://a.example/tr"),
        rule("TR", "airside", "https://b.example/tr", ["https://a.example/tr"]),
        rule("TR", "landside", "https://a.example/tr", ["https://a.example/tr"]),
      ],
      [],
    );
    expect(cited.get("https://a.example/tr")).toEqual(["transit:TR-airside", "transit:TR-airside-2", "transit:TR-landside"]);
    expect(cited.get("https://b.example/tr")).toEqual(["transit:TR-airside-2"]);
  });

  it("names the Schengen lists' pages by the part of the file citing them", () => {
    const cited = transitCitations(
      [],
      [
        { part: "common-list", sourceUrl: "https://sif.example/list" },
        { part: "national-FR", sourceUrl: "https://sif.example/list" },
      ],
    );
    expect([...cited]).toEqual([["https://sif.example/list", ["transit-atv:common-list", "transit-atv:national-FR"]]]);
  });
});

describe("mergeCitations", () => {
  it("keeps every record of a page cited by D1's records and the transit data, each once, URLs in order", () => {
    const d1 = new Map([
      ["https://z.gov/fees", ["fee:IN-AE-1"]],
      ["https://a.gov/rule", ["correction:IN-AE-2026-01-01"]],
    ]);
    const transit = new Map([["https://z.gov/fees", ["transit:AE-airside", "fee:IN-AE-1"]]]);
    expect([...mergeCitations(d1, transit)]).toEqual([
      ["https://a.gov/rule", ["correction:IN-AE-2026-01-01"]],
      ["https://z.gov/fees", ["fee:IN-AE-1", "transit:AE-airside"]],
    ]);
  });
});

describe("schengenAtvCitationsSchema", () => {
  it("reads every page the real lists file cites, by part: 24 citations, the national lists by state", () => {
    const citations = schengenAtvCitationsSchema.parse(atvRaw);
    expect(citations).toHaveLength(24);
    expect(new Set(citations.map((c) => c.part))).toEqual(
      new Set([
        "legal-basis",
        "common-list",
        "annex-7b",
        "national-ES",
        "national-FR",
        "national-DE",
        "national-CZ",
        "national-IT",
        "national-NL",
        "national-BE",
        "national-others",
      ]),
    );
    expect(citations).toContainEqual({ part: "annex-7b", sourceUrl: "https://home-affairs.ec.europa.eu/system/files/2023-12/Annex%207b_en.pdf" });
  });

  it("stops on a source without a usable URL, with its path", () => {
    const broken = { ...atvRaw, commonList: { ...atvRaw.commonList, sources: [{ source: "x", sourceUrl: "not a url" }] } };
    const result = schengenAtvCitationsSchema.safeParse(broken);
    expect(result.success ? null : result.error.issues[0]?.path.join(".")).toBe("commonList.sources.0.sourceUrl");
  });
});
