import { describe, expect, it } from "vitest";
import { ratesShown } from "../../../shared/money/rates-note";
import type { RateTable } from "../../../shared/money/rates";
import type { CurrencyCode } from "../../../shared/units/money";
import { day } from "../fixtures/domain";

const cur = (code: string) => code as CurrencyCode;
const TABLE: RateTable = {
  asOn: day("2026-04-13"),
  unitsPerUsd: { EUR: 0.86, INR: 93.3, NGN: 1530, AMD: 385 },
  otherDates: { NGN: day("2026-09-29"), AMD: day("2026-09-29") },
};

describe("ratesShown", () => {
  it("credits the ECB with the table's date when every rate shown is of it", () => {
    expect(ratesShown(TABLE, ["EUR"], cur("INR"))).toEqual({
      ratesAsOn: "2026-04-13",
      ratesOn: "13 Apr 2026",
      ratesNote: "USD and INR amounts are converted at European Central Bank reference rates of 13 Apr 2026 and are indicative.",
    });
  });

  it("names a fee's currency converted at the second source's rate, with its date and source", () => {
    expect(ratesShown(TABLE, ["EUR", "AMD"], cur("EUR")).ratesNote).toBe(
      "USD and EUR amounts are converted at European Central Bank reference rates of 13 Apr 2026 (AMD of 29 Sept 2026: fawazahmed0/exchange-api (CC0)) and are indicative.",
    );
  });

  it("names the visitor's currency when its rate is of another date", () => {
    expect(ratesShown(TABLE, ["EUR"], cur("NGN")).ratesOn).toBe("13 Apr 2026; NGN of 29 Sept 2026");
  });

  it("speaks of USD alone for a visitor whose currency is USD", () => {
    expect(ratesShown(TABLE, ["EUR"], cur("USD")).ratesNote).toMatch(/^USD amounts are converted/);
  });
});
