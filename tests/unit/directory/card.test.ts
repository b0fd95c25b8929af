import { describe, expect, it } from "vitest";
import { buildDirectory, toDirectoryCard, toDirectoryOptions } from "../../../shared/directory/card";
import { code, CANADA, feeOption, GERMANY, INR, money, RATES, THAILAND, TODAY, VIETNAM } from "../fixtures/domain";

const vn = (id: string, overrides: Parameters<typeof feeOption>[0] = {}) => feeOption({ id, destinationCountryCode: code("VN"), ...overrides });
const th = (id: string, overrides: Parameters<typeof feeOption>[0] = {}) => feeOption({ id, destinationCountryCode: code("TH"), ...overrides });

describe("toDirectoryCard", () => {
  it("features the first verified record when an unverified one comes first", () => {
    const card = toDirectoryCard(VIETNAM, [vn("a", { isVerified: false }), vn("b"), vn("c")], RATES, TODAY, INR);
    expect(card?.featured.id).toBe("b");
  });

  it("features the first record when none is verified", () => {
    const card = toDirectoryCard(VIETNAM, [vn("a", { isVerified: false }), vn("b", { isVerified: false })], RATES, TODAY, INR);
    expect(card?.featured.id).toBe("a");
  });

  it("does not feature a record that claims verification without citing its page (decision 14)", () => {
    const card = toDirectoryCard(VIETNAM, [vn("a", { isVerified: false }), vn("uncited", { sourceUrl: null }), vn("cited")], RATES, TODAY, INR);
    expect(card?.featured.id).toBe("cited");
  });

  it("counts the verified records and all records", () => {
    const card = toDirectoryCard(VIETNAM, [vn("a"), vn("b", { isVerified: false }), vn("c"), vn("d", { sourceUrl: null })], RATES, TODAY, INR);
    expect(card).toMatchObject({ verifiedCount: 2, optionCount: 4 });
  });

  it("counts zero verified when no record is verified", () => {
    const card = toDirectoryCard(VIETNAM, [vn("a", { isVerified: false })], RATES, TODAY, INR);
    expect(card).toMatchObject({ verifiedCount: 0, optionCount: 1 });
  });

  it("prices the featured record in USD and the visitor's currency through the rate table", () => {
    const card = toDirectoryCard(VIETNAM, [vn("eur", { fee: money(9000, "EUR") })], RATES, TODAY, INR);
    expect(card?.featured).toMatchObject({ id: "eur", nativeFee: "EUR 90", usdFee: "$100", usd: 100, localFee: "₹9,000", localCurrency: "INR" });
  });

  it("carries only what the card shows of the featured record (the dialog fetches the rest)", () => {
    const card = toDirectoryCard(VIETNAM, [vn("a")], RATES, TODAY, INR);
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

  it("never features a conditional option while one open to every Indian passport holder is in force (issue #32)", () => {
    const withUsVisa = vn("with-us-visa", { needs: ["us-visa"], fee: money(0, "USD") });
    const embassy = vn("embassy", { isVerified: false });
    expect(toDirectoryCard(VIETNAM, [withUsVisa, embassy], RATES, TODAY, INR)!.featured).toMatchObject({ id: "embassy", condition: null });
    // With nothing else on record, the conditional option shows, marked as such.
    expect(toDirectoryCard(VIETNAM, [withUsVisa], RATES, TODAY, INR)!.featured).toMatchObject({
      id: "with-us-visa",
      condition: "Only with another visa or residence permit",
    });
  });

  it("features a record with no source as 'No source on record', with no dates (issue #32)", () => {
    const card = toDirectoryCard(
      VIETNAM,
      [vn("a", { source: "not found in stored sources", sourceUrl: null, isVerified: false })],
      RATES,
      TODAY,
      INR,
    );
    expect(card?.featured).toMatchObject({ source: "No source on record", sourceUrl: null, checkedOn: null, dates: null });
  });

  it("is null for a country without records", () => {
    expect(toDirectoryCard(VIETNAM, [], RATES, TODAY, INR)).toBeNull();
  });
});

describe("buildDirectory", () => {
  it("makes one card per destination, sorted by country name", () => {
    const directory = buildDirectory({
      countries: [VIETNAM, THAILAND, CANADA],
      feeOptions: [vn("v1"), th("t1"), vn("v2")],
      rates: RATES,
      currency: INR,
      today: TODAY,
    });
    expect(directory.cards.map((c) => [c.country.name, c.optionCount])).toEqual([
      ["Thailand", 1],
      ["Vietnam", 2],
    ]);
  });

  it("leaves out records whose destination is not a known country", () => {
    const orphan = feeOption({ id: "de-1", destinationCountryCode: GERMANY.code });
    const directory = buildDirectory({ countries: [VIETNAM], feeOptions: [vn("v1"), orphan], rates: RATES, currency: INR, today: TODAY });
    expect(directory.cards.map((c) => c.country.code)).toEqual(["VN"]);
  });

  it("carries the rates' date", () => {
    expect(buildDirectory({ countries: [], feeOptions: [], rates: RATES, currency: INR, today: TODAY }).ratesAsOn).toBe("2026-04-13");
  });

  it("never adds an estimate: a country's cards hold its records only", () => {
    const directory = buildDirectory({
      countries: [VIETNAM],
      feeOptions: [vn("v1", { visaType: "business" })],
      rates: RATES,
      currency: INR,
      today: TODAY,
    });
    expect(directory.cards.map((c) => [c.featured.id, c.optionCount])).toEqual([["v1", 1]]);
  });
});

describe("toDirectoryOptions", () => {
  it("prices every record in USD through the rate table, keeping source order", () => {
    const options = toDirectoryOptions(VIETNAM, [vn("eur", { fee: money(9000, "EUR") }), vn("usd", { fee: money(2500, "USD") })], RATES, TODAY, INR);
    expect(options?.options.map((o) => [o.id, o.usdFee])).toEqual([
      ["eur", "$100"],
      ["usd", "$25"],
    ]);
    expect(options).toMatchObject({ country: { code: "VN", name: "Vietnam" }, ratesAsOn: "2026-04-13" });
  });

  it("never adds an estimate: the dialog lists the country's records only", () => {
    const options = toDirectoryOptions(VIETNAM, [vn("v1", { visaType: "business" })], RATES, TODAY, INR);
    expect(options?.options.map((o) => [o.id, o.estimate])).toEqual([["v1", false]]);
  });

  it("is null for a country without records", () => {
    expect(toDirectoryOptions(VIETNAM, [], RATES, TODAY, INR)).toBeNull();
  });
});
