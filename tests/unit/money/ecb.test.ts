import { describe, expect, it } from "vitest";
import { derivePegs, prepareRateUpdate, ratesAttribution, toUnitsPerUsd, validateRateUpdate, type RateSnapshot } from "../../../shared/money/ecb";
import { parseEcbDaily } from "../../../shared/money/ecb-xml";
// The recorded ECB file (rates of 9 May 2025) and the shipped table (13 April 2026) live beside the project.
import sample from "../../../data/visa-fees/ecb-eurofxref-daily.sample.xml?raw";
import ratesFile from "../../../data/visa-fees/rates-usd.json";
import { day } from "../fixtures/domain";

/** What D1 holds after the seed: the shipped table. */
const SEEDED: RateSnapshot = { asOn: day("2026-04-13"), market: ratesFile.rates, pegged: ratesFile.pegged };
const TODAY = day("2026-04-15");

/** The recorded file re-dated to the day after the shipped table, so it is a plausible next update. */
const NEXT_DAY = sample.replace("time='2025-05-09'", "time='2026-04-14'");

function refusal(outcome: { ok: boolean; code?: string; reason?: string }) {
  return outcome.ok ? "accepted" : { code: outcome.code, reason: outcome.reason };
}

describe("parseEcbDaily on the recorded file", () => {
  it("reads the date of the rates", () => {
    const parsed = parseEcbDaily(sample);
    expect(parsed.ok && parsed.value.asOn).toBe("2025-05-09");
  });

  it("reads every currency per EUR as published", () => {
    const parsed = parseEcbDaily(sample);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(Object.keys(parsed.value.unitsPerEur)).toHaveLength(30);
    expect(parsed.value.unitsPerEur).toMatchObject({ USD: 1.1252, INR: 96.0755, GBP: 0.8477, IDR: 18606.59, BGN: 1.9558 });
  });

  it("accepts double-quoted attributes", () => {
    const parsed = parseEcbDaily(sample.replaceAll("'", '"'));
    expect(parsed.ok && parsed.value.unitsPerEur.JPY).toBe(163.36);
  });
});

describe("parseEcbDaily refuses a malformed file", () => {
  it.each([
    ["an HTML error page", "<!doctype html><html><body>Service unavailable</body></html>", "malformed ECB file: no complete gesmes:Envelope"],
    ["a truncated file", sample.slice(0, 900), "malformed ECB file: no complete gesmes:Envelope"],
    ["an empty dated Cube", sample.replace(/<Cube currency=[^>]*\/>\s*/g, ""), "malformed ECB file: no rates for 2025-05-09"],
    [
      "a file without the dated Cube",
      sample.replace("<Cube time='2025-05-09'>", "").replace("</Cube>", ""),
      "malformed ECB file: unexpected <Cube currency='USD' rate='1.1252'/>",
    ],
    [
      "a second date",
      sample.replace("\t\t</Cube>\n\t</Cube>", "\t\t</Cube>\n\t\t<Cube time='2025-05-08'>\n\t\t</Cube>\n\t</Cube>"),
      "malformed ECB file: unexpected <Cube time='2025-05-08'>",
    ],
    ["an impossible date", sample.replace("2025-05-09", "2025-02-30"), 'malformed ECB file: time "2025-02-30" is not a calendar date'],
    ["a rate that is not a number", sample.replace("rate='96.0755'", "rate='n/a'"), 'malformed ECB file: rate "n/a" of INR is not a number'],
    ["a duplicate currency", sample.replace("currency='JPY'", "currency='USD'"), "malformed ECB file: USD appears twice"],
    [
      "a currency that is not an ISO code",
      sample.replace("currency='JPY'", "currency='yen'"),
      'malformed ECB file: currency "yen" is not an ISO 4217 code',
    ],
    [
      "an unknown attribute",
      sample.replace("rate='96.0755'", "rate='96.0755' note='x'"),
      "malformed ECB file: unexpected <Cube currency='INR' rate='96.0755' note='x'/>",
    ],
    ["an oversized body", sample + " ".repeat(70_000), "malformed ECB file: larger than 65536 characters"],
  ])("%s", (_name, xml, reason) => {
    expect(refusal(parseEcbDaily(xml))).toEqual({ code: "malformed", reason });
  });

  it.each([
    ["zero", "0", "rate of INR (0) is not a positive finite number"],
    ["negative", "-96.0755", "rate of INR (-96.0755) is not a positive finite number"],
    ["infinite", "1e999", "rate of INR (Infinity) is not a positive finite number"],
  ])("refuses a %s rate as a bad rate", (_name, rate, reason) => {
    expect(refusal(parseEcbDaily(sample.replace("rate='96.0755'", `rate='${rate}'`)))).toEqual({ code: "bad-rate", reason });
  });
});

describe("toUnitsPerUsd", () => {
  const parsed = parseEcbDaily(sample);
  const market = parsed.ok ? toUnitsPerUsd(parsed.value) : null;
  const rates = market?.ok ? market.value : {};

  it.each([
    ["USD", 1],
    ["EUR", 0.888731],
    ["INR", 85.3853],
    ["GBP", 0.753377],
    ["JPY", 145.183],
    ["IDR", 16536.3],
    ["CHF", 0.83123],
    ["ZAR", 18.2043],
    ["BGN", 1.73818],
  ])("gives %s per USD to 6 significant digits", (currency, expected) => {
    expect(rates[currency]).toBe(expected);
  });

  it("adds EUR to the 30 published currencies", () => {
    expect(Object.keys(rates)).toHaveLength(31);
  });

  it("refuses rates without USD", () => {
    const withoutUsd = { asOn: day("2025-05-09"), unitsPerEur: { INR: 96.0755 } };
    expect(refusal(toUnitsPerUsd(withoutUsd))).toEqual({ code: "missing-currency", reason: "the ECB file of 2025-05-09 has no USD rate" });
  });
});

describe("derivePegs", () => {
  it("keeps fixed USD pegs at their value", () => {
    expect(derivePegs({ INR: 85.3853, ZAR: 18.2043 }, { AED: 3.6725, SAR: 3.75 })).toEqual({ AED: 3.6725, SAR: 3.75 });
  });

  it("moves BTN and NPR with INR and NAD with ZAR", () => {
    expect(derivePegs({ INR: 85.3853, ZAR: 18.2043 }, { BTN: 93.3302, NPR: 149.328, NAD: 16.591 })).toEqual({
      BTN: 85.3853,
      NPR: 136.616,
      NAD: 18.2043,
    });
  });
});

describe("prepareRateUpdate against the shipped table", () => {
  it("accepts the recorded rates dated after the shipped table", () => {
    const update = prepareRateUpdate(NEXT_DAY, SEEDED, TODAY);
    if (!update.ok) throw new Error(update.reason);
    expect(update.value.asOn).toBe("2026-04-14");
    expect(update.value.market).toMatchObject({ USD: 1, EUR: 0.888731, INR: 85.3853, THB: 33.0004 });
  });

  it("keeps all 13 pegged currencies, re-deriving those tied to INR and ZAR", () => {
    const update = prepareRateUpdate(NEXT_DAY, SEEDED, TODAY);
    if (!update.ok) throw new Error(update.reason);
    expect(update.value.pegged).toEqual({
      AED: 3.6725,
      SAR: 3.75,
      QAR: 3.64,
      OMR: 0.3845,
      BHD: 0.376,
      JOD: 0.709,
      BSD: 1,
      BBD: 2,
      PAB: 1,
      XCD: 2.7,
      BTN: 85.3853,
      NPR: 136.616,
      NAD: 18.2043,
    });
  });

  it("refuses the recorded file as it is, because 9 May 2025 is older than the shipped table", () => {
    expect(refusal(prepareRateUpdate(sample, SEEDED, TODAY))).toEqual({
      code: "not-newer",
      reason: "the rates of 2025-05-09 are not newer than the current rates of 2026-04-13",
    });
  });

  it("refuses rates of the same date as the current ones", () => {
    const sameDay = sample.replace("time='2025-05-09'", "time='2026-04-13'");
    expect(refusal(prepareRateUpdate(sameDay, SEEDED, TODAY))).toMatchObject({ code: "not-newer" });
  });

  it("refuses rates dated in the future", () => {
    const future = sample.replace("time='2025-05-09'", "time='2026-04-16'");
    expect(refusal(prepareRateUpdate(future, SEEDED, TODAY))).toEqual({
      code: "future-date",
      reason: "the rates of 2026-04-16 are dated after today (2026-04-15)",
    });
  });

  it("refuses a file without INR", () => {
    const withoutInr = NEXT_DAY.replace("<Cube currency='INR' rate='96.0755'/>", "");
    expect(refusal(prepareRateUpdate(withoutInr, SEEDED, TODAY))).toEqual({
      code: "missing-currency",
      reason: "the rates of 2026-04-14 have no INR",
    });
  });

  it("refuses a file without USD", () => {
    const withoutUsd = NEXT_DAY.replace("<Cube currency='USD' rate='1.1252'/>", "");
    expect(refusal(prepareRateUpdate(withoutUsd, SEEDED, TODAY))).toEqual({
      code: "missing-currency",
      reason: "the ECB file of 2026-04-14 has no USD rate",
    });
  });

  it("refuses a malformed file with the parser's reason", () => {
    expect(refusal(prepareRateUpdate("<html>", SEEDED, TODAY))).toEqual({
      code: "malformed",
      reason: "malformed ECB file: no complete gesmes:Envelope",
    });
  });
});

describe("validateRateUpdate", () => {
  const previous: RateSnapshot = { asOn: day("2025-05-09"), market: { USD: 1, INR: 85.3853, ZAR: 18.2043, EUR: 0.888731 }, pegged: { AED: 3.6725 } };
  const next = (market: Record<string, number>, asOn = "2025-05-12"): RateSnapshot => ({ asOn: day(asOn), market, pegged: { AED: 3.6725 } });

  it("refuses a currency that moved 40% against the last good table", () => {
    const moved = next({ USD: 1, INR: 119.539, ZAR: 18.2043, EUR: 0.888731 });
    expect(refusal(validateRateUpdate(previous, moved, day("2025-05-12")))).toEqual({
      code: "implausible-move",
      reason: "moves of more than 25.0% against the rates of 2025-05-09: INR 85.3853 → 119.539 (40.0%)",
    });
  });

  it("accepts a move of exactly 25%", () => {
    const flat = { asOn: day("2025-05-09"), market: { USD: 1, INR: 100, ZAR: 20 }, pegged: {} };
    expect(validateRateUpdate(flat, next({ USD: 1, INR: 125, ZAR: 20 }), day("2025-05-12")).ok).toBe(true);
  });

  it("refuses a non-finite rate", () => {
    const broken = next({ USD: 1, INR: Number.NaN, ZAR: 18.2043 });
    expect(refusal(validateRateUpdate(previous, broken, day("2025-05-12")))).toEqual({
      code: "bad-rate",
      reason: "rate of INR (NaN) is not a positive finite number",
    });
  });

  it("refuses a non-positive pegged rate", () => {
    const broken = { ...next({ USD: 1, INR: 85.4, ZAR: 18.2 }), pegged: { AED: 0 } };
    expect(refusal(validateRateUpdate(previous, broken, day("2025-05-12")))).toMatchObject({ code: "bad-rate" });
  });

  it("refuses rates without ZAR, the anchor of NAD", () => {
    expect(refusal(validateRateUpdate(previous, next({ USD: 1, INR: 85.4 }), day("2025-05-12")))).toEqual({
      code: "missing-currency",
      reason: "the rates of 2025-05-12 have no ZAR",
    });
  });

  it("accepts a table that lost one currency the ECB stopped quoting", () => {
    expect(validateRateUpdate(previous, next({ USD: 1, INR: 85.4, ZAR: 18.2 }), day("2025-05-12")).ok).toBe(true);
  });

  it("refuses a table that lost more than three currencies", () => {
    const wide = { ...previous, market: { USD: 1, INR: 85, ZAR: 18, EUR: 0.9, GBP: 0.75, JPY: 145, CHF: 0.83 } };
    expect(refusal(validateRateUpdate(wide, next({ USD: 1, INR: 85, ZAR: 18 }), day("2025-05-12")))).toEqual({
      code: "dropped-currencies",
      reason: "4 currencies of the current rates are missing: EUR, GBP, JPY, CHF",
    });
  });
});

describe("ratesAttribution", () => {
  it("names the ECB and the rates' date in words", () => {
    expect(ratesAttribution(day("2025-05-09"))).toBe("Exchange rates: European Central Bank euro reference rates of 9 May 2025");
  });
});
