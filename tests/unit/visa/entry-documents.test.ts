/**
 * What a pair's document needs (shared/visa/entry-documents.ts, issue #45): the lines for each category and document,
 * the fee record's own list, and the arrival card (who files it, from when, where it goes in the list).
 */
import { describe, expect, it } from "vitest";
import type { CountryCode } from "../../../shared/units/country-code";
import {
  type ArrivalCard,
  arrivalCardApplies,
  type DocumentRecord,
  type DocumentsQuestion,
  documentOfPair,
  entryDocuments,
} from "../../../shared/visa/entry-documents";
import type { RequirementCategory } from "../../../shared/visa/requirement";
import { code, day } from "../fixtures/domain";

const TDAC: ArrivalCard = {
  destinationCountryCode: code("TH"),
  name: "Thailand Digital Arrival Card (TDAC)",
  shortName: "TDAC",
  url: "https://tdac.immigration.go.th/",
  mandatory: true,
  sinceOn: day("2025-05-01"),
  exemptPassports: [],
  exemptWith: [],
  source: "Malay Mail (Bernama)",
  sourceUrl: "https://www.malaymail.com/news/world/2025/04/10/tdac",
  official: false,
  sourceDateOn: day("2025-04-10"),
  checkedOn: day("2026-11-28"),
};
const K_ARRIVAL: ArrivalCard = {
  ...TDAC,
  destinationCountryCode: code("KR"),
  name: "Korea e-Arrival Card",
  shortName: "e-Arrival",
  exemptWith: ["eta"],
};
const MDAC: ArrivalCard = {
  ...TDAC,
  destinationCountryCode: code("MY"),
  name: "Malaysia Digital Arrival Card (MDAC)",
  shortName: "MDAC",
  exemptPassports: [code("SG")],
};
const VJW: ArrivalCard = {
  ...TDAC,
  destinationCountryCode: code("JP"),
  name: "Visit Japan Web",
  shortName: "Visit Japan Web",
  mandatory: false,
  sinceOn: null,
};

function record(overrides: Partial<DocumentRecord> = {}): DocumentRecord {
  return { document: "visa", requirements: [], applyUrl: null, nativeFee: "$40", estimate: false, ...overrides };
}

function ask(overrides: Partial<DocumentsQuestion> = {}) {
  return entryDocuments({
    category: "visa-required",
    record: null,
    visaType: "tourist",
    passportCountryCode: code("IN"),
    arrivalCard: null,
    today: day("2026-11-28"),
    ...overrides,
  });
}
const texts = (overrides: Partial<DocumentsQuestion> = {}) => ask(overrides).lines.map((l) => l.text);

describe("the document of a pair", () => {
  it.each<[RequirementCategory, string | null]>([
    ["visa-free", "visa-free"],
    ["eta", "eta"],
    ["visa-on-arrival", "visa-on-arrival"],
    ["e-visa", "e-visa"],
    ["visa-required", "visa"],
    ["unknown", "visa"],
    ["no-admission", null],
    ["own-country", null],
  ])("is %s's own without a record: %s", (category, document) => {
    expect(documentOfPair(category, null)).toBe(document);
  });

  it("is the fee record's where one applies (a visa for an e-Visa pair whose headline is the embassy visa)", () => {
    expect(documentOfPair("e-visa", record({ document: "visa" }))).toBe("visa");
  });

  it("is the category's when the record is an estimate (section 9's estimate is always a visa) or a levy", () => {
    expect(documentOfPair("e-visa", record({ document: "visa", estimate: true }))).toBe("e-visa");
    expect(documentOfPair("visa-free", record({ document: "levy" }))).toBe("visa-free");
  });
});

describe("the lines of each document", () => {
  it("lists a visa application's papers for a visa, every one needed", () => {
    const documents = ask();
    expect(documents.document).toBe("visa");
    expect(documents.lines.map((l) => l.text)).toEqual([
      "Passport valid for at least 6 months with two blank pages",
      "Completed visa application form",
      "Recent passport-size photographs",
      "Return or onward ticket",
      "Hotel bookings or invitation letter",
      "Bank statements for the last 3 months",
      "Travel insurance",
    ]);
    expect(documents.lines.every((l) => l.needed)).toBe(true);
  });

  it("lists the visa type's papers for a business visa", () => {
    expect(texts({ visaType: "business" })).toContain("Invitation letter from the host company");
  });

  it("plans an unknown rule as a visa", () => {
    expect(ask({ category: "unknown" }).document).toBe("visa");
  });

  it("lists an e-Visa's online form, photo and payment with its fee, and links where to apply", () => {
    const documents = ask({ category: "e-visa", record: record({ document: "e-visa", nativeFee: "$25", applyUrl: "https://evisa.example.gov" }) });
    expect(documents.lines.map((l) => l.text)).toEqual([
      "Passport valid for at least 6 months",
      "The online application form on the official e-Visa site",
      "A digital passport-style photo and a scan of your passport's photo page",
      "The e-Visa fee ($25), paid online by card",
      "The e-Visa approval, printed or on your phone, for check-in and arrival",
    ]);
    expect(documents.applyUrl).toBe("https://evisa.example.gov");
  });

  it("names no amount for an e-Visa pair priced by an estimate, and links nothing", () => {
    const documents = ask({ category: "e-visa", record: record({ nativeFee: "$50", estimate: true, applyUrl: "https://x.example" }) });
    expect(documents.lines.map((l) => l.text)).toContain("The e-Visa fee, paid online by card");
    expect(documents.applyUrl).toBeNull();
  });

  it("lists a visa on arrival's papers: passport, return ticket, the fee in cash or by card; no form, no photo the source does not name", () => {
    expect(texts({ category: "visa-on-arrival", record: record({ document: "visa-on-arrival", nativeFee: "$30" }) })).toEqual([
      "Passport valid for at least 6 months",
      "Return or onward ticket",
      "The visa fee ($30), in cash or by card at the border",
    ]);
  });

  it("says a free visa on arrival costs nothing", () => {
    expect(texts({ category: "visa-on-arrival", record: record({ document: "visa-on-arrival", nativeFee: "Free" }) })).toContain(
      "No fee: this visa on arrival is free",
    );
  });

  it("lists an eTA's online form and payment, and none of a visa's papers", () => {
    const documents = ask({
      category: "eta",
      record: record({ document: "eta", nativeFee: "GBP 16", applyUrl: "https://www.gov.uk/apply-for-an-eta" }),
    });
    expect(documents.lines.map((l) => l.text)).toEqual([
      "The passport you will travel with: the eTA is linked to it",
      "The online eTA application, on the official site or app",
      "The eTA fee (GBP 16), paid online by card",
    ]);
    expect(documents.lines.every((l) => l.needed)).toBe(true);
    expect(documents.applyUrl).toBe("https://www.gov.uk/apply-for-an-eta");
  });

  it("recommends passport, onward ticket and funds for a visa-free entry with no arrival card", () => {
    const documents = ask({ category: "visa-free" });
    expect(documents.lines.map((l) => [l.text, l.needed])).toEqual([
      ["Passport valid for your whole stay (some countries ask for 6 months beyond it)", false],
      ["Return or onward ticket", false],
      ["Proof of enough money for your stay", false],
    ]);
  });

  it("uses a fee record's own list where it has one (India's records)", () => {
    expect(
      texts({ category: "e-visa", record: record({ document: "e-visa", requirements: ["Passport valid 6+ months", "Digital photo"] }) }),
    ).toEqual(["Passport valid 6+ months", "Digital photo"]);
  });

  it("lists nothing for a passport that is not admitted", () => {
    expect(ask({ category: "no-admission" })).toEqual({ document: null, lines: [], applyUrl: null });
  });
});

describe("the arrival card", () => {
  it("comes first for a visa-free entry, needed, linked to its site and cited", () => {
    const [card, ...rest] = ask({ category: "visa-free", arrivalCard: TDAC }).lines;
    expect(card).toEqual({
      text: "Thailand Digital Arrival Card (TDAC): fill it in online before you arrive (required since 1 May 2025)",
      needed: true,
      link: { label: "Thailand Digital Arrival Card (TDAC)", url: "https://tdac.immigration.go.th/" },
      source: {
        name: "Malay Mail (Bernama)",
        url: "https://www.malaymail.com/news/world/2025/04/10/tdac",
        official: false,
        dates: "source dated 10 Apr 2025, read on 28 Nov 2026",
        note: null,
      },
    });
    expect(rest.map((l) => l.needed)).toEqual([false, false, false]);
  });

  it("comes last for a pair that needs a visa", () => {
    expect(texts({ category: "visa-required", arrivalCard: TDAC }).at(-1)).toMatch(/^Thailand Digital Arrival Card \(TDAC\): /);
  });

  it("replaces a fee record's line that names it, so the list names it once", () => {
    const own = record({
      document: "visa-free",
      requirements: ["Passport valid 6+ months", "Thailand Digital Arrival Card (TDAC) completed online before arrival"],
    });
    expect(texts({ category: "visa-free", record: own, arrivalCard: TDAC }).filter((t) => t.includes("TDAC"))).toHaveLength(1);
  });

  it("is a recommendation when optional", () => {
    const [line] = ask({ category: "visa-free", arrivalCard: VJW }).lines;
    expect([line?.text, line?.needed]).toEqual([
      "Visit Japan Web (optional): fill it in online before you arrive, or the paper forms on arrival",
      false,
    ]);
  });

  it.each<[string, ArrivalCard, CountryCode, RequirementCategory, string, boolean]>([
    ["a passport it exempts (Singapore, Malaysia's MDAC)", MDAC, code("SG"), "visa-free", "2026-11-28", false],
    ["another passport", MDAC, code("IN"), "visa-free", "2026-11-28", true],
    ["a holder of the document it exempts (a K-ETA)", K_ARRIVAL, code("US"), "eta", "2026-11-28", false],
    ["a visitor exempt from that document", K_ARRIVAL, code("US"), "visa-free", "2026-11-28", true],
    ["the day before it was first required", TDAC, code("IN"), "visa-free", "2025-04-30", false],
    ["the day it was first required", TDAC, code("IN"), "visa-free", "2025-05-01", true],
  ])("applies to %s: %s", (_, card, passport, category, today, applies) => {
    const document = documentOfPair(category, null);
    if (!document) throw new Error("no document");
    expect(arrivalCardApplies(card, passport, document, day(today))).toBe(applies);
    expect(ask({ category, passportCountryCode: passport, arrivalCard: card, today: day(today) }).lines.some((l) => l.link !== null)).toBe(applies);
  });

  it("carries the watch's note when its source changed after we read it", () => {
    const [line] = ask({ category: "visa-free", arrivalCard: TDAC, noteOf: () => "The page changed" }).lines;
    expect(line?.source?.note).toBe("The page changed");
  });
});
