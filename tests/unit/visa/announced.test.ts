/**
 * Announced changes (issue #32): which pairs an announcement concerns, its sentences, and that a check lists it
 * without letting it touch today's answer.
 */
import { describe, expect, it } from "vitest";
import { announcedStatus, announcedText, appliesToPair, pairAnnouncements, type AnnouncedChange } from "../../../shared/visa/announced";
import { buildVisaCheck } from "../../../shared/visa/check";
import { code, country, day, feeOption, INDIA, money, THAILAND, visaCheckInput as input } from "../fixtures/domain";

function announced(overrides: Partial<AnnouncedChange>): AnnouncedChange {
  return {
    id: "fee-0",
    kind: "fee",
    status: "announced",
    inForceOn: null,
    destinations: [code("US")],
    scope: { kind: "all" },
    passportsText: "all",
    appliesTo: "every nonimmigrant visa issued, on top of the visa application (MRV) fee",
    requirement: null,
    previous: null,
    fee: money(25000, "USD"),
    announcedOn: day("2025-07-04"),
    expectedOn: null,
    source: "Public Law 119-21",
    sourceUrl: "https://www.nafsa.org/visa-integrity-fee",
    official: false,
    checkedOn: day("2026-11-26"),
    ...overrides,
  };
}

const thailand30 = announced({
  id: "requirement-0",
  kind: "requirement",
  destinations: [code("TH")],
  scope: { kind: "list", passports: ["IN"] },
  passportsText: "IN",
  appliesTo: "entry requirement",
  requirement: "30",
  previous: { IN: "60" },
  fee: null,
  announcedOn: day("2026-05-19"),
  source: "Tourism Authority of Thailand",
  sourceUrl: "https://www.tatnews.org/thailand",
});
const etias = announced({
  id: "fee-4",
  destinations: [code("FR"), code("DE")],
  scope: { kind: "visa-exempt", except: ["IN"] },
  passportsText: "visa-exempt nationals (not India)",
  appliesTo: "ETIAS travel authorisation",
  fee: money(2000, "EUR"),
  announcedOn: day("2025-10-29"),
  official: true,
});

describe("appliesToPair", () => {
  it("covers listed passports only, every passport for 'all', and visa-exempt nationals but the excepted", () => {
    expect([appliesToPair(thailand30, "IN", "TH", "visa-free"), appliesToPair(thailand30, "JP", "TH", "visa-free")]).toEqual([true, false]);
    expect([appliesToPair(announced({}), "IN", "US", "visa-required"), appliesToPair(announced({}), "IN", "CA", "visa-required")]).toEqual([
      true,
      false,
    ]);
    expect([
      appliesToPair(etias, "US", "FR", "visa-free"),
      appliesToPair(etias, "US", "DE", "eta"),
      appliesToPair(etias, "IN", "FR", "visa-free"),
      appliesToPair(etias, "CN", "FR", "visa-required"),
    ]).toEqual([true, true, false, false]);
  });
});

describe("announcedText and announcedStatus", () => {
  it("says what is to change and that it is not in force", () => {
    expect(announcedText(thailand30, { passport: "India", passportCode: "IN", destination: "Thailand" })).toBe(
      "Thailand: India passport holders are to get visa free for 30 days (today: visa free for 60 days).",
    );
    expect(announcedText(announced({}), { passport: "India", passportCode: "IN", destination: "United States" })).toBe(
      "Announced fee: $250 for every nonimmigrant visa issued, on top of the visa application (MRV) fee.",
    );
    expect(
      announcedText(announced({ fee: null, appliesTo: "visa issuance fees from fiscal 2026" }), { passport: "", passportCode: "", destination: "" }),
    ).toBe("Announced change to visa issuance fees from fiscal 2026; no amount has been announced.");
    expect(announcedStatus(announced({}))).toBe("Announced 4 Jul 2025; not in force, and no start date is set.");
    expect(announcedStatus(announced({ expectedOn: day("2027-01-01") }))).toBe("Announced 4 Jul 2025; not in force, expected from 1 Jan 2027.");
    expect(announcedStatus(announced({ announcedOn: null }))).toBe("Announced; not in force, and no start date is set.");
  });

  it("names the source and whether it is official, with the day we read it", () => {
    const [notice] = pairAnnouncements([etias], { code: "US", name: "United States" }, { code: "FR", name: "France" }, "visa-free");
    expect(notice).toMatchObject({ source: "Public Law 119-21", dates: "official source, read on 26 Nov 2026" });
  });
});

describe("buildVisaCheck with announcements", () => {
  it("lists India → Thailand's announced 30 days and keeps today's 60 days in the answer", () => {
    const check = buildVisaCheck(
      input({ destination: THAILAND, datasetRequirement: "60", announced: [thailand30, etias], today: day("2026-11-26") }),
    );
    expect(check.card.label).toBe("Visa free for 60 days");
    expect(check.announced.map((a) => a.id)).toEqual(["requirement-0"]);
  });

  it("lists the US visa integrity fee beside today's fee, which it does not change", () => {
    const usa = country({ code: code("US"), name: "United States" });
    const mrv = feeOption({ id: "us-b1b2", destinationCountryCode: code("US"), fee: money(18500, "USD") });
    const check = buildVisaCheck(
      input({
        passport: INDIA,
        destination: usa,
        datasetRequirement: "visa required",
        feeOptions: [mrv],
        announced: [announced({})],
        today: day("2026-11-26"),
      }),
    );
    expect(check.fees.status === "listed" && check.fees.best?.nativeFee).toBe("$185");
    expect(check.announced.map((a) => a.text)).toEqual([
      "Announced fee: $250 for every nonimmigrant visa issued, on top of the visa application (MRV) fee.",
    ]);
  });
});
