/**
 * @module A plan begun from another page, and the passport a plan starts with. `to` names the first stop's country
 * ("Plan a trip with this destination" under a check); `schengen` hands over the Schengen calculator's stays (its
 * "Plan a whole trip", shared/trip/links.ts). The form opens with them filled in, waiting for what is still to come:
 * the dates, or each stay's country. What is only missing then is not an error, so those messages are left out; a
 * wrong value still gets its own. A URL that names no passport and no stops starts with the visitor's passport (from
 * their country, decision 3), as the finder and the fee pages do.
 */
import type { CountryCode } from "../units/country-code";
import { TRIP_MESSAGES } from "./messages";
import { MAX_STOPS, STOP_KIND_LETTERS } from "./plan";
import { readTripSearch, type TripReadContext, type TripReading, type TripSearch } from "./query";

/**
 * The page's parameters: the plan's, `to` (ISO 3166-1 alpha-2) to begin one with a destination, and `schengen`
 * (`entry~exit`, comma-separated, dates YYYY-MM-DD, the exit possibly blank) to begin one with Schengen stays.
 */
export type TripPageSearch = TripSearch & { to?: string; schengen?: string };

/** What reading the page needs besides the URL: the plan's context and the visitor's country. */
export interface TripPageContext extends TripReadContext {
  /**
   * The visitor's country (request.cf.country; null when unknown): a plan whose URL names no passport and no stops
   * starts with its passport when it is a country of the data. Left out (the API, the calendar file): none.
   */
  visitorCountry?: CountryCode | null;
}

/** The page's reading: the plan's, whether it was begun from another page, and what the form says about that. */
export type TripPageReading = TripReading & {
  /** A plan opened from another page (`to` or `schengen`), its dates or countries still to come. */
  begun: boolean;
  /** Said above the stops when the plan was begun with the calculator's stays (null otherwise). */
  beginNote: string | null;
};

/** Longest `to` read: a code and room for spaces. */
const TO_MAX = 8;
/** Longest `schengen` read: one stay more than a plan takes (so the planner says it cut some), of 21 characters and a comma. */
export const SCHENGEN_PARAM_MAX = (MAX_STOPS + 1) * 22;

/** The form's words over stays handed over by the Schengen calculator, whose stays name no country. */
export const SCHENGEN_BEGUN_NOTE =
  "Your stays from the Schengen calculator are the stops below: choose the Schengen country of each (the calculator does not ask which).";

const MISSING: ReadonlySet<string> = new Set([
  TRIP_MESSAGES.passportMissing,
  TRIP_MESSAGES.countryMissing,
  TRIP_MESSAGES.arriveMissing,
  TRIP_MESSAGES.departMissing,
]);

/**
 * The `stops` text of the calculator's stays: each a stay whose country is still to choose (`~entry~exit~s`).
 * Anything after a stay's exit (the calculator's `~r`) is dropped, and `,` cannot appear inside a value.
 */
function schengenStops(schengen: string): string {
  return schengen
    .slice(0, SCHENGEN_PARAM_MAX)
    .split(",")
    .filter((part) => part.trim() !== "")
    .map((part) => {
      const [entry = "", exit = ""] = part.split("~").map((p) => p.trim());
      return `~${entry}~${exit}~${STOP_KIND_LETTERS.stay}`;
    })
    .join(",");
}

/**
 * Reads the page's URL: the plan (query.ts); with `schengen` or `to` and no stops, a plan begun with those stays or
 * that country as a stay. Where the URL names no passport and no stops, the plan starts with the visitor's passport
 * (`context.visitorCountry`, when the data has it). Such a plan is never sound (it has no stops, or stops still to
 * complete), so no answer is computed for a passport the URL does not name: the answer's own address
 * (view.ts `query`) always does. Never throws.
 * @example readTripPage({ passport: "IN", to: "TH" }, context).rows[0]?.country // "TH" (no message: the dates are still to come)
 * @example readTripPage({}, { ...context, visitorCountry: "AE" }).passports // ["AE"] (an empty form, without messages)
 * @example readTripPage({ schengen: "2027-03-01~2027-03-10" }, context).rows[0] // { country: "", arrive: "2027-03-01", depart: "2027-03-10", kind: "s", problems: {} }
 */
export function readTripPage(search: TripPageSearch, context: TripPageContext): TripPageReading {
  const visitor = context.visitorCountry;
  const named = (value: string | undefined) => (value ?? "").trim() !== "";
  const startsWith = !named(search.passport) && !named(search.stops) && visitor && context.isKnownCountry(visitor) ? visitor : undefined;
  const passport = startsWith ?? search.passport;
  const to = (search.to ?? "").trim().slice(0, TO_MAX).replace(/[~,]/g, "");
  const fromCalculator = named(search.schengen) ? schengenStops(search.schengen ?? "") : "";
  const begin = fromCalculator || (to ? `${to}~~~s` : "");
  if (named(search.stops) || !begin) {
    // Nothing asked but the passport filled in: still the empty form, without messages.
    if (startsWith && !named(search.holds)) return { ...readTripSearch({}, context), passports: [startsWith], begun: false, beginNote: null };
    return { ...readTripSearch({ passport, holds: search.holds, stops: search.stops, post: search.post }, context), begun: false, beginNote: null };
  }
  const reading = readTripSearch({ passport, holds: search.holds, stops: begin }, context);
  const keep = <T extends Record<string, string | undefined>>(problems: T) =>
    Object.fromEntries(Object.entries(problems).filter(([, message]) => message !== undefined && !MISSING.has(message))) as T;
  return {
    ...reading,
    problems: keep(reading.problems),
    rows: reading.rows.map((row) => ({ ...row, problems: keep(row.problems) })),
    begun: true,
    beginNote: fromCalculator ? SCHENGEN_BEGUN_NOTE : null,
  };
}
