/**
 * @module What a traveller follows (issue #47): a pair (a passport to a destination), a passport's changes, or a whole
 * trip (its stops, dates, passports and documents, as the trip planner's canonical query). A follow is stored by its
 * kind and a canonical key, so asking twice for the same thing follows it once.
 */
import { type CountryCode, parseCountryCode } from "../units/country-code";

/** The three things a traveller can follow. */
export const FOLLOW_KINDS = ["pair", "passport", "trip"] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** One followed thing. `trip.query`: the planner's canonical query (shared/trip/query.ts tripQuery, "?passport=…"). */
export type Follow =
  | { kind: "pair"; passport: CountryCode; destination: CountryCode }
  | { kind: "passport"; passport: CountryCode }
  | { kind: "trip"; query: string };

/** Longest trip query stored, in characters: the planner's longest canonical query with room to spare. */
export const TRIP_QUERY_MAX = 600;

/**
 * The follow's canonical key: "IN-TH" for a pair, "IN" for a passport, the query for a trip. With the kind it
 * identifies a follow of one address (the table's unique key).
 */
export function followKey(follow: Follow): string {
  switch (follow.kind) {
    case "pair":
      return `${follow.passport}-${follow.destination}`;
    case "passport":
      return follow.passport;
    case "trip":
      return follow.query;
  }
}

/**
 * The follow stored under `kind` and `key` (followKey's inverse), or null for a key that is not one (a row written by
 * another version, or tampered with).
 */
export function followOfKey(kind: string, key: string): Follow | null {
  if (kind === "pair") {
    const [a, b, ...rest] = key.split("-");
    const passport = parseCountryCode(a ?? "");
    const destination = parseCountryCode(b ?? "");
    return passport && destination && rest.length === 0 && passport !== destination ? { kind, passport, destination } : null;
  }
  if (kind === "passport") {
    const passport = parseCountryCode(key);
    return passport ? { kind, passport } : null;
  }
  if (kind === "trip") return key.startsWith("?") && key.length <= TRIP_QUERY_MAX ? { kind, query: key } : null;
  return null;
}

/** The fields of the "Get alerts" form that name what to follow (shared/schemas/alerts.ts). */
export interface FollowFields {
  follow: FollowKind;
  passport?: string;
  to?: string;
  trip?: string;
}

/**
 * The follow a form names, or null when its fields do not make one (a pair without its destination, a passport to
 * itself, a trip that is no planner query). Whether the data knows it is the snapshot's to say.
 */
export function followOfFields(fields: FollowFields): Follow | null {
  const passport = parseCountryCode(fields.passport ?? "");
  if (fields.follow === "pair") {
    const destination = parseCountryCode(fields.to ?? "");
    return passport && destination && passport !== destination ? { kind: "pair", passport, destination } : null;
  }
  if (fields.follow === "passport") return passport ? { kind: "passport", passport } : null;
  const trip = fields.trip?.trim() ?? "";
  return trip.startsWith("?") && trip.length <= TRIP_QUERY_MAX ? { kind: "trip", query: trip } : null;
}

/** The form's fields of a follow (followOfFields's inverse): what a page puts in its hidden inputs and links. */
export function fieldsOfFollow(follow: Follow): FollowFields {
  switch (follow.kind) {
    case "pair":
      return { follow: "pair", passport: follow.passport, to: follow.destination };
    case "passport":
      return { follow: "passport", passport: follow.passport };
    case "trip":
      return { follow: "trip", trip: follow.query };
  }
}
