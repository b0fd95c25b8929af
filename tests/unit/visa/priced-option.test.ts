import { describe, expect, it } from "vitest";
import type { RateTable } from "../../../shared/money/rates";
import type { CurrencyCode } from "../../../shared/units/money";
import { estimateFor } from "../../../shared/visa/estimates";
import { priceEstimate, priceOption } from "../../../shared/visa/priced-option";
import { day, feeOption, money, RATES, TODAY } from "../fixtures/domain";

describe("priceOption", () => {
  it("prices EUR 90 as $100 and ₹9,000 through the table", () => {
    expect(priceOption(feeOption({ fee: money(9000, "EUR") }), RATES, TODAY)).toMatchObject({
      nativeFee: "EUR 90",
      usd: 100,
      local: 9000,
      usdFee: "$100",
      localFee: "₹9,000",
      localCurrency: "INR",
      currency: "EUR",
      chargedInUsd: false,
    });
  });

  it("marks a USD fee as charged in USD and shows its INR equivalent", () => {
    expect(priceOption(feeOption({ fee: money(18500, "USD") }), RATES, TODAY)).toMatchObject({
      nativeFee: "$185",
      usdFee: "$185",
      localFee: "₹16,650",
      chargedInUsd: true,
    });
  });

  it("prices in the visitor's currency when given one", () => {
    expect(priceOption(feeOption({ fee: money(16000, "JPY") }), RATES, TODAY, { currency: "EUR" as CurrencyCode })).toMatchObject({
      usdFee: "$100",
      local: 90,
      localFee: "EUR 90",
      localCurrency: "EUR",
    });
  });

  it("gives a visitor whose currency is USD no third amount", () => {
    expect(priceOption(feeOption({ fee: money(9000, "EUR") }), RATES, TODAY, { currency: "USD" as CurrencyCode })).toMatchObject({
      usdFee: "$100",
      local: null,
      localFee: null,
      localCurrency: null,
    });
  });

  it("rounds converted amounts to whole units", () => {
    // EUR 25 / 0.9 = $27.78; × 90 = ₹2,500.
    expect(priceOption(feeOption({ fee: money(2500, "EUR") }), RATES, TODAY)).toMatchObject({ usd: 28, usdFee: "$28", local: 2500 });
  });

  it("converts INR at 83.5 per USD when the table has no INR rate", () => {
    const noInr: RateTable = { asOn: day("2026-04-13"), unitsPerUsd: { EUR: 0.9 } };
    expect(priceOption(feeOption({ fee: money(1000, "USD") }), noInr, TODAY)).toMatchObject({ local: 835, localFee: "₹835" });
  });

  it("shows a free fee as Free in every currency", () => {
    expect(priceOption(feeOption({ fee: money(0, "USD") }), RATES, TODAY)).toMatchObject({
      nativeFee: "Free",
      usd: 0,
      local: 0,
      usdFee: "Free",
      localFee: "Free",
    });
  });

  it("leaves USD and INR empty for a currency without a rate, keeping the native amount", () => {
    expect(priceOption(feeOption({ fee: money(300000, "AMD") }), RATES, TODAY)).toMatchObject({
      nativeFee: "AMD 3,000",
      usd: null,
      local: null,
      usdFee: null,
      localFee: null,
      localCurrency: "INR",
    });
  });

  it("calls a record verified when it claims verification and cites its page", () => {
    expect(priceOption(feeOption({ isVerified: true }), RATES, TODAY).verified).toBe(true);
  });

  it("calls a record unverified when it claims verification without a source page (decision 14)", () => {
    expect(priceOption(feeOption({ isVerified: true, sourceUrl: null }), RATES, TODAY).verified).toBe(false);
  });

  it("is not an estimate", () => {
    expect(priceOption(feeOption(), RATES, TODAY).estimate).toBe(false);
  });

  it("names the publisher 'Unknown' when the record cites a page but names no publisher", () => {
    expect(priceOption(feeOption({ source: null }), RATES, TODAY).source).toBe("Unknown");
  });

  it("keeps the record's source, source page and checked date", () => {
    expect(priceOption(feeOption(), RATES, TODAY)).toMatchObject({
      source: "Example Immigration Department",
      sourceUrl: "https://evisa.example.gov/fees",
      checkedOn: "2026-11-20",
    });
  });

  it("shows processing as a day range", () => {
    expect(priceOption(feeOption({ processingDays: { min: 3, max: 5 } }), RATES, TODAY).processing).toBe("3-5 days");
  });

  it("says 'Contact embassy' when processing time is unknown", () => {
    expect(priceOption(feeOption({ processingDays: null }), RATES, TODAY).processing).toBe("Contact embassy");
  });

  it("shows validity as the duration in days", () => {
    expect(priceOption(feeOption({ validityDays: 60 }), RATES, TODAY).duration).toBe("60 days");
  });

  it("shows 'Varies' when validity is missing", () => {
    expect(priceOption(feeOption({ validityDays: null }), RATES, TODAY).duration).toBe("Varies");
  });

  it("labels the visa type for display", () => {
    expect(priceOption(feeOption({ visaType: "long-term" }), RATES, TODAY).visaTypeLabel).toBe("Long-term");
  });
});

describe("priceEstimate", () => {
  const tourist = estimateFor("tourist");
  if (!tourist) throw new Error("no tourist estimate");

  it("prices the tourist estimate at $50 and ₹4,500", () => {
    expect(priceEstimate(tourist, RATES)).toMatchObject({
      nativeFee: "$50",
      usd: 50,
      local: 4500,
      usdFee: "$50",
      localFee: "₹4,500",
      currency: "USD",
      chargedInUsd: true,
    });
  });

  it("labels the tourist estimate as an estimate with no source page or checked date", () => {
    expect(priceEstimate(tourist, RATES)).toMatchObject({
      id: "estimate-tourist",
      subtype: "Tourist visa (estimate)",
      estimate: true,
      verified: false,
      source: "Visa Fee Atlas estimate",
      sourceUrl: null,
      applyUrl: null,
      checkedOn: null,
    });
  });

  it("carries section 9's processing, validity, stay and entries", () => {
    expect(priceEstimate(tourist, RATES)).toMatchObject({
      processing: "5-15 days",
      duration: "90 days",
      validityDays: 90,
      maxStayDays: 30,
      entries: "single",
    });
  });
});

describe("fees that convert to less than one unit", () => {
  it("show '< $1' rather than Free", () => {
    const option = priceOption(feeOption({ fee: money(40, "EUR") }), RATES, TODAY);
    expect(option).toMatchObject({ nativeFee: "EUR 0.40", usdFee: "< $1", usd: 0 });
  });
});
