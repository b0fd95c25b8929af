/**
 * @module A plan begun from another page, and the passport a plan starts with. `to` names the first stop's country
 * ("Plan a trip with this destination" under a check): the form opens with it, the passport and the documents filled
 * in, waiting for the dates. What is only missing then is not an error, so those messages are left out; a wrong value
 * still gets its own. A URL that names no passport and no stops starts with the visitor's passport (from their
 * country, decision 3), as the finder and the fee pages do.
 */
import type { CountryCode } from "../units/country-code";
import { TRIP_MESSAGES } from "./messages";
import { readTripSearch, type TripReadContext, type TripReading, type TripSearch } from "./query";

/** The page's parameters: the plan's, and `to` (ISO 3166-1 alpha-2) to begin one. */
export type TripPageSearch = TripSearch & { to?: string };

/** What reading the page needs besides the URL: the plan's context and the visitor's country. */
export interface TripPageContext extends TripReadContext {
  /**
   * The visitor's country (request.cf.country; null when unknown): a plan whose URL names no passport and no stops
   * starts with its passport when it is a country of the data. Left out (the API, the calendar file): none.
   */
  visitorCountry?: CountryCode | null;
}

/** The page's reading: the plan's, and whether it was begun from another page. */
export type TripPageReading = TripReading & {
  /** A plan opened from another page (`to`), its dates still to come. */
  begun: boolean;
};

/** Longest `to` read: a code and room for spaces. */
const TO_MAX = 8;

const MISSING: ReadonlySet<string> = new Set([TRIP_MESSAGES.passportMissing, TRIP_MESSAGES.arriveMissing, TRIP_MESSAGES.departMissing]);

/**
 * Reads the page's URL: the plan (query.ts), or, with `to` and no stops, a plan begun with that country as a stay.
 * Where the URL names no passport and no stops, the plan starts with the visitor's passport (`context.visitorCountry`,
 * when the data has it). Such a plan is never sound (it has no stops, or a stop still to complete), so no answer is
 * computed for a passport the URL does not name: the answer's own address (view.ts `query`) always does. Never throws.
 * @example readTripPage({ passport: "IN", to: "TH" }, context).rows[0]?.country // "TH" (no message: the dates are still to come)
 * @example readTripPage({}, { ...context, visitorCountry: "AE" }).passports // ["AE"] (an empty form, without messages)
 */
export function readTripPage(search: TripPageSearch, context: TripPageContext): TripPageReading {
  const visitor = context.visitorCountry;
  const named = (value: string | undefined) => (value ?? "").trim() !== "";
  const startsWith = !named(search.passport) && !named(search.stops) && visitor && context.isKnownCountry(visitor) ? visitor : undefined;
  const passport = startsWith ?? search.passport;
  const to = (search.to ?? "").trim().slice(0, TO_MAX).replace(/[~,]/g, "");
  if (named(search.stops) || !to) {
    // Nothing asked but the passport filled in: still the empty form, without messages.
    if (startsWith && !named(search.holds)) return { ...readTripSearch({}, context), passports: [startsWith], begun: false };
    return { ...readTripSearch({ passport, holds: search.holds, stops: search.stops }, context), begun: false };
  }
  const reading = readTripSearch({ passport, holds: search.holds, stops: `${to}~~~s` }, context);
  const keep = <T extends Record<string, string | undefined>>(problems: T) =>
    Object.fromEntries(Object.entries(problems).filter(([, message]) => message !== undefined && !MISSING.has(message))) as T;
  return {
    ...reading,
    problems: keep(reading.problems),
    rows: reading.rows.map((row) => ({ ...row, problems: keep(row.problems) })),
    begun: true,
  };
}
