/**
 * /changes' dated lists (issue #32): a rule with a last day is coming until that day and ended the day after, by
 * the date alone; announcements are listed apart and follow the filters.
 */
import { describe, expect, it } from "vitest";
import { possessive } from "../../../shared/countries/possessive";
import { datedRules, type EndingCorrection, type EndingFee } from "../../../shared/history/dated-rules";
import type { AnnouncedChange } from "../../../shared/visa/announced";
import { code, day, money } from "../fixtures/domain";

const NAMES: Record<string, string> = {
  IN: "India",
  MY: "Malaysia",
  CN: "China",
  BR: "Brazil",
  AR: "Argentina",
  GB: "United Kingdom",
  US: "United States",
};
const name = (c: string) => NAMES[c] ?? c;

const malaysia: EndingCorrection = {
  passport: "IN",
  destination: "MY",
  requirement: "30",
  validUntilOn: day("2026-12-31"),
  source: "Malaysia Ministry of Home Affairs",
  sourceUrl: "https://www.moha.gov.my/statement",
  official: true,
  checkedOn: day("2026-11-26"),
};
const chinaFee: EndingFee = {
  id: "cn-l-single",
  destination: "CN",
  subtype: "L tourist visa, single entry (applied in India)",
  validUntilOn: day("2025-12-31"),
  source: "Business Standard",
  sourceUrl: "https://www.business-standard.com/china",
  official: false,
  checkedOn: day("2026-11-23"),
};
const ukEta: AnnouncedChange = {
  id: "fee-3",
  kind: "fee",
  status: "announced",
  inForceOn: null,
  destinations: [code("GB")],
  scope: { kind: "visa-exempt", except: ["IN"] },
  passportsText: "visa-exempt nationals (not India)",
  appliesTo: "Electronic Travel Authorisation (ETA)",
  requirement: null,
  previous: null,
  fee: money(2000, "GBP"),
  announcedOn: day("2026-01-30"),
  expectedOn: null,
  source: "Home Office",
  sourceUrl: "https://example.gov.uk/eta",
  official: false,
  checkedOn: day("2026-11-26"),
};

const on = (today: string, filter = {}) =>
  datedRules({ corrections: [malaysia], fees: [chinaFee], announced: [ukEta], today: day(today), name, filter });

describe("datedRules", () => {
  it("lists Malaysia's exemption as coming through its last day, and as ended the day after", () => {
    expect(on("2026-12-31").coming.map((e) => e.text)).toEqual([
      "Malaysia's visa exemption (30 days) for India passport holders is set to end on 31 Dec 2026; no extension is in our sources.",
    ]);
    const after = on("2027-01-01");
    expect(after.coming).toEqual([]);
    expect(after.ended.map((e) => e.text)).toContain("Malaysia's visa exemption (30 days) for India passport holders ended after 31 Dec 2026.");
  });

  it("lists China's ended fee as ended, never as today's fee", () => {
    expect(on("2026-11-26").ended.map((e) => e.text)).toEqual([
      "China: the fee for L tourist visa, single entry (applied in India) (Indian passports) ended after 31 Dec 2025; it is not today's fee.",
    ]);
  });

  it("puts passports of one correction on one line", () => {
    const brazil = { ...malaysia, passport: "BR", destination: "CN", sourceUrl: "https://example.cn/30-days" };
    const argentina = { ...brazil, passport: "AR" };
    const lines = datedRules({ corrections: [brazil, argentina], fees: [], announced: [], today: day("2026-11-26"), name }).coming;
    expect(lines.map((e) => [e.text, e.passports])).toEqual([
      [
        "China's visa exemption (30 days) for Argentina and Brazil passport holders is set to end on 31 Dec 2026; no extension is in our sources.",
        ["BR", "AR"],
      ],
    ]);
  });

  it("lists announcements with their status and source, and leaves out passports the announcement excepts", () => {
    expect(on("2026-11-26").announced.map((e) => [e.text, e.dates])).toEqual([
      [
        "United Kingdom: announced fee: GBP 20 for Electronic Travel Authorisation (ETA). Covers: visa-exempt nationals (not India). Announced 30 Jan 2026; not in force, and no start date is set.",
        "not an official source, read on 26 Nov 2026",
      ],
    ]);
    expect(on("2026-11-26", { passport: "IN" }).announced).toEqual([]);
    expect(on("2026-11-26", { passport: "US" }).announced).toHaveLength(1);
  });

  it("follows the passport and destination filters", () => {
    expect(on("2026-11-26", { passport: "US" }).coming).toEqual([]);
    expect(on("2026-11-26", { destination: "MY" }).coming).toHaveLength(1);
    expect(on("2026-11-26", { destination: "MY" }).ended).toEqual([]);
  });
});

describe("possessive", () => {
  it.each([
    ["Malaysia", "Malaysia's"],
    ["China", "China's"],
    ["Philippines", "Philippines'"],
    ["United States", "United States'"],
    ["Maldives", "Maldives'"],
  ])("%s → %s", (name, expected) => {
    expect(possessive(name)).toBe(expected);
  });
});
