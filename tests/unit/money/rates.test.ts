import { describe, expect, it } from "vitest";
import {
  convert,
  FALLBACK_INR_PER_USD,
  otherRateDates,
  rateDateOf,
  ratesDatesText,
  roundConverted,
  unitsPerUsdOf,
  type RateTable,
} from "../../../shared/money/rates";
import type { CurrencyCode } from "../../../shared/units/money";
// The repository's copy of the data (data/README.md).
import ratesFile from "../../../data/visa-fees/rates-usd.json";
import { day, INR, money, RATES } from "../fixtures/domain";

const cur = (code: string) => code as CurrencyCode;

describe("convert", () => {
  it("converts through the table's rate for the currency and the target's rate", () => {
    expect(convert(money(9000, "EUR"), RATES, INR)).toEqual({ usd: 100, local: 9000 });
  });

  it("converts to another currency than INR the same way", () => {
    expect(convert(money(16000, "JPY"), RATES, cur("EUR"))).toEqual({ usd: 100, local: 90 });
  });

  it("converts USD at 1 even when the table has no USD entry", () => {
    expect(convert(money(18500, "USD"), RATES, INR)).toEqual({ usd: 185, local: 16650 });
  });

  it("gives the USD amount again when the target is USD", () => {
    expect(convert(money(9000, "EUR"), RATES, cur("USD"))).toEqual({ usd: 100, local: 100 });
  });

  it("reads a zero-decimal currency's minor units as whole units", () => {
    expect(convert(money(1600, "JPY"), RATES, INR)).toEqual({ usd: 10, local: 900 });
  });

  it("reads a three-decimal currency's minor units as thousandths", () => {
    const table: RateTable = { asOn: day("2026-04-13"), unitsPerUsd: { KWD: 0.3, INR: 90 } };
    expect(convert(money(3000, "KWD"), table, INR).usd).toBeCloseTo(10, 10);
  });

  it("uses the table's INR rate rather than the 83.5 fallback", () => {
    const table: RateTable = { asOn: day("2026-04-13"), unitsPerUsd: { INR: 93.3302 } };
    expect(convert(money(10000, "USD"), table, INR).local).toBeCloseTo(9333.02, 6);
  });

  it("falls back to 83.5 INR per USD only when the table has no INR rate", () => {
    const table: RateTable = { asOn: day("2026-04-13"), unitsPerUsd: { EUR: 0.9 } };
    expect(convert(money(1000, "USD"), table, INR)).toEqual({ usd: 10, local: 835 });
  });

  it.each(["AMD", "KWD", "MAD"])("gives null USD and local amounts for %s, which has no rate here (never a guess)", (currency) => {
    expect(convert(money(300000, currency), RATES, INR)).toEqual({ usd: null, local: null });
  });

  it("keeps the USD amount and gives no local amount when the target currency has no rate", () => {
    expect(convert(money(9000, "EUR"), RATES, cur("SYP"))).toEqual({ usd: 100, local: null });
  });

  it("treats a zero rate as no rate", () => {
    const table: RateTable = { asOn: day("2026-04-13"), unitsPerUsd: { XCD: 0, INR: 90 } };
    expect(convert(money(500, "XCD"), table, INR)).toEqual({ usd: null, local: null });
  });

  it("converts a free fee to 0 even in a currency without a rate", () => {
    expect(convert(money(0, "AMD"), RATES, INR)).toEqual({ usd: 0, local: 0 });
  });
});

describe("unitsPerUsdOf", () => {
  it("is the table's rate when it has one", () => {
    expect(unitsPerUsdOf(RATES, "INR")).toBe(90);
  });

  it("is 83.5 for INR when the table has no INR rate", () => {
    expect(unitsPerUsdOf({ asOn: day("2026-04-13"), unitsPerUsd: {} }, "INR")).toBe(83.5);
  });

  it("is null for another currency the table lacks", () => {
    expect(unitsPerUsdOf(RATES, "NGN")).toBeNull();
  });

  it("exposes the spec's 83.5 fallback as a constant", () => {
    expect(FALLBACK_INR_PER_USD).toBe(83.5);
  });
});

describe("the rates' dates", () => {
  const table: RateTable = {
    asOn: day("2026-04-13"),
    unitsPerUsd: { EUR: 0.86, INR: 93.3, NGN: 1530, AMD: 385, KES: 129 },
    otherDates: { NGN: day("2026-09-29"), AMD: day("2026-09-29"), KES: day("2026-09-01") },
  };

  it("dates a currency of the second source by its own date, any other by the table's", () => {
    expect([rateDateOf(table, "NGN"), rateDateOf(table, "EUR")]).toEqual(["2026-09-29", "2026-04-13"]);
  });

  it("lists the currencies of another date, grouped by date, oldest first", () => {
    expect(otherRateDates(table, ["NGN", "EUR", "AMD", "KES", "USD"])).toEqual([
      { on: "2026-09-01", currencies: ["KES"] },
      { on: "2026-09-29", currencies: ["AMD", "NGN"] },
    ]);
  });

  it("says only the table's date when every currency shown is of it", () => {
    expect(ratesDatesText(table, ["EUR", "INR", "USD"])).toBe("13 Apr 2026");
  });

  it("names each currency converted at a rate of another date with that date", () => {
    expect(ratesDatesText(table, ["EUR", "NGN", "INR"])).toBe("13 Apr 2026; NGN of 29 Sept 2026");
  });

  it("joins several currencies of one date", () => {
    expect(ratesDatesText(table, ["AMD", "NGN", "KES"])).toBe("13 Apr 2026; KES of 1 Sept 2026; AMD and NGN of 29 Sept 2026");
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
    expect(convert(money(9000, "EUR"), table, INR).usd).toBeCloseTo(105.156, 3);
  });

  it("converts EUR 90 to about ₹9,814 through the table's 93.3302 INR per USD", () => {
    expect(convert(money(9000, "EUR"), table, INR).local).toBeCloseTo(9814.23, 2);
  });

  it("converts AED 1,740 to about $474 through the official peg", () => {
    expect(roundConverted(convert(money(174000, "AED"), table, INR).usd ?? Number.NaN)).toBe(474);
  });

  it.each(["AMD", "KWD", "MAD"])("has no rate for %s, listed as unconverted (the second source has them: rate-sources.test.ts)", (currency) => {
    expect(convert(money(100000, currency), table, INR)).toEqual({ usd: null, local: null });
  });
});
