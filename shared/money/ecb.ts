/**
 * @module A daily refresh of the rate table from the ECB's euro reference rates: conversion to units per
 * USD, official pegs carried along, and the checks that refuse a malformed or implausible update (the last
 * good table then stays). Source: https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml
 */
import type { IsoDate } from "../units/iso-date";
import { parseEcbDaily, refuse, type EcbDaily, type Outcome } from "./ecb-xml";

/** A dated rate table split as D1 stores it: ECB-derived "market" rates and official "pegged" ones. */
export interface RateSnapshot {
  /** The ECB date of the market rates. */
  asOn: IsoDate;
  /** ISO 4217 → units per 1 USD, from the ECB (USD is 1, EUR is 1 / ECB's USD rate). */
  market: Readonly<Record<string, number>>;
  /** ISO 4217 → units per 1 USD under an official peg (AED 3.6725, …; BTN, NPR, NAD derived below). */
  pegged: Readonly<Record<string, number>>;
}

/**
 * Pegs to a currency the ECB quotes, so their per-USD value moves with it (rates-usd.json `peggedSources`):
 * BTN at par with INR, NPR at 1.6 per INR (Nepal Rastra Bank), NAD at par with ZAR.
 */
export const DERIVED_PEGS: Readonly<Record<string, { anchor: string; unitsPerAnchor: number }>> = {
  BTN: { anchor: "INR", unitsPerAnchor: 1 },
  NPR: { anchor: "INR", unitsPerAnchor: 1.6 },
  NAD: { anchor: "ZAR", unitsPerAnchor: 1 },
};

/** Largest plausible day-to-day move of one currency against the last good table (a fraction: 0.25 = 25%). */
export const MAX_MOVE = 0.25;

/** Currencies the ECB may stop quoting (as with BGN, HRK) before a refresh looks broken rather than routine. */
export const MAX_DROPPED_CURRENCIES = 3;

/** USD and INR drive every conversion on the site; ZAR anchors NAD. */
const REQUIRED = [...new Set(["USD", "INR", ...Object.values(DERIVED_PEGS).map((p) => p.anchor)])];

/**
 * Rounds to 6 significant digits, the precision of rates-usd.json.
 * @example sixSignificant(96.0755 / 1.1252) // 85.3853
 */
export function sixSignificant(value: number): number {
  return Number(value.toPrecision(6));
}

/**
 * Converts ECB units per EUR to units per USD: rate(X) / rate(USD), EUR = 1 / rate(USD), USD = 1,
 * each rounded to 6 significant digits.
 * @returns the market rates, or a "missing-currency" refusal when the file has no USD rate.
 * @example toUnitsPerUsd({ asOn, unitsPerEur: { USD: 1.1252, INR: 96.0755 } }) // { ok: true, value: { EUR: 0.888731, INR: 85.3853, USD: 1 } }
 */
export function toUnitsPerUsd(daily: EcbDaily): Outcome<Record<string, number>> {
  const eurUsd = daily.unitsPerEur.USD;
  if (eurUsd === undefined) return refuse("missing-currency", `the ECB file of ${daily.asOn} has no USD rate`);
  const market: Record<string, number> = { EUR: sixSignificant(1 / eurUsd) };
  for (const [currency, rate] of Object.entries(daily.unitsPerEur)) market[currency] = currency === "USD" ? 1 : sixSignificant(rate / eurUsd);
  return { ok: true, value: market };
}

/**
 * The pegged rates that go with new market rates: fixed USD pegs keep their value from the previous table,
 * and {@link DERIVED_PEGS} are recomputed from their anchor (6 significant digits). A derived peg whose
 * anchor is missing keeps its previous value (validation refuses such an update anyway).
 * @example derivePegs({ INR: 85.3853, ZAR: 18.2043 }, { AED: 3.6725, NPR: 149.328 }) // { AED: 3.6725, NPR: 136.616 }
 */
export function derivePegs(market: Readonly<Record<string, number>>, previousPegged: Readonly<Record<string, number>>): Record<string, number> {
  const pegged: Record<string, number> = {};
  for (const [currency, value] of Object.entries(previousPegged)) {
    const derived = DERIVED_PEGS[currency];
    const anchor = derived ? market[derived.anchor] : undefined;
    pegged[currency] = derived && anchor !== undefined ? sixSignificant(anchor * derived.unitsPerAnchor) : value;
  }
  return pegged;
}

function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`;
}

/**
 * Decides whether `next` may replace `previous`. Refuses, with a reason: a missing USD, INR or peg anchor
 * ("missing-currency"); a zero, negative or non-finite rate ("bad-rate"); a date not after the previous one
 * ("not-newer") or after `today` ("future-date"); any currency moving more than {@link MAX_MOVE} against
 * the previous table ("implausible-move", every such currency named); more than
 * {@link MAX_DROPPED_CURRENCIES} previous market currencies absent ("dropped-currencies").
 * @param today the UTC calendar day of the refresh.
 * @returns `next` unchanged when it passes.
 * @example validateRateUpdate(seeded, next, "2026-04-15").ok // true
 */
export function validateRateUpdate(previous: RateSnapshot, next: RateSnapshot, today: IsoDate): Outcome<RateSnapshot> {
  const missing = REQUIRED.filter((c) => next.market[c] === undefined);
  if (missing.length > 0) return refuse("missing-currency", `the rates of ${next.asOn} have no ${missing.join(", ")}`);
  for (const [currency, rate] of [...Object.entries(next.market), ...Object.entries(next.pegged)]) {
    if (!Number.isFinite(rate) || rate <= 0) return refuse("bad-rate", `rate of ${currency} (${rate}) is not a positive finite number`);
  }
  if (next.asOn <= previous.asOn) {
    return refuse("not-newer", `the rates of ${next.asOn} are not newer than the current rates of ${previous.asOn}`);
  }
  if (next.asOn > today) return refuse("future-date", `the rates of ${next.asOn} are dated after today (${today})`);

  const moves: string[] = [];
  for (const [currency, before] of Object.entries(previous.market)) {
    const after = next.market[currency];
    if (after === undefined) continue;
    const move = Math.abs(after - before) / before;
    if (move > MAX_MOVE) moves.push(`${currency} ${before} → ${after} (${percent(move)})`);
  }
  if (moves.length > 0) {
    return refuse("implausible-move", `moves of more than ${percent(MAX_MOVE)} against the rates of ${previous.asOn}: ${moves.join("; ")}`);
  }
  const dropped = Object.keys(previous.market).filter((c) => next.market[c] === undefined);
  if (dropped.length > MAX_DROPPED_CURRENCIES) {
    return refuse("dropped-currencies", `${dropped.length} currencies of the current rates are missing: ${dropped.join(", ")}`);
  }
  return { ok: true, value: next };
}

/**
 * The whole refresh decision, pure: parse the ECB file, convert to USD, carry the pegs, validate.
 * @param xml the body of eurofxref-daily.xml.
 * @param previous the last good table (what D1 holds now).
 * @param today the UTC calendar day of the refresh.
 * @returns the snapshot to store, or the refusal to log (the caller then keeps `previous`).
 * @example prepareRateUpdate(xml, seeded, "2026-04-15") // { ok: false, code: "not-newer", … } for an older file
 */
export function prepareRateUpdate(xml: string, previous: RateSnapshot, today: IsoDate): Outcome<RateSnapshot> {
  const daily = parseEcbDaily(xml);
  if (!daily.ok) return daily;
  const market = toUnitsPerUsd(daily.value);
  if (!market.ok) return market;
  return validateRateUpdate(previous, { asOn: daily.value.asOn, market: market.value, pegged: derivePegs(market.value, previous.pegged) }, today);
}

const LONG_DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/**
 * The site's attribution line for rates of a date (same words as the seed's `rates-usd` dataset row).
 * @example ratesAttribution("2025-05-09") // "Exchange rates: European Central Bank euro reference rates of 9 May 2025"
 */
export function ratesAttribution(asOn: IsoDate): string {
  return `Exchange rates: European Central Bank euro reference rates of ${LONG_DATE.format(new Date(`${asOn}T00:00:00Z`))}`;
}

/**
 * The site's attribution line for the second rate source (same words as the seed's `rates-open` dataset row): the
 * currencies the ECB does not quote, from fawazahmed0/exchange-api (CC0), with the snapshot's date.
 * @example openRatesAttribution("2026-09-29") // "Other currencies from fawazahmed0/exchange-api (CC0), rates of 29 September 2026"
 */
export function openRatesAttribution(asOn: IsoDate): string {
  return `Other currencies from fawazahmed0/exchange-api (CC0), rates of ${LONG_DATE.format(new Date(`${asOn}T00:00:00Z`))}`;
}
