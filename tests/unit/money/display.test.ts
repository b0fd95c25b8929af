import { describe, expect, it } from "vitest";
import {
  CONVERSION_UNAVAILABLE,
  CURRENCY_MODES,
  currencyModeLabel,
  formatFeeIn,
  localFeeText,
  parseCurrencyMode,
  type FeeTexts,
} from "../../../shared/money/display";

const UAE_VISA: FeeTexts = { nativeFee: "AED 1,740", usdFee: "$474", localFee: "₹44,237", localCurrency: "INR", free: false };

describe("formatFeeIn", () => {
  it.each([
    ["usd", "$474"],
    ["local", "AED 1,740"],
    ["visitor", "₹44,237 ($474)"],
  ] as const)("shows the fee in %s mode as %s", (mode, expected) => {
    expect(formatFeeIn(mode, UAE_VISA)).toBe(expected);
  });

  it("shows a German visitor's euros with USD in brackets", () => {
    expect(formatFeeIn("visitor", { ...UAE_VISA, localFee: "EUR 405", localCurrency: "EUR" })).toBe("EUR 405 ($474)");
  });

  it("shows USD alone in the visitor's mode for a visitor whose currency is USD", () => {
    expect(formatFeeIn("visitor", { ...UAE_VISA, localFee: null, localCurrency: null })).toBe("$474");
  });

  it.each(["usd", "local", "visitor"] as const)("says Free for a free entry in %s mode", (mode) => {
    expect(formatFeeIn(mode, { nativeFee: "Free", usdFee: "Free", localFee: "Free", localCurrency: "INR", free: true })).toBe("Free");
  });

  it.each([
    ["usd", "—"],
    ["visitor", "—"],
    ["local", "KWD 3"],
  ] as const)("without a rate for the fee's currency shows %s as %s", (mode, expected) => {
    expect(formatFeeIn(mode, { nativeFee: "KWD 3", usdFee: null, localFee: null, localCurrency: "INR", free: false })).toBe(expected);
  });

  it("shows '—' in the visitor's mode when the visitor's currency has no rate", () => {
    expect(formatFeeIn("visitor", { ...UAE_VISA, localFee: null, localCurrency: "SYP" })).toBe("—");
  });
});

describe("localFeeText", () => {
  it("is the local amount when there is one", () => {
    expect(localFeeText(UAE_VISA)).toBe("₹44,237");
  });

  it("says the conversion is unavailable when the visitor's currency has no rate", () => {
    expect(localFeeText({ localFee: null, localCurrency: "SYP" })).toBe(`SYP: ${CONVERSION_UNAVAILABLE}`);
  });

  it("is null when there is no third amount (a visitor whose currency is USD)", () => {
    expect(localFeeText({ localFee: null, localCurrency: null })).toBeNull();
  });
});

describe("parseCurrencyMode", () => {
  it.each(["usd", "local", "visitor"])("accepts %s", (value) => {
    expect(parseCurrencyMode(value)).toBe(value);
  });

  it("reads 'inr', the visitor's mode stored before decision 17, as the visitor's currency", () => {
    expect(parseCurrencyMode("inr")).toBe("visitor");
  });

  it.each(["USD", "eur", "", null, 3])("refuses %s", (value) => {
    expect(parseCurrencyMode(value)).toBeNull();
  });

  it("labels the modes USD, Local and the visitor's currency, in that order", () => {
    expect(CURRENCY_MODES.map((m) => currencyModeLabel(m, "EUR"))).toEqual(["USD", "Local", "EUR"]);
  });
});
