/**
 * @module For a dual citizen, which passport makes a stop easier and why: the lower level on the ease scale
 * (ease.ts: nothing to get, on arrival, eTA, e-Visa, transit visa, visa), then, on the same rule, the lower fee where
 * both are known. A passport whose rule is not known here (transit rules are known for Indian passports only) cannot
 * be said to be easier or harder.
 */
import type { Country } from "../countries/country";
import type { CountryCode } from "../units/country-code";
import type { PassportStop } from "./stop";
import { COMPARE_TEXTS } from "./trip-texts";

/** The comparison at one stop. */
export interface PassportChoice {
  /** The easier passport, or null when both are the same or one is unknown. */
  easier: CountryCode | null;
  reason: string;
}

/**
 * Compares the two passports' answers at one stop.
 * @example comparePassports([india, uk], [inStop, gbStop]).reason // "Easier with your United Kingdom passport: No visa needed, against …"
 */
export function comparePassports(passports: readonly [Country, Country], answers: readonly [PassportStop, PassportStop]): PassportChoice {
  const [a, b] = answers;
  const [pa, pb] = passports;
  if (a.level === null) return { easier: null, reason: COMPARE_TEXTS.unknown(pa.name) };
  if (b.level === null) return { easier: null, reason: COMPARE_TEXTS.unknown(pb.name) };
  if (a.level !== b.level) {
    const [win, lose, wp, lp] = a.level < b.level ? [a, b, pa, pb] : [b, a, pb, pa];
    return { easier: wp.code, reason: COMPARE_TEXTS.easier(wp.name, win.summary, lp.name, lose.summary) };
  }
  const usdA = a.fee.status === "listed" ? a.fee.amounts.usd : null;
  const usdB = b.fee.status === "listed" ? b.fee.amounts.usd : null;
  if (usdA !== null && usdB !== null && usdA !== usdB && a.fee.status === "listed" && b.fee.status === "listed") {
    const [win, lose, wp] = usdA < usdB ? [a.fee, b.fee, pa] : [b.fee, a.fee, pb];
    return { easier: wp.code, reason: COMPARE_TEXTS.cheaper(wp.name, win.text, lose.text) };
  }
  return { easier: null, reason: COMPARE_TEXTS.same(a.summary) };
}
