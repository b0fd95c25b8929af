/** The visitor's currency (decision 17): which currency a visitor's country gets, and how a fee then reads. */
import { describe, expect, it } from "vitest";
import { convertedAmounts } from "../../../shared/money/amounts";
import { localFeeText } from "../../../shared/money/display";
import { mergeRateSources, rateTableOf } from "../../../shared/money/rate-sources";
import { ratesShown } from "../../../shared/money/rates-note";
import { HOME_CURRENCY, thirdCurrency, visitorCurrency } from "../../../shared/money/visitor-currency";
import { feeLine, moneyAmounts } from "../../../shared/trip/fees";
// The repository's copies of the two rate sources (data/README.md): the table the seed builds from them.
import mainFile from "../../../data/visa-fees/rates-usd.json";
import openFile from "../../../data/visa-fees/rates-open.json";
import { day, money } from "../fixtures/domain";

const TABLE = rateTableOf(
  mergeRateSources(
    { asOn: day(mainFile.asOf), market: mainFile.rates, pegged: mainFile.pegged },
    { asOn: day(openFile.asOf), rates: openFile.rates, flagged: openFile.flagged as Record<string, string> },
  ),
);
/** A Schengen visa: EUR 90. */
const SCHENGEN = money(9000, "EUR");
const priced = (country: string | null) => convertedAmounts(SCHENGEN, TABLE, visitorCurrency(country));

describe("visitorCurrency", () => {
  it.each([
    ["IN", "INR"],
    ["US", "USD"],
    ["DE", "EUR"],
    ["NG", "NGN"],
    ["SY", "SYP"],
    ["JP", "JPY"],
  ])("gives a visitor from %s the %s", (country, currency) => {
    expect(visitorCurrency(country)).toBe(currency);
  });

  it("gives INR, the home currency, when the country is unknown", () => {
    expect([visitorCurrency(null), HOME_CURRENCY]).toEqual(["INR", "INR"]);
  });

  it("gives INR for a code that names no country", () => {
    expect(visitorCurrency("ZZ")).toBe("INR");
  });
});

describe("a fee for each visitor", () => {
  it("shows an Indian visitor rupees, as before", () => {
    expect(priced("IN")).toMatchObject({ usdFee: "$105", localFee: "₹9,814", localCurrency: "INR" });
  });

  it("shows a US visitor USD once: no third amount", () => {
    expect(priced("US")).toMatchObject({ usdFee: "$105", local: null, localFee: null, localCurrency: null });
    expect(thirdCurrency(visitorCurrency("US"))).toBeNull();
  });

  it("writes a US visitor's trip line with USD once", () => {
    expect(feeLine(moneyAmounts(SCHENGEN, TABLE, visitorCurrency("US")))).toBe("EUR 90 ($105)");
    expect(feeLine(moneyAmounts(money(2100, "USD"), TABLE, visitorCurrency("US")))).toBe("$21");
  });

  it("shows a German visitor euros", () => {
    expect(priced("DE")).toMatchObject({ usdFee: "$105", localFee: "EUR 90", localCurrency: "EUR" });
  });

  it("shows a Nigerian visitor naira, and says the naira's rate is of 29 Sep 2026", () => {
    const amounts = priced("NG");
    expect(amounts.localCurrency).toBe("NGN");
    expect(amounts.localFee).toMatch(/^NGN \d{2,3},\d{3}$/);
    expect(ratesShown(TABLE, ["EUR"], visitorCurrency("NG")).ratesOn).toBe("13 Apr 2026; NGN of 29 Sept 2026");
  });

  it("says the conversion is unavailable for a currency with no rate (SYP, flagged in rates-open.json), keeping USD", () => {
    const amounts = priced("SY");
    expect(amounts).toMatchObject({ usdFee: "$105", local: null, localFee: null, localCurrency: "SYP" });
    expect(localFeeText(amounts)).toBe("SYP: conversion unavailable");
    expect(feeLine(moneyAmounts(SCHENGEN, TABLE, visitorCurrency("SY")))).toBe("EUR 90 ($105, SYP: conversion unavailable)");
  });
});
