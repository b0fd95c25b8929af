import { describe, expect, it } from "vitest";
import { mergeRateSources, rateTableOf, type MainRates, type OpenRates } from "../../../shared/money/rate-sources";
// The repository's copies of the two sources (data/README.md).
import mainFile from "../../../data/visa-fees/rates-usd.json";
import openFile from "../../../data/visa-fees/rates-open.json";
import { day } from "../fixtures/domain";

const MAIN: MainRates = { asOn: day("2026-04-13"), market: { USD: 1, EUR: 0.86, INR: 93.33 }, pegged: { XCD: 2.7 } };
const OPEN: OpenRates = {
  asOn: day("2026-09-29"),
  rates: { USD: 1, EUR: 0.84, INR: 96.1, XCD: 2.70735, NGN: 1530, SYP: 13000 },
  flagged: { SYP: "units changed between snapshots", XCD: "prefer the peg" },
};

describe("mergeRateSources", () => {
  const merged = mergeRateSources(MAIN, OPEN);
  const of = (currency: string) => merged.find((r) => r.currency === currency);

  it("takes every currency the ECB quotes from the ECB, never the second source", () => {
    expect(of("EUR")).toEqual({ currency: "EUR", unitsPerUsd: 0.86, kind: "market", asOn: "2026-04-13", source: "rates-usd" });
    expect(of("INR")?.unitsPerUsd).toBe(93.33);
  });

  it("keeps an official peg over the second source's market rate", () => {
    expect(of("XCD")).toEqual({ currency: "XCD", unitsPerUsd: 2.7, kind: "pegged", asOn: "2026-04-13", source: "rates-usd" });
  });

  it("takes a currency the ECB lacks from the second source, with that source's date", () => {
    expect(of("NGN")).toEqual({ currency: "NGN", unitsPerUsd: 1530, kind: "market", asOn: "2026-09-29", source: "rates-open" });
  });

  it("drops a currency the second source flags", () => {
    expect(of("SYP")).toBeUndefined();
  });

  it("gives one row per currency, sorted by code", () => {
    expect(merged.map((r) => r.currency)).toEqual(["EUR", "INR", "NGN", "USD", "XCD"]);
  });
});

describe("mergeRateSources with the real files", () => {
  const main = { asOn: day(mainFile.asOf), market: mainFile.rates, pegged: mainFile.pegged };
  const open = { asOn: day(openFile.asOf), rates: openFile.rates, flagged: openFile.flagged as Record<string, string> };
  const merged = mergeRateSources(main, open);

  it.each(Object.keys(openFile.flagged))("never seeds %s, which rates-open.json flags, from the second source", (currency) => {
    expect(merged.find((r) => r.currency === currency && r.source === "rates-open")).toBeUndefined();
  });

  it("drops SYP, BOB and CUP altogether (the ECB quotes none of them)", () => {
    expect(merged.filter((r) => ["SYP", "BOB", "CUP"].includes(r.currency))).toEqual([]);
  });

  it("keeps every ECB rate and peg of 13 April 2026", () => {
    const fromEcb = merged.filter((r) => r.source === "rates-usd");
    expect(fromEcb).toHaveLength(Object.keys(mainFile.rates).length + Object.keys(mainFile.pegged).length);
    expect(fromEcb.every((r) => r.asOn === "2026-04-13")).toBe(true);
  });

  it("adds the currencies the fee data uses that the ECB lacks (AMD, KWD, MAD, NGN), dated 29 Sep 2026", () => {
    const table = rateTableOf(merged);
    expect(["AMD", "KWD", "MAD", "NGN"].map((c) => [c, table.otherDates?.[c]])).toEqual([
      ["AMD", "2026-09-29"],
      ["KWD", "2026-09-29"],
      ["MAD", "2026-09-29"],
      ["NGN", "2026-09-29"],
    ]);
  });
});

describe("rateTableOf", () => {
  it("dates the table by the ECB's rows and lists only the others' dates", () => {
    const table = rateTableOf(mergeRateSources(MAIN, OPEN));
    expect(table).toMatchObject({ asOn: "2026-04-13", otherDates: { NGN: "2026-09-29" } });
    expect(Object.keys(table.otherDates ?? {})).toEqual(["NGN"]);
  });

  it("is empty and undated before the seed", () => {
    expect(rateTableOf([])).toEqual({ asOn: "", unitsPerUsd: {}, otherDates: {} });
  });
});
