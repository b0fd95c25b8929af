import { describe, expect, it } from "vitest";
import type { CountrySummary } from "../../../shared/countries/country";
import {
  buildVisaFreeList,
  countByRegion,
  filterByRegion,
  parseRegion,
  passportRequirements,
  type VisaFreeInput,
} from "../../../shared/visa/visa-free";
import { UnknownRequirementError } from "../../../shared/visa/requirement";
import type { CurrencyCode } from "../../../shared/units/money";
import { code, correction, day, feeOption, INR, money } from "../fixtures/domain";

function summary(c: string, name: string, region: string): CountrySummary {
  return { code: code(c), name, flagEmoji: `[${c}]`, region };
}

const INDIA = summary("IN", "India", "Asia");
const COUNTRIES = [
  INDIA,
  summary("TH", "Thailand", "Asia"),
  summary("MV", "Maldives", "Asia"),
  summary("BT", "Bhutan", "Asia"),
  summary("KE", "Kenya", "Africa"),
  summary("MU", "Mauritius", "Africa"),
  summary("VN", "Vietnam", "Asia"),
  summary("GB", "United Kingdom", "Europe"),
  summary("US", "United States", "North America"),
  summary("FJ", "Fiji", "Oceania"),
  summary("KP", "North Korea", "Asia"),
  summary("PH", "Philippines", "Asia"),
  summary("IR", "Iran", "Middle East"),
];

function input(requirements: Record<string, string>, overrides: Partial<VisaFreeInput> = {}): VisaFreeInput {
  return {
    passport: INDIA,
    countries: COUNTRIES,
    requirements: Object.entries(requirements).map(([destinationCountryCode, requirement]) => ({ destinationCountryCode, requirement })),
    corrections: [],
    // A snapshot older than every correction below, so each correction in force is the newest observation.
    requirementsAsOn: day("2025-01-12"),
    today: day("2026-11-23"),
    ...overrides,
  };
}

const names = (cards: readonly { name: string }[]) => cards.map((c) => c.name);

describe("buildVisaFreeList: the spec's list", () => {
  it("sorts Visa Free first, then Visa on Arrival, each by name", () => {
    const list = buildVisaFreeList(input({ MV: "visa on arrival", TH: "60", FJ: "visa on arrival", MU: "90", BT: "visa free", KE: "eta" }));
    expect(names(list.noVisa)).toEqual(["Bhutan", "Mauritius", "Thailand", "Fiji", "Maldives"]);
  });

  it("badges each card 'Visa Free' or 'Visa on Arrival'", () => {
    const list = buildVisaFreeList(input({ TH: "60", BT: "visa free", MV: "visa on arrival" }));
    expect(list.noVisa.map((c) => [c.code, c.badge])).toEqual([
      ["BT", "Visa Free"],
      ["TH", "Visa Free"],
      ["MV", "Visa on Arrival"],
    ]);
  });

  it("excludes the passport's own country", () => {
    const list = buildVisaFreeList(input({ IN: "-1", TH: "60" }));
    expect(names(list.noVisa)).toEqual(["Thailand"]);
    expect(names(list.authorisation)).toEqual([]);
  });

  it("excludes visa required, no admission, e-Visa and eTA destinations", () => {
    const list = buildVisaFreeList(input({ US: "visa required", KP: "no admission", VN: "e-visa", GB: "eta", TH: "60" }));
    expect(names(list.noVisa)).toEqual(["Thailand"]);
  });

  it("skips destinations that are not among the countries", () => {
    const list = buildVisaFreeList(input({ ZZ: "90", TH: "60" }));
    expect(names(list.noVisa)).toEqual(["Thailand"]);
  });

  it("carries flag, name and region of each destination", () => {
    const [card] = buildVisaFreeList(input({ MU: "90" })).noVisa;
    expect(card).toEqual({
      code: "MU",
      name: "Mauritius",
      flagEmoji: "[MU]",
      region: "Africa",
      badge: "Visa Free",
      maxStayDays: 90,
      correction: null,
    });
  });

  it.each([
    ["90", 90],
    ["7", 7],
    ["360", 360],
    ["visa free", null],
    ["visa on arrival", null],
  ])("gives max stay for %s as %s days (null = no 'Max stay' line)", (value, days) => {
    const [card] = buildVisaFreeList(input({ TH: value })).noVisa;
    expect(card?.maxStayDays).toBe(days);
  });
});

describe("buildVisaFreeList: the e-Visa and eTA group", () => {
  it("lists e-Visa and eTA destinations by name, each with its badge", () => {
    const list = buildVisaFreeList(input({ VN: "e-visa", US: "eta", KE: "eta", TH: "60" }));
    expect(list.authorisation.map((c) => [c.name, c.badge])).toEqual([
      ["Kenya", "eTA"],
      ["United States", "eTA"],
      ["Vietnam", "e-Visa"],
    ]);
  });

  it("keeps eTA destinations out of the spec's list", () => {
    const list = buildVisaFreeList(input({ GB: "eta" }));
    expect(list.noVisa).toEqual([]);
    expect(names(list.authorisation)).toEqual(["United Kingdom"]);
  });

  it("says what the group is and counts it, one or many", () => {
    const lead =
      "Not counted above: these destinations need an e-Visa or an electronic travel authorisation (eTA), applied for online before you travel.";
    expect(buildVisaFreeList(input({ GB: "eta" })).authorisationNote).toBe(`${lead} 1 destination in all.`);
    expect(buildVisaFreeList(input({ VN: "e-visa", US: "eta" })).authorisationNote).toBe(`${lead} 2 destinations in all.`);
  });
});

describe("buildVisaFreeList: corrections", () => {
  const philippines = { ...correction({ requirement: "14", effectiveOn: day("2025-06-08") }), destinationCountryCode: "PH" };
  const iran = {
    ...correction({
      requirement: "visa required",
      effectiveOn: day("2025-11-22"),
      source: "Embassy of Iran",
      sourceUrl: "https://ir.example/notice",
    }),
    destinationCountryCode: "IR",
  };

  it("applies a correction in force: the pair moves onto the list with its days", () => {
    const list = buildVisaFreeList(input({ PH: "visa required" }, { corrections: [philippines] }));
    expect(list.noVisa.map((c) => [c.name, c.badge, c.maxStayDays])).toEqual([["Philippines", "Visa Free", 14]]);
  });

  it("cites the correction's dates and source on the changed card", () => {
    const [card] = buildVisaFreeList(input({ PH: "visa required" }, { corrections: [philippines] })).noVisa;
    expect(card?.correction).toEqual({
      effectiveOn: "2025-06-08",
      checkedOn: "2026-11-21",
      source: "Bureau of Immigration",
      sourceUrl: "https://immigration.example.gov/notice",
      sourceNote: null,
    });
  });

  it("ignores a correction not yet in force", () => {
    const list = buildVisaFreeList(input({ PH: "visa required" }, { corrections: [philippines], today: day("2025-06-07") }));
    expect(list.noVisa).toEqual([]);
  });

  it("ignores a temporary correction after its last day", () => {
    const temporary = { ...philippines, validUntilOn: day("2026-11-22") };
    const list = buildVisaFreeList(input({ PH: "visa required" }, { corrections: [temporary] }));
    expect(list.noVisa).toEqual([]);
  });

  it("applies a correction only to its own destination", () => {
    const list = buildVisaFreeList(input({ PH: "visa required", TH: "60" }, { corrections: [philippines] }));
    expect(list.noVisa.find((c) => c.code === "TH")?.correction).toBeNull();
  });

  it("takes a destination off the list when a correction requires a visa, and reports it as removed", () => {
    const list = buildVisaFreeList(input({ IR: "15" }, { corrections: [iran] }));
    expect(list.noVisa).toEqual([]);
    expect(list.removed.map((r) => [r.name, r.now, r.correction.effectiveOn, r.correction.source])).toEqual([
      ["Iran", "Visa required", "2025-11-22", "Embassy of Iran"],
    ]);
  });

  it("reports nothing as removed when the dataset itself says visa required", () => {
    expect(buildVisaFreeList(input({ IR: "visa required" })).removed).toEqual([]);
  });
});

describe("buildVisaFreeList: bad data", () => {
  it("throws on a value outside the dataset's vocabulary", () => {
    expect(() => buildVisaFreeList(input({ TH: "maybe" }))).toThrow(UnknownRequirementError);
  });
});

describe("region filter", () => {
  const list = buildVisaFreeList(input({ TH: "60", MU: "90", FJ: "visa on arrival", MV: "visa on arrival", KE: "eta" }));

  it("keeps only the chosen region, in list order", () => {
    expect(names(filterByRegion(list.noVisa, "Asia"))).toEqual(["Thailand", "Maldives"]);
  });

  it("keeps everything when no region is chosen", () => {
    expect(names(filterByRegion(list.noVisa, null))).toEqual(["Mauritius", "Thailand", "Fiji", "Maldives"]);
  });

  it("counts destinations in each of the seven regions, zero included", () => {
    expect(countByRegion(list.noVisa)).toEqual({
      "North America": 0,
      "South America": 0,
      Europe: 0,
      Asia: 2,
      "Middle East": 0,
      Oceania: 1,
      Africa: 1,
    });
  });

  it.each([
    ["Europe", "Europe"],
    ["middle east", "Middle East"],
    [" AFRICA ", "Africa"],
    ["Antarctica", null],
    ["", null],
    [42, null],
    [undefined, null],
  ])("parses region %j as %j", (value, expected) => {
    expect(parseRegion(value)).toBe(expected);
  });
});

describe("passportRequirements: the finder's resolution, reused by the fee surfaces", () => {
  it("resolves each destination but the passport's own, with where its rule comes from", () => {
    const philippines = { ...correction({ requirement: "14", effectiveOn: day("2025-06-08") }), destinationCountryCode: "PH" };
    const resolved = passportRequirements(input({ IN: "-1", PH: "visa required", VN: "e-visa" }, { corrections: [philippines] }));
    expect([...resolved.keys()]).toEqual(["PH", "VN"]);
    expect(resolved.get("PH")?.requirement).toEqual({ category: "visa-free", maxStayDays: 14 });
    expect(resolved.get("PH")?.rule).toEqual({ source: "Bureau of Immigration", asOn: "2026-11-21", label: "Visa free for 14 days" });
    expect(resolved.get("VN")?.rule).toEqual({ source: null, asOn: "2025-01-12", label: "e-Visa" });
  });
});

describe("buildVisaFreeList: the e-Visa and eTA cards' fees (issue #45)", () => {
  const rates = { asOn: day("2026-04-13"), unitsPerUsd: { EUR: 0.9, INR: 90 } };
  const vnEvisa = feeOption({ id: "vn-evisa", destinationCountryCode: code("VN"), fee: money(2500, "USD") });
  const vnDearer = feeOption({ id: "vn-evisa-90", destinationCountryCode: code("VN"), fee: money(5000, "USD") });
  const keEta = feeOption({
    id: "ke-eta",
    destinationCountryCode: code("KE"),
    document: "eta",
    recordSet: "world",
    appliesTo: { scope: "all" },
    fee: money(3000, "USD"),
  });
  const fees = { feeOptions: [vnEvisa, vnDearer, keEta], rates, currency: INR };

  it("shows the check's headline of an e-Visa pair, 'from' when another costs more, with its source and dates", () => {
    const list = buildVisaFreeList(input({ VN: "e-visa", KE: "eta", TH: "60" }, { fees }));
    expect(list.authorisation.find((c) => c.code === "VN")?.fee).toEqual({
      amount: "from $25 (₹2,250)",
      source: "Example Immigration Department",
      sourceUrl: "https://evisa.example.gov/fees",
      dates: "undated source, read on 20 Nov 2026",
    });
  });

  it("shows an eTA pair's eTA fee", () => {
    const list = buildVisaFreeList(input({ KE: "eta" }, { fees }));
    expect(list.authorisation[0]?.fee?.amount).toBe("$30 (₹2,700)");
  });

  it("shows the fee as charged, in USD and in the visitor's currency, and says the rates behind them (decision 17)", () => {
    const euro = feeOption({ id: "vn-eur", destinationCountryCode: code("VN"), fee: money(9000, "EUR") });
    const inEuros = { ...fees, feeOptions: [euro] };
    const amount = (currency: string) =>
      buildVisaFreeList(input({ VN: "e-visa" }, { fees: { ...inEuros, currency: currency as CurrencyCode } })).authorisation[0]?.fee?.amount;
    expect([amount("INR"), amount("USD"), amount("EUR")]).toEqual(["EUR 90 ($100, ₹9,000)", "EUR 90 ($100)", "EUR 90 ($100)"]);
    expect(buildVisaFreeList(input({ VN: "e-visa" }, { fees: inEuros })).ratesNote).toBe(
      "USD and INR amounts are converted at European Central Bank reference rates of 13 Apr 2026 and are indicative.",
    );
  });

  it("has no rates note when no card shows a fee, or without fee records", () => {
    expect(buildVisaFreeList(input({ GB: "eta", TH: "60" }, { fees })).ratesNote).toBeNull();
    expect(buildVisaFreeList(input({ VN: "e-visa" })).ratesNote).toBeNull();
  });

  it("shows no fee where no record applies to the passport, and none on the no-visa cards", () => {
    const list = buildVisaFreeList(input({ GB: "eta", TH: "60" }, { fees }));
    expect(list.authorisation[0]?.fee).toBeNull();
    expect(list.noVisa[0]).not.toHaveProperty("fee");
  });

  it("shows no fee for a record that applies to another passport only", () => {
    const list = buildVisaFreeList(input({ VN: "e-visa" }, { passport: summary("US", "United States", "North America"), fees }));
    expect(list.authorisation.map((c) => [c.code, c.fee])).toEqual([["VN", null]]);
  });
});
