import { describe, expect, it } from "vitest";
import { formatAmount, formatMoney, fromMajor, minorUnitExponent, parseCurrencyCode, toMajor, type CurrencyCode } from "../../../shared/units/money";
import { money } from "../fixtures/domain";

const cur = (value: string) => value as CurrencyCode;

describe("parseCurrencyCode", () => {
  it.each([
    ["eur", "EUR"],
    [" usd ", "USD"],
    ["INR", "INR"],
  ])("accepts %j as %s", (input, expected) => {
    expect(parseCurrencyCode(input)).toBe(expected);
  });

  it.each(["", "EU", "EURO", "E1R", "E R", "€", "XYZ", "ABC"])("rejects %j", (input) => {
    expect(parseCurrencyCode(input)).toBeNull();
  });
});

describe("minorUnitExponent", () => {
  it.each([
    ["JPY", 0],
    ["USD", 2],
    ["EUR", 2],
    ["INR", 2],
    ["KWD", 3],
    ["BHD", 3],
  ])("%s has %i decimal places", (currency, exponent) => {
    expect(minorUnitExponent(cur(currency))).toBe(exponent);
  });
});

describe("fromMajor", () => {
  it.each([
    [25.5, "USD", 2550],
    [1740, "JPY", 1740],
    [1.234, "KWD", 1234],
    [0, "USD", 0],
  ])("stores %d %s as %i minor units", (amount, currency, minor) => {
    expect(fromMajor(amount, cur(currency))).toEqual({ amountMinor: minor, currency });
  });

  it("rounds to the nearest minor unit", () => {
    expect(fromMajor(10.126, cur("USD")).amountMinor).toBe(1013);
  });

  it("rounds a fractional yen amount to a whole yen", () => {
    expect(fromMajor(99.6, cur("JPY")).amountMinor).toBe(100);
  });
});

describe("toMajor", () => {
  it.each([
    [2550, "USD", 25.5],
    [1740, "JPY", 1740],
    [1234, "KWD", 1.234],
  ])("reads %i minor units of %s as %d", (minor, currency, major) => {
    expect(toMajor(money(minor, currency))).toBe(major);
  });
});

describe("formatAmount", () => {
  it.each([
    [185, "USD", "$185"],
    [25.5, "USD", "$25.50"],
    [162400, "INR", "₹1,62,400"],
    [9000, "INR", "₹9,000"],
    [90, "EUR", "EUR 90"],
    [1740, "AED", "AED 1,740"],
    [3500, "JPY", "JPY 3,500"],
  ])("formats %d %s as %j", (amount, currency, expected) => {
    expect(formatAmount(amount, cur(currency))).toBe(expected);
  });

  it("separates a currency code from the number with a plain space, not a no-break space", () => {
    expect(formatAmount(90, cur("EUR"))).not.toContain("\u00a0");
  });
});

describe("formatMoney", () => {
  it.each([
    [9000, "EUR", "EUR 90"],
    [2550, "USD", "$25.50"],
    [5000, "JPY", "JPY 5,000"],
    [16240000, "INR", "₹1,62,400"],
  ])("formats %i minor units of %s as %j", (minor, currency, expected) => {
    expect(formatMoney(money(minor, currency))).toBe(expected);
  });
});

describe("formatAmount's memo", () => {
  it("keeps the same amount in different currencies apart", () => {
    for (let i = 0; i < 3; i++) {
      expect(formatAmount(90, cur("USD"))).toBe("$90");
      expect(formatAmount(90, cur("EUR"))).toBe("EUR 90");
      expect(formatAmount(90, cur("INR"))).toBe("₹90");
    }
  });

  it("formats more distinct amounts than it keeps, each right on a second pass", () => {
    const amounts = Array.from({ length: 6_000 }, (_, i) => i * 7 + 0.5);
    const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", trailingZeroDisplay: "stripIfInteger" });
    const expected = amounts.map((a) => intl.format(a));
    for (let round = 0; round < 2; round++) {
      amounts.forEach((a, i) => expect(formatAmount(a, cur("USD"))).toBe(expected[i]));
    }
  });
});
