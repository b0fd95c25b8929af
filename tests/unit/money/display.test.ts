import { describe, expect, it } from "vitest";
import { CURRENCY_MODES, formatFeeIn, parseCurrencyMode, type FeeAmounts } from "../../../shared/money/display";

const UAE_VISA: FeeAmounts = { nativeFee: "AED 1,740", usd: 474, inr: 44237, free: false };

describe("formatFeeIn", () => {
  it.each([
    ["usd", "$474"],
    ["local", "AED 1,740"],
    ["inr", "₹44,237 ($474)"],
  ] as const)("shows the fee in %s mode as %s", (mode, expected) => {
    expect(formatFeeIn(mode, UAE_VISA)).toBe(expected);
  });

  it("groups INR lakhs the Indian way", () => {
    expect(formatFeeIn("inr", { nativeFee: "GBP 1,420", usd: 1906, inr: 177873, free: false })).toBe("₹1,77,873 ($1,906)");
  });

  it.each(["usd", "local", "inr"] as const)("says Free for a free entry in %s mode", (mode) => {
    expect(formatFeeIn(mode, { nativeFee: "Free", usd: 0, inr: 0, free: true })).toBe("Free");
  });

  it("shows a fee that rounds to zero as under one unit", () => {
    expect(formatFeeIn("inr", { nativeFee: "JPY 10", usd: 0, inr: 6, free: false })).toBe("₹6 (< $1)");
  });

  it.each([
    ["usd", "—"],
    ["inr", "—"],
    ["local", "KWD 3"],
  ] as const)("without a rate shows %s as %s", (mode, expected) => {
    expect(formatFeeIn(mode, { nativeFee: "KWD 3", usd: null, inr: null, free: false })).toBe(expected);
  });
});

describe("parseCurrencyMode", () => {
  it.each(["usd", "local", "inr"])("accepts %s", (value) => {
    expect(parseCurrencyMode(value)).toBe(value);
  });

  it.each(["USD", "eur", "", null, 3])("refuses %s", (value) => {
    expect(parseCurrencyMode(value)).toBeNull();
  });

  it("labels the modes USD, Local, INR in that order", () => {
    expect(CURRENCY_MODES.map((m) => m.label)).toEqual(["USD", "Local", "INR"]);
  });
});
