import { describe, expect, it } from "vitest";
import { searchVisas } from "../../../shared/search/query";
import { code, INR, money } from "../fixtures/domain";
import type { CurrencyCode } from "../../../shared/units/money";
import { indexOf, record } from "./fixtures";

const ids = (index: ReturnType<typeof indexOf>, term: string) => searchVisas(index, term, INR).rows.map((r) => r.id);

const WORLD = indexOf([
  record({ id: "th-tourist", destinationCountryCode: code("TH"), subtype: "Tourist visa, single entry", validityDays: 60 }),
  record({ id: "th-evisa", destinationCountryCode: code("TH"), eVisa: true, subtype: "Online application, 30 days", validityDays: null }),
  record({ id: "vn-evisa", destinationCountryCode: code("VN"), eVisa: true, subtype: "e-Visa, single entry (up to 90 days)" }),
  record({ id: "vn-business", destinationCountryCode: code("VN"), visaType: "business", subtype: "Embassy visa" }),
  record({ id: "ci-tourist", destinationCountryCode: code("CI"), subtype: "Visa on arrival", validityDays: 30 }),
  record({ id: "br-long", destinationCountryCode: code("BR"), visaType: "long-term", subtype: "Residence visa" }),
  record({ id: "aw-tax", destinationCountryCode: code("AW"), subtype: 'ED card 100% online_form "fee"' }),
]);

describe("searchVisas: a country and a visa in one term (issue #45: 'India e-Visa')", () => {
  it("matches the country's eVisa entries for a country then 'e-visa', whatever the case", () => {
    expect(ids(WORLD, "Thailand e-Visa")).toEqual(["th-evisa"]);
    expect(ids(WORLD, "viet nam evisa")).toEqual(["vn-evisa"]);
  });

  it("matches the visa first and the country after", () => {
    expect(ids(WORLD, "evisa vietnam")).toEqual(["vn-evisa"]);
  });

  it("matches a country and words of its visa texts", () => {
    expect(ids(WORLD, "vietnam embassy")).toEqual(["vn-business"]);
    expect(ids(WORLD, "bangkok single entry")).toEqual(["th-tourist"]);
  });

  it("matches nothing when the visa words fit none of the country's visas", () => {
    expect(ids(WORLD, "brazil e-visa")).toEqual([]);
  });
});

describe("searchVisas: what matches", () => {
  it("matches the country name whatever the case", () => {
    expect(ids(WORLD, "THAIland")).toEqual(["th-tourist", "th-evisa"]);
  });

  it("matches the ISO code", () => {
    expect(ids(WORLD, "vn")).toEqual(["vn-evisa", "vn-business"]);
  });

  it("matches a major city", () => {
    expect(ids(WORLD, "bangkok")).toEqual(["th-tourist", "th-evisa"]);
  });

  it("matches an alias", () => {
    expect(ids(WORLD, "siam")).toEqual(["th-tourist", "th-evisa"]);
  });

  it("matches the visa type label", () => {
    expect(ids(WORLD, "long-TERM")).toEqual(["br-long"]);
  });

  it("matches the subtype", () => {
    expect(ids(WORLD, "embassy")).toEqual(["vn-business"]);
  });

  it("matches the duration", () => {
    expect(ids(WORLD, "60 days")).toEqual(["th-tourist"]);
  });

  it("matches 'Varies', the duration of a record without validity", () => {
    expect(ids(WORLD, "varies")).toEqual(["th-evisa"]);
  });

  it("trims the term", () => {
    expect(searchVisas(WORLD, "  bangkok \n", INR).term).toBe("bangkok");
  });

  it("finds nothing for a term no field contains", () => {
    expect(searchVisas(WORLD, "atlantis", INR)).toMatchObject({ term: "atlantis", rows: [], total: 0, rates: { ratesAsOn: "2026-04-13" } });
  });

  it("returns an empty result for a blank term", () => {
    expect(searchVisas(WORLD, "   ", INR)).toEqual({ term: "", rows: [], total: 0, rates: null, localCurrency: null, passports: null });
  });
});

describe("searchVisas: eVisa terms", () => {
  it("'evisa' matches every eVisa entry, even one whose text does not say so", () => {
    expect(ids(WORLD, "evisa")).toEqual(["th-evisa", "vn-evisa"]);
  });

  it("'e-visa' matches every eVisa entry", () => {
    expect(ids(WORLD, "e-visa")).toEqual(["th-evisa", "vn-evisa"]);
  });

  it("'EVISA' matches whatever the case", () => {
    expect(ids(WORLD, "EVISA")).toEqual(["th-evisa", "vn-evisa"]);
  });

  it("'e-visa' also matches a non-eVisa entry whose subtype contains it", () => {
    const index = indexOf([record({ id: "la-voa", destinationCountryCode: code("TH"), subtype: "Visa on arrival / Lao e-Visa" })]);
    expect(ids(index, "e-visa")).toEqual(["la-voa"]);
  });

  it("a part of the word ('evis') is a plain substring, not the eVisa rule", () => {
    expect(ids(WORLD, "evis")).toEqual([]);
  });
});

describe("searchVisas: literal text", () => {
  it.each([
    ["%", ["aw-tax"]],
    ["_", ["br-long", "aw-tax"]],
    ['"fee"', ["aw-tax"]],
    ["d'ivoire", ["ci-tourist"]],
    ["CÔTE", ["ci-tourist"]],
    ["são paulo", ["br-long"]],
    ["rio_de", ["br-long"]],
  ])("%s matches only text that contains it", (term, expected) => {
    expect(ids(WORLD, term)).toEqual(expected);
  });

  it("a decomposed accent matches the composed name", () => {
    expect(ids(WORLD, "sa\u0303o")).toEqual(["br-long"]);
  });

  it("SQL text is just text", () => {
    expect(ids(WORLD, "' OR 1=1 --")).toEqual([]);
  });
});

describe("searchVisas: duplicates", () => {
  it("keeps one row per country, subtype and native fee", () => {
    const index = indexOf([
      record({ id: "th-a", destinationCountryCode: code("TH"), subtype: "Tourist visa" }),
      record({ id: "th-b", destinationCountryCode: code("TH"), subtype: "Tourist visa", validityDays: 30 }),
    ]);
    expect(searchVisas(index, "thailand", INR)).toMatchObject({ total: 1, rows: [{ id: "th-a" }] });
  });

  it("keeps rows whose native fee differs", () => {
    const index = indexOf([
      record({ id: "th-a", destinationCountryCode: code("TH"), subtype: "Tourist visa" }),
      record({ id: "th-b", destinationCountryCode: code("TH"), subtype: "Tourist visa", fee: money(4500, "EUR") }),
    ]);
    expect(ids(index, "thailand")).toEqual(["th-a", "th-b"]);
  });

  it("keeps the same subtype and fee in two countries", () => {
    const index = indexOf([
      record({ id: "th-a", destinationCountryCode: code("TH"), subtype: "Schengen visa" }),
      record({ id: "vn-a", destinationCountryCode: code("VN"), subtype: "Schengen visa" }),
    ]);
    expect(ids(index, "schengen")).toEqual(["th-a", "vn-a"]);
  });
});

describe("searchVisas: order", () => {
  const index = indexOf([
    record({ id: "vn-name", destinationCountryCode: code("VN"), subtype: "Embassy visa" }),
    record({ id: "br-type", destinationCountryCode: code("BR"), subtype: "Visa for Thai nationals" }),
    record({ id: "aw-type", destinationCountryCode: code("AW"), subtype: "Thai-style visa" }),
    record({ id: "th-name-2", destinationCountryCode: code("TH"), subtype: "Second option" }),
    record({ id: "th-name-1", destinationCountryCode: code("TH"), subtype: "First option" }),
  ]);

  it("puts name matches first, then visa matches, each by country name then source order", () => {
    expect(ids(index, "thai")).toEqual(["th-name-2", "th-name-1", "aw-type", "br-type"]);
  });

  it("puts city and alias matches between name and visa matches", () => {
    const cities = indexOf([
      record({ id: "th-type", destinationCountryCode: code("TH"), subtype: "Hanoi transit" }),
      record({ id: "vn-city", destinationCountryCode: code("VN"), subtype: "Embassy visa" }),
    ]);
    expect(ids(cities, "hanoi")).toEqual(["vn-city", "th-type"]);
  });

  it("puts a code match in the first tier", () => {
    const coded = indexOf([
      record({ id: "br-type", destinationCountryCode: code("BR"), subtype: "VN transit" }),
      record({ id: "vn-code", destinationCountryCode: code("VN"), subtype: "Embassy visa" }),
    ]);
    expect(ids(coded, "vn")).toEqual(["vn-code", "br-type"]);
  });
});

describe("searchVisas: limit", () => {
  it("returns at most `limit` rows and counts every match in total", () => {
    const result = searchVisas(WORLD, "visa", INR, 2);
    expect([result.rows.length, result.total]).toEqual([2, 5]);
  });
});

describe("searchVisas: the visitor's currency (decision 17)", () => {
  const priced = indexOf([
    record({ id: "th-eur", destinationCountryCode: code("TH"), fee: money(9000, "EUR") }),
    record({ id: "th-kwd", destinationCountryCode: code("TH"), subtype: "Embassy visa", fee: money(5000, "KWD") }),
  ]);

  it("converts the rows it returns to the visitor's currency", () => {
    const result = searchVisas(priced, "thailand", INR);
    expect(result.rows.map((r) => [r.id, r.usdFee, r.localFee])).toEqual([
      ["th-eur", "$100", "₹9,000"],
      ["th-kwd", "—", "—"],
    ]);
    expect(result.localCurrency).toBe("INR");
  });

  it("gives a visitor whose currency is USD no third amount", () => {
    const result = searchVisas(priced, "thailand", "USD" as CurrencyCode);
    expect([result.localCurrency, result.rows[0]?.localFee]).toEqual([null, null]);
    expect(result.rates?.ratesNote).toMatch(/^USD amounts are converted/);
  });
});
