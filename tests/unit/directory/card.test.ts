import { describe, expect, it } from "vitest";
import { buildDirectory, directoryPair, toDirectoryCard, toDirectoryOptions } from "../../../shared/directory/card";
import type { FeeOption } from "../../../shared/visa/fee-option";
import type { RequirementCategory } from "../../../shared/visa/requirement";
import {
  code,
  CANADA,
  country,
  feeOption,
  GERMANY,
  INDIA,
  INR,
  money,
  RATES,
  requirementOf,
  requirementsOf,
  THAILAND,
  TODAY,
  VIETNAM,
} from "../fixtures/domain";

const vn = (id: string, overrides: Parameters<typeof feeOption>[0] = {}) => feeOption({ id, destinationCountryCode: code("VN"), ...overrides });
const th = (id: string, overrides: Parameters<typeof feeOption>[0] = {}) => feeOption({ id, destinationCountryCode: code("TH"), ...overrides });
const UNITED_STATES = country({ code: code("US"), name: "United States", flagEmoji: "🇺🇸", demonym: "American", region: "North America" });

/** A world record (not India's detailed ones) open to every passport: what a US passport's directory reads. */
const world = (id: string, overrides: Parameters<typeof feeOption>[0] = {}) =>
  vn(id, { recordSet: "world", appliesTo: { scope: "all" }, confidence: "medium", ...overrides });

/** India → Vietnam's fees by the check's rule, for a pair whose requirement is `category`. */
const pairOf = (records: FeeOption[], category: RequirementCategory = "e-visa") =>
  directoryPair(records, INDIA, requirementOf(category), RATES, TODAY);

describe("toDirectoryCard", () => {
  it("features the first verified record when an unverified one at the same price comes first", () => {
    const card = toDirectoryCard(VIETNAM, pairOf([vn("a", { isVerified: false }), vn("b"), vn("c")]), RATES, TODAY, INR);
    expect(card?.featured.id).toBe("b");
  });

  it("features the first record when none is verified", () => {
    const card = toDirectoryCard(VIETNAM, pairOf([vn("a", { isVerified: false }), vn("b", { isVerified: false })]), RATES, TODAY, INR);
    expect(card?.featured.id).toBe("a");
  });

  it("does not feature a record that claims verification without citing its page (decision 14)", () => {
    const card = toDirectoryCard(
      VIETNAM,
      pairOf([vn("a", { isVerified: false }), vn("uncited", { sourceUrl: null }), vn("cited")]),
      RATES,
      TODAY,
      INR,
    );
    expect(card?.featured.id).toBe("cited");
  });

  it("features the check's headline: the cheapest single-entry option, marked 'from' when another costs more (issue #43)", () => {
    const card = toDirectoryCard(
      VIETNAM,
      pairOf([vn("dear", { fee: money(9000, "EUR") }), vn("cheap", { fee: money(2500, "USD") })]),
      RATES,
      TODAY,
      INR,
    );
    expect(card).toMatchObject({ featured: { id: "cheap", usdFee: "$25" }, from: true });
  });

  it("says the pair's requirement as the check labels it", () => {
    expect(toDirectoryCard(VIETNAM, pairOf([vn("a")]), RATES, TODAY, INR)?.requirement).toBe("e-Visa");
  });

  it("features an eTA pair's eTA, which the check lists apart from a visa headline (issue #45)", () => {
    const eta = world("vn-eta", { document: "eta", fee: money(2000, "USD") });
    const pair = directoryPair([eta], UNITED_STATES, requirementOf("eta"), RATES, TODAY);
    expect(toDirectoryCard(VIETNAM, pair, RATES, TODAY, INR)).toMatchObject({
      featured: { id: "vn-eta", usdFee: "$20" },
      from: false,
      requirement: "eTA required",
    });
  });

  it("counts the verified records and all records that apply", () => {
    const card = toDirectoryCard(
      VIETNAM,
      pairOf([vn("a"), vn("b", { isVerified: false }), vn("c"), vn("d", { sourceUrl: null })]),
      RATES,
      TODAY,
      INR,
    );
    expect(card).toMatchObject({ verifiedCount: 2, optionCount: 4 });
  });

  it("counts zero verified when no record is verified", () => {
    const card = toDirectoryCard(VIETNAM, pairOf([vn("a", { isVerified: false })]), RATES, TODAY, INR);
    expect(card).toMatchObject({ verifiedCount: 0, optionCount: 1 });
  });

  it("prices the featured record in USD and the visitor's currency through the rate table", () => {
    const card = toDirectoryCard(VIETNAM, pairOf([vn("eur", { fee: money(9000, "EUR") })]), RATES, TODAY, INR);
    expect(card?.featured).toMatchObject({ id: "eur", nativeFee: "EUR 90", usdFee: "$100", usd: 100, localFee: "₹9,000", localCurrency: "INR" });
  });

  it("carries only what the card shows of the featured record (the dialog fetches the rest)", () => {
    const card = toDirectoryCard(VIETNAM, pairOf([vn("a")]), RATES, TODAY, INR);
    expect(Object.keys(card!.featured).sort()).toEqual([
      "applyUrl",
      "checkedOn",
      "condition",
      "dates",
      "eVisa",
      "id",
      "local",
      "localCurrency",
      "localFee",
      "nativeFee",
      "processing",
      "source",
      "sourceUrl",
      "subtype",
      "usd",
      "usdFee",
    ]);
  });

  it("never features a conditional option while one open to every holder of the passport is in force (issue #32)", () => {
    const withUsVisa = vn("with-us-visa", { needs: ["us-visa"], fee: money(0, "USD") });
    const embassy = vn("embassy", { isVerified: false });
    expect(toDirectoryCard(VIETNAM, pairOf([withUsVisa, embassy]), RATES, TODAY, INR)!.featured).toMatchObject({ id: "embassy", condition: null });
    // With nothing else on record, the conditional option shows, marked as such.
    expect(toDirectoryCard(VIETNAM, pairOf([withUsVisa]), RATES, TODAY, INR)!.featured).toMatchObject({
      id: "with-us-visa",
      condition: "Only with another visa or residence permit",
    });
  });

  it("features a record with no source as 'No source on record', with no dates (issue #32)", () => {
    const card = toDirectoryCard(
      VIETNAM,
      pairOf([vn("a", { source: "not found in stored sources", sourceUrl: null, isVerified: false })]),
      RATES,
      TODAY,
      INR,
    );
    expect(card?.featured).toMatchObject({ source: "No source on record", sourceUrl: null, checkedOn: null, dates: null });
  });

  it("carries 'Sources disagree' in the featured fee's dates when the requirement names another document", () => {
    const card = toDirectoryCard(VIETNAM, pairOf([vn("evisa")], "visa-required"), RATES, TODAY, INR);
    expect(card?.featured.dates).toContain("Sources disagree: Example Immigration Department lists an e-Visa for India passports");
  });

  it("is null for a country without records that apply", () => {
    expect(toDirectoryCard(VIETNAM, pairOf([]), RATES, TODAY, INR)).toBeNull();
  });
});

describe("buildDirectory", () => {
  it("makes one card per destination, sorted by country name", () => {
    const directory = buildDirectory({
      passport: INDIA,
      countries: [VIETNAM, THAILAND, CANADA],
      feeOptions: [vn("v1"), th("t1"), vn("v2")],
      requirements: requirementsOf(["VN", "TH", "CA"]),
      rates: RATES,
      currency: INR,
      today: TODAY,
    });
    expect(directory.cards.map((c) => [c.country.name, c.optionCount])).toEqual([
      ["Thailand", 1],
      ["Vietnam", 2],
    ]);
  });

  it("names the passport it is for", () => {
    const directory = buildDirectory({
      passport: INDIA,
      countries: [],
      feeOptions: [],
      requirements: new Map(),
      rates: RATES,
      currency: INR,
      today: TODAY,
    });
    expect(directory.passport).toEqual({ code: "IN", name: "India", flagEmoji: "🇮🇳", passports: "Indian passports" });
  });

  it("leaves out records whose destination is not a known country, or has no requirement for the passport", () => {
    const orphan = feeOption({ id: "de-1", destinationCountryCode: GERMANY.code });
    const directory = buildDirectory({
      passport: INDIA,
      countries: [VIETNAM, THAILAND],
      feeOptions: [vn("v1"), orphan, th("t1")],
      requirements: requirementsOf(["VN", "DE"]),
      rates: RATES,
      currency: INR,
      today: TODAY,
    });
    expect(directory.cards.map((c) => c.country.code)).toEqual(["VN"]);
  });

  it("lists for each passport the records that apply to it: its own record before the general one, never another's (decision 17)", () => {
    const forIndia = vn("in-only");
    const forUs = world("us-only", { appliesTo: { scope: "only", passports: [code("US")] }, fee: money(16000, "USD") });
    const general = world("general", { fee: money(2500, "USD") });
    const input = {
      countries: [VIETNAM],
      feeOptions: [forIndia, forUs, general],
      requirements: requirementsOf(["VN"]),
      rates: RATES,
      currency: INR,
      today: TODAY,
    };
    const us = buildDirectory({ ...input, passport: UNITED_STATES });
    const india = buildDirectory({ ...input, passport: INDIA });
    expect(us.cards.map((c) => [c.optionCount, c.featured.id, c.featured.usdFee])).toEqual([[1, "us-only", "$160"]]);
    expect(india.cards.map((c) => [c.optionCount, c.featured.id])).toEqual([[1, "in-only"]]);
    // A passport neither list names reads the general record.
    const germany = buildDirectory({ ...input, passport: GERMANY });
    expect(germany.cards.map((c) => [c.optionCount, c.featured.id])).toEqual([[1, "general"]]);
    expect(us.passport.passports).toBe("American passports");
  });

  it("has no card for a visa-free destination whose records are visas for every passport (the pair needs none)", () => {
    const directory = buildDirectory({
      passport: UNITED_STATES,
      countries: [VIETNAM],
      feeOptions: [world("vn-visa", { document: "visa" })],
      requirements: requirementsOf(["VN"], "visa-free"),
      rates: RATES,
      currency: INR,
      today: TODAY,
    });
    expect(directory.cards).toEqual([]);
  });

  it("carries the rates' date", () => {
    expect(
      buildDirectory({ passport: INDIA, countries: [], feeOptions: [], requirements: new Map(), rates: RATES, currency: INR, today: TODAY })
        .ratesAsOn,
    ).toBe("2026-04-13");
  });

  it("never adds an estimate: a country's cards hold its records only", () => {
    const directory = buildDirectory({
      passport: INDIA,
      countries: [VIETNAM],
      feeOptions: [vn("v1", { visaType: "business" })],
      requirements: requirementsOf(["VN"]),
      rates: RATES,
      currency: INR,
      today: TODAY,
    });
    expect(directory.cards.map((c) => [c.featured.id, c.optionCount])).toEqual([["v1", 1]]);
  });
});

describe("toDirectoryOptions", () => {
  it("prices every record that applies in USD through the rate table, keeping source order", () => {
    const options = toDirectoryOptions(
      VIETNAM,
      INDIA,
      pairOf([vn("eur", { fee: money(9000, "EUR") }), vn("usd", { fee: money(2500, "USD") })]),
      RATES,
      TODAY,
      INR,
    );
    expect(options?.options.map((o) => [o.id, o.usdFee])).toEqual([
      ["eur", "$100"],
      ["usd", "$25"],
    ]);
    expect(options).toMatchObject({ country: { code: "VN", name: "Vietnam" }, passport: { code: "IN" }, ratesAsOn: "2026-04-13" });
  });

  it("never adds an estimate: the dialog lists the country's records only", () => {
    const options = toDirectoryOptions(VIETNAM, INDIA, pairOf([vn("v1", { visaType: "business" })]), RATES, TODAY, INR);
    expect(options?.options.map((o) => [o.id, o.estimate])).toEqual([["v1", false]]);
  });

  it("says 'Sources disagree' on a record whose document the requirement does not name", () => {
    const options = toDirectoryOptions(VIETNAM, INDIA, pairOf([vn("evisa")], "visa-required"), RATES, TODAY, INR);
    expect(options?.options[0]?.disagreement).toMatch(/^Sources disagree: /);
  });

  it("is null for a country without records that apply", () => {
    expect(toDirectoryOptions(VIETNAM, INDIA, pairOf([]), RATES, TODAY, INR)).toBeNull();
  });
});
