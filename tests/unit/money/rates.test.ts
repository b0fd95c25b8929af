import { describe, expect, it } from "vitest";
import { convert, FALLBACK_INR_PER_USD, inrPerUsd, roundConverted, type RateTable } from "../../../shared/money/rates";
// The repository's copy of the data (data/README.md).
import ratesFile from "../../../data/visa-fees/rates-usd.json";
import { day, money, RATES } from "../fixtures/domain";

describe("convert", () => {
  it("converts through the table's rate for the currency and its INR rate", () => {
    expect(convert(money(9000, "EUR"), RATES)).toEqual({ usd: 100, inr: 9000 });
  });

  it("converts USD at 1 even when the table has no USD entry", () => {
    expect(convert(money(18500, "USD"), RATES)).toEqual({ usd: 185, inr: 16650 });
  });

  it("reads a zero-decimal currency's minor units as whole units", () => {
    expect(convert(money(1600, "JPY"), RATES)).toEqual({ usd: 10, inr: 900 });
  });

  it("reads a three-decimal currency's minor units as thousandths", () => {
    const table: RateTable = { asOn: day("2026-04-13"), unitsPerUsd: { KWD: 0.3, INR: 90 } };
    expect(convert(money(3000, "KWD"), table).usd).toBeCloseTo(10, 10);
  });

  it("uses the table's INR rate rather than the 83.5 fallback", () => {
    const table: RateTable = { asOn: day("2026-04-13"), unitsPerUsd: { INR: 93.3302 } };
    expect(convert(money(10000, "USD"), table).inr).toBeCloseTo(9333.02, 6);
  });

  it("falls back to 83.5 INR per USD only when the table has no INR rate", () => {
    const table: RateTable = { asOn: day("2026-04-13"), unitsPerUsd: { EUR: 0.9 } };
    expect(convert(money(1000, "USD"), table)).toEqual({ usd: 10, inr: 835 });
  });

  it.each(["AMD", "KWD", "MAD"])("gives null USD and INR for %s, which has no rate (never a guess)", (currency) => {
    expect(convert(money(300000, currency), RATES)).toEqual({ usd: null, inr: null });
  });

  it("treats a zero rate as no rate", () => {
    const table: RateTable = { asOn: day("2026-04-13"), unitsPerUsd: { XCD: 0, INR: 90 } };
    expect(convert(money(500, "XCD"), table)).toEqual({ usd: null, inr: null });
  });

  it("converts a free fee to 0 even in a currency without a rate", () => {
    expect(convert(money(0, "AMD"), RATES)).toEqual({ usd: 0, inr: 0 });
  });
});

describe("inrPerUsd", () => {
  it("is the table's INR rate when it has one", () => {
    expect(inrPerUsd(RATES)).toBe(90);
  });

  it("is 83.5 when the table has no INR rate", () => {
    expect(inrPerUsd({ asOn: day("2026-04-13"), unitsPerUsd: {} })).toBe(83.5);
  });

  it("exposes the spec's 83.5 fallback as a constant", () => {
    expect(FALLBACK_INR_PER_USD).toBe(83.5);
  });
});

describe("roundConverted", () => {
  it.each([
    [27.23, 27],
    [27.5, 28],
    [104.9, 105],
    [0.4, 0],
    [9814.23, 9814],
  ])("rounds %d to %i", (amount, expected) => {
    expect(roundConverted(amount)).toBe(expected);
  });
});

describe("convert with the real rate table (rates-usd.json, ECB 13 April 2026)", () => {
  const table: RateTable = { asOn: day(ratesFile.asOf), unitsPerUsd: { ...ratesFile.rates, ...ratesFile.pegged } };

  it("describes 13 April 2026", () => {
    expect(table.asOn).toBe("2026-04-13");
  });

  it("converts EUR 90 to about $105 at 0.855871 EUR per USD", () => {
    expect(convert(money(9000, "EUR"), table).usd).toBeCloseTo(105.156, 3);
  });

  it("converts EUR 90 to about ₹9,814 through the table's 93.3302 INR per USD", () => {
    expect(convert(money(9000, "EUR"), table).inr).toBeCloseTo(9814.23, 2);
  });

  it("converts AED 1,740 to about $474 through the official peg", () => {
    expect(roundConverted(convert(money(174000, "AED"), table).usd ?? Number.NaN)).toBe(474);
  });

  it.each(["AMD", "KWD", "MAD"])("has no rate for %s, listed as unconverted", (currency) => {
    expect(convert(money(100000, currency), table)).toEqual({ usd: null, inr: null });
  });
});
