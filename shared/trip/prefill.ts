/**
 * @module A plan begun from another page ("Plan a trip with this destination" under a check): `to` names the first
 * stop's country, and the form opens with it, the passport and the documents filled in, waiting for the dates. What
 * is only missing then is not an error, so those messages are left out; a wrong value still gets its own.
 */
import { TRIP_MESSAGES } from "./messages";
import { readTripSearch, type TripReadContext, type TripReading, type TripSearch } from "./query";

/** The page's parameters: the plan's, and `to` (ISO 3166-1 alpha-2) to begin one. */
export type TripPageSearch = TripSearch & { to?: string };

/** Longest `to` read: a code and room for spaces. */
const TO_MAX = 8;

const MISSING: ReadonlySet<string> = new Set([TRIP_MESSAGES.passportMissing, TRIP_MESSAGES.arriveMissing, TRIP_MESSAGES.departMissing]);

/**
 * Reads the page's URL: the plan (query.ts), or, with `to` and no stops, a plan begun with that country as a stay.
 * Never throws.
 * @example readTripPage({ passport: "IN", to: "TH" }, context).rows[0]?.country // "TH" (no message: the dates are still to come)
 */
export function readTripPage(search: TripPageSearch, context: TripReadContext): TripReading & { begun: boolean } {
  const to = (search.to ?? "").trim().slice(0, TO_MAX).replace(/[~,]/g, "");
  if (search.stops || !to)
    return { ...readTripSearch({ passport: search.passport, holds: search.holds, stops: search.stops, post: search.post }, context), begun: false };
  const reading = readTripSearch({ passport: search.passport, holds: search.holds, stops: `${to}~~~s` }, context);
  const keep = <T extends Record<string, string | undefined>>(problems: T) =>
    Object.fromEntries(Object.entries(problems).filter(([, message]) => message !== undefined && !MISSING.has(message))) as T;
  return {
    ...reading,
    problems: keep(reading.problems),
    rows: reading.rows.map((row) => ({ ...row, problems: keep(row.problems) })),
    begun: true,
  };
}
