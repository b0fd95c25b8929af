import { describe, expect, it } from "vitest";
import { buildSearchIndex } from "../../../shared/search/index";
import { code, country, INDIA, money, RATES, requirementsOf, TODAY } from "../fixtures/domain";
import { indexOf, record, THAI } from "./fixtures";

describe("buildSearchIndex", () => {
  it("prices each record into a display row with the destination's code, flag and source", () => {
    const [entry] = indexOf([record({ id: "th-1", destinationCountryCode: code("TH"), eVisa: true, subtype: "Tourist e-Visa" })]).entries;
    expect(entry?.row).toEqual({
      id: "th-1",
      country: "Thailand",
      countryCode: "TH",
      flagEmoji: "🇹🇭",
      eVisa: "Yes",
      visaTypeLabel: "Tourist",
      subtype: "Tourist e-Visa",
      duration: "90 days",
      nativeFee: "EUR 90",
      usdFee: "$100",
      localFee: null,
      verified: true,
      estimate: false,
      source: "Example Immigration Department",
      sourceUrl: "https://evisa.example.gov/fees",
      checkedOn: "2026-11-20",
      dates: "undated source, read on 20 Nov 2026",
    });
  });

  it("marks a record without a cited page as unverified", () => {
    const [entry] = indexOf([record({ destinationCountryCode: code("TH"), sourceUrl: null })]).entries;
    expect(entry?.row.verified).toBe(false);
  });

  it("shows '—' for USD of a currency without a rate", () => {
    const [entry] = indexOf([record({ destinationCountryCode: code("TH"), fee: money(5000, "KWD") })]).entries;
    expect(entry?.row.usdFee).toBe("—");
  });

  it("prices rows in USD only: a query converts them to the visitor's currency", () => {
    const [entry] = indexOf([record({ destinationCountryCode: code("TH"), fee: money(9000, "EUR") })]).entries;
    expect([entry?.row.usdFee, entry?.row.localFee]).toEqual(["$100", null]);
  });

  it("leaves out records whose destination is not a known country", () => {
    const index = indexOf([record({ id: "zz", destinationCountryCode: code("ZZ") }), record({ id: "th", destinationCountryCode: code("TH") })]);
    expect(index.entries.map((e) => e.row.id)).toEqual(["th"]);
  });

  it("orders entries by country name, then source order", () => {
    const index = indexOf([
      record({ id: "vn-1", destinationCountryCode: code("VN") }),
      record({ id: "th-1", destinationCountryCode: code("TH") }),
      record({ id: "aw-1", destinationCountryCode: code("AW") }),
      record({ id: "th-2", destinationCountryCode: code("TH") }),
    ]);
    expect(index.entries.map((e) => e.row.id)).toEqual(["aw-1", "th-1", "th-2", "vn-1"]);
  });

  it("keeps the rate table, for the queries' conversions and their dates", () => {
    expect(buildSearchIndex({ countries: [THAI], passport: INDIA, feeOptions: [], requirements: new Map(), rates: RATES, today: TODAY }).rates).toBe(
      RATES,
    );
  });

  it("names whose fees it holds, for the results' note", () => {
    const us = country({ code: code("US"), name: "United States", demonym: "American" });
    const index = buildSearchIndex({ countries: [THAI], passport: us, feeOptions: [], requirements: new Map(), rates: RATES, today: TODAY });
    expect([index.passport, index.passports]).toEqual(["US", "American passports"]);
  });

  it("indexes for a passport only the records that apply to it by the check's rule (issue #45)", () => {
    const general = record({
      id: "th-general",
      destinationCountryCode: code("TH"),
      recordSet: "world",
      appliesTo: { scope: "all" },
      document: "visa",
    });
    const forUs = record({
      id: "th-us",
      destinationCountryCode: code("TH"),
      recordSet: "world",
      appliesTo: { scope: "only", passports: [code("US")] },
      document: "visa",
      maxStayDays: 30,
    });
    const sources = { countries: [THAI], feeOptions: [general, forUs], rates: RATES, today: TODAY };
    const us = country({ code: code("US"), name: "United States" });
    const ids = (passport: typeof us, category: Parameters<typeof requirementsOf>[1]) =>
      buildSearchIndex({ ...sources, passport, requirements: requirementsOf(["TH"], category) }).entries.map((e) => e.row.id);
    expect(ids(us, "visa-required")).toEqual(["th-general", "th-us"]);
    expect(ids(INDIA, "visa-required")).toEqual(["th-general"]);
    // A visa-free pair needs no visa: a visa every passport would need is not its fee.
    expect(ids(INDIA, "visa-free")).toEqual([]);
  });

  it("carries 'Sources disagree' in the dates of a record whose document the requirement does not name", () => {
    const evisa = record({ id: "th-evisa", destinationCountryCode: code("TH") });
    const index = buildSearchIndex({
      countries: [THAI],
      passport: INDIA,
      feeOptions: [evisa],
      requirements: requirementsOf(["TH"], "visa-required"),
      rates: RATES,
      today: TODAY,
    });
    expect(index.entries[0]?.row.dates).toContain("Sources disagree:");
  });
});
