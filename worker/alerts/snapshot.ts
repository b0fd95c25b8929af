/**
 * @module What a follow's page says now (issue #47): its title, facts and dated events, read through the services the
 * pages and the API answer from (the public API's pair, fees and requirements; the concessions; the trip planner), so
 * an alert says exactly what the page says.
 */
import { CONCESSIONS_PASSPORT } from "../../shared/concessions/holds";
import type { AlertEvent } from "../../shared/alerts/events";
import { applyByEvents, pairEndEvent, tripEndEvents } from "../../shared/alerts/events";
import { type AlertFact, pairFacts, passportFacts } from "../../shared/alerts/facts";
import type { Follow } from "../../shared/alerts/follow";
import { tripFacts, tripLastDay } from "../../shared/alerts/trip-facts";
import { HOME_CURRENCY } from "../../shared/money/visitor-currency";
import type { TripPageSearch } from "../../shared/trip/prefill";
import { formatIsoDate, type IsoDate } from "../../shared/units/iso-date";
import { type CurrencyCode, minorUnitExponent } from "../../shared/units/money";
import type { Db } from "../db/client";
import { listConcessions } from "../db/queries/concessions";
import { listCountries } from "../db/queries/countries";
import { CountryNotFoundError } from "../services/errors";
import { keptForVersion } from "../services/kept-for-version";
import { apiFees, apiPair, apiRequirements } from "../services/public-api";
import { loadTripPage } from "../services/trip";

/** A follow as its page says it today. */
export interface FollowSnapshot {
  /** The follow in its canonical form (a trip as the planner writes its query back). */
  follow: Follow;
  title: string;
  facts: AlertFact[];
  /** What the day brings (apply-by reminders, a rule ending within 30 days), not yet filtered by what was told. */
  events: AlertEvent[];
  /** A trip's last day, else null. */
  endsOn: IsoDate | null;
}

/** Why a follow cannot be read: its pair or passport is not in the data, or its trip is not a sound plan. */
export type SnapshotProblem = "unknown-pair" | "unknown-passport" | "bad-trip";

const exponentOf = (currency: string) => {
  try {
    return minorUnitExponent(currency as CurrencyCode);
  } catch {
    return 2;
  }
};

async function countryNames(db: Db): Promise<Map<string, string>> {
  const countries = await keptForVersion(db, "trip-countries", () => listCountries(db));
  return new Map(countries.map((c) => [c.code as string, c.name]));
}

/** The trip page's search of a stored query ("?passport=IN&stops=…"): every parameter the planner reads, first value. */
function tripSearchOf(query: string): TripPageSearch {
  const params = new URLSearchParams(query);
  const search: Record<string, string> = {};
  for (const name of ["passport", "holds", "stops", "post"] as const) {
    const value = params.get(name);
    if (value !== null) search[name] = value;
  }
  return search;
}

/** "Your trip: United Arab Emirates, United Kingdom, France (1 Mar to 20 Mar 2027)". */
function tripTitle(stops: readonly { country: { name: string }; arriveOn: string; departOn: string }[]): string {
  const names = [...new Set(stops.map((s) => s.country.name))].join(", ");
  const first = stops[0]?.arriveOn;
  const last = stops.at(-1)?.departOn;
  return first && last ? `Your trip: ${names} (${formatIsoDate(first as IsoDate)} to ${formatIsoDate(last as IsoDate)})` : `Your trip: ${names}`;
}

/**
 * The follow's title, facts and events as of `today` (YYYY-MM-DD, UTC), or the problem that stops it being followed.
 * Never throws for a follow the data does not know; a D1 failure propagates.
 */
export async function followSnapshot(db: Db, follow: Follow, today: IsoDate): Promise<FollowSnapshot | SnapshotProblem> {
  const names = await countryNames(db);
  if (follow.kind === "pair") {
    const { passport, destination } = follow;
    const passportName = names.get(passport);
    const destinationName = names.get(destination);
    if (!passportName || !destinationName) return "unknown-pair";
    try {
      const [pair, fees, concessions] = await Promise.all([
        apiPair(db, today, passport, destination),
        apiFees(db, today, passport, destination),
        passport === CONCESSIONS_PASSPORT ? listConcessions(db, passport) : Promise.resolve([]),
      ]);
      const inForce = concessions.filter(
        (c) =>
          c.destination === destination && (c.validFrom === null || c.validFrom <= today) && (c.validUntilOn === null || c.validUntilOn >= today),
      );
      const title = `${passportName} passport → ${destinationName}`;
      const facts = pairFacts(title, pair, fees, inForce, exponentOf);
      const ends = pair.provenance.endsOn;
      const entry = facts.find((f) => f.key === "entry");
      const endText = pair.provenance.notices.find((n) => n.includes("set to end")) ?? `The rule shown ends on ${ends ? formatIsoDate(ends) : ""}.`;
      return { follow, title, facts, events: pairEndEvent(title, ends, endText, entry?.source ?? null, today), endsOn: null };
    } catch (error) {
      if (error instanceof CountryNotFoundError) return "unknown-pair";
      throw error;
    }
  }
  if (follow.kind === "passport") {
    const passportName = names.get(follow.passport);
    if (!passportName) return "unknown-passport";
    try {
      const requirements = await apiRequirements(db, today, follow.passport);
      return {
        follow,
        title: `${passportName} passport: every destination`,
        facts: passportFacts(`${passportName} passport`, requirements, (code) => names.get(code) ?? code),
        events: [],
        endsOn: null,
      };
    } catch (error) {
      if (error instanceof CountryNotFoundError) return "unknown-passport";
      throw error;
    }
  }
  const page = await loadTripPage(db, today, HOME_CURRENCY, tripSearchOf(follow.query));
  const view = page.view;
  if (!view) return "bad-trip";
  return {
    follow: { kind: "trip", query: view.query },
    title: tripTitle(view.stops),
    facts: tripFacts(view),
    events: [...applyByEvents(view, today), ...tripEndEvents(view, today)],
    endsOn: tripLastDay(view),
  };
}
