/**
 * @module The trip plan in the URL, compact and shareable (like the Schengen calculator's), read the same by the page
 * and the API (`GET /api/v1/trips`):
 *
 * - `passport`: one or two ISO 3166-1 alpha-2 codes, comma-separated. `passport=IN` or `passport=IN,GB`
 * - `holds`: the documents held, the site's keys (shared/concessions/holds.ts). `holds=us-visa,uk-visa`
 * - `stops`: `country~arrive~depart~kind` per stop (dates YYYY-MM-DD; kind s, a or l: stay, airside, landside),
 *   comma-separated, in order. `stops=AE~2027-01-10~2027-01-10~a,GB~2027-01-10~2027-01-17~s`
 *
 * Reading never throws: every problem becomes a message for its field (shared/trip/messages.ts), and the plan is
 * null until every value is sound: known countries, dates in order, no overlap, at most 12 stops, each connection
 * within its transit rule's hours, no over-long value.
 */
import { readHolds } from "../concessions/holds";
import { MAX_YEARS_AHEAD } from "../schengen/calculator-query";
import { addYears } from "../schengen/days";
import { type CountryCode, parseCountryCode } from "../units/country-code";
import { type IsoDate, parseIsoDate } from "../units/iso-date";
import { effectiveKind, hoursFit } from "./connection";
import { connectionTooLongText, overlapText, TRIP_MESSAGES, tooEarlyText, unknownCountryText } from "./messages";
import { MAX_PASSPORTS, MAX_STOPS, STOP_KIND_LETTERS, type StopKind, type TripPlan, type TripStop } from "./plan";
import { findTransitRule } from "./transit";
import { TRANSIT_RULES_PASSPORT, type TransitRule } from "./transit-rule";

/** The URL parameters read. */
export const TRIP_PARAMS = ["passport", "holds", "stops", "post"] as const;
export type TripSearch = Partial<Record<(typeof TRIP_PARAMS)[number], string>>;

/** Longest `stops` read, in characters: 12 stops of 26 characters and their commas, with room for spaces. */
export const STOPS_PARAM_MAX = 400;
/** A consular post's name as the State Department writes it ("New Delhi", "Port Au Prince"): letters, spaces, . ' -. */
const POST_PATTERN = /^[A-Za-z][A-Za-z .'-]{0,39}$/;

/** Longest `passport` read: two codes, a comma and spaces. */
export const PASSPORT_PARAM_MAX = 12;

/** What the reading needs besides the URL. */
export interface TripReadContext {
  /** The day of the request (YYYY-MM-DD): dates from a year before it to ten years after are read. */
  today: IsoDate;
  /** Whether a code is a country of the data. */
  isKnownCountry: (code: CountryCode) => boolean;
  /** The transit rules, for each connection's hours. */
  transitRules: readonly TransitRule[];
}

/** A stop as entered (raw text, cut to its longest sound length), with its problems. */
export interface StopRow {
  country: string;
  arrive: string;
  depart: string;
  kind: string;
  problems: Partial<Record<"country" | "arrive" | "depart" | "kind", string>>;
}

/** A URL read: the values to show again, their problems, and the plan when every value is sound. */
export interface TripReading {
  /** The passports as entered (at most two). */
  passports: string[];
  holds: TripPlan["holds"];
  rows: StopRow[];
  /** Problems of the first and second passport field. */
  problems: Partial<Record<"passport" | "passport2", string>>;
  /** Problems of the whole form (too many stops, an unreadable link). */
  formProblems: string[];
  /** Notes that are not errors: documents left out (shared/concessions/holds.ts). */
  notes: string[];
  /** Nothing was asked yet (no parameter): the page shows an empty form, without messages. */
  empty: boolean;
  input: TripPlan | null;
}

const KINDS = new Map<string, StopKind>(Object.entries(STOP_KIND_LETTERS).map(([kind, letter]) => [letter, kind as StopKind]));

/**
 * Reads the URL's parameters. Never throws.
 * @example readTripSearch({ passport: "IN", stops: "GB~2027-01-10~2027-01-17~s" }, context).input?.stops[0]?.kind // "stay"
 */
export function readTripSearch(search: TripSearch, context: TripReadContext): TripReading {
  const empty = !search.passport && !search.holds && !search.stops;
  const formProblems: string[] = [];
  const problems: TripReading["problems"] = {};

  const passportText = search.passport ?? "";
  const passportParts = passportText
    .slice(0, PASSPORT_PARAM_MAX)
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  if (passportParts.length > MAX_PASSPORTS || passportText.length > PASSPORT_PARAM_MAX) formProblems.push(TRIP_MESSAGES.tooManyPassports);
  const passports = passportParts.slice(0, MAX_PASSPORTS).map((p) => p.slice(0, 8));
  const passportCodes: CountryCode[] = [];
  passports.forEach((text, i) => {
    const field = i === 0 ? "passport" : "passport2";
    const read = readCountry(text, context);
    if ("problem" in read) problems[field] = read.problem;
    else if (passportCodes.includes(read.code)) problems[field] = TRIP_MESSAGES.samePassport;
    else passportCodes.push(read.code);
  });
  if (passports.length === 0 && !empty) problems.passport = TRIP_MESSAGES.passportMissing;

  const holdsPassport = passportCodes.includes(TRANSIT_RULES_PASSPORT as CountryCode) ? TRANSIT_RULES_PASSPORT : (passportCodes[0] ?? "");
  const held = readHolds(search.holds, holdsPassport);
  const notes = held.note ? [held.note] : [];

  const stopsText = search.stops ?? "";
  const parts = stopsText
    .slice(0, STOPS_PARAM_MAX)
    .split(",")
    .filter((part) => part.trim() !== "");
  if (stopsText.length > STOPS_PARAM_MAX || parts.length > MAX_STOPS) formProblems.push(TRIP_MESSAGES.tooManyStops);
  let unreadable = false;
  const rows: StopRow[] = parts.slice(0, MAX_STOPS).map((part) => {
    const [country = "", arrive = "", depart = "", kind = "", ...rest] = part.split("~").map((p) => p.trim());
    if (rest.length > 0) unreadable = true;
    return { country: country.slice(0, 8), arrive: arrive.slice(0, 12), depart: depart.slice(0, 12), kind: kind.slice(0, 8), problems: {} };
  });
  if (unreadable) formProblems.push(TRIP_MESSAGES.unreadableStops);
  if (rows.length === 0 && !empty) formProblems.push(TRIP_MESSAGES.noStops);

  const earliest = addYears(context.today, -1);
  const latest = addYears(context.today, MAX_YEARS_AHEAD);
  const stops: (TripStop | null)[] = rows.map((row) => readStop(row, context, earliest, latest));
  checkOrder(rows, stops);
  if (passportCodes.includes(TRANSIT_RULES_PASSPORT as CountryCode)) checkConnections(rows, stops, context.transitRules);

  const sound =
    !empty &&
    formProblems.length === 0 &&
    Object.keys(problems).length === 0 &&
    passportCodes.length > 0 &&
    rows.every((r) => Object.keys(r.problems).length === 0);
  // A post that cannot be a post's name is said and left out: the shortest wait is counted instead.
  const postText = (search.post ?? "").trim();
  const post = POST_PATTERN.test(postText) ? postText : null;
  if (postText && !post) notes.push(TRIP_MESSAGES.unreadablePost);
  const input = sound
    ? { passportCountryCodes: passportCodes, holds: held.holds, stops: stops.filter((s): s is TripStop => s !== null), ...(post ? { post } : {}) }
    : null;
  return { passports, holds: held.holds, rows, problems, formProblems, notes, empty, input };
}

/** A code as typed: the code when it is a known country, else the message for it. */
function readCountry(text: string, context: TripReadContext): { code: CountryCode } | { problem: string } {
  const code = text.length <= 2 ? parseCountryCode(text) : null;
  if (!code) return { problem: TRIP_MESSAGES.code };
  return context.isKnownCountry(code) ? { code } : { problem: unknownCountryText(code) };
}

function readDate(text: string, earliest: IsoDate, latest: IsoDate): IsoDate | string {
  const date = text.length === 10 ? parseIsoDate(text) : null;
  if (!date) return TRIP_MESSAGES.date;
  if (date < earliest) return tooEarlyText(earliest);
  if (date > latest) return TRIP_MESSAGES.tooLate;
  return date;
}

const isDate = (value: string): value is IsoDate => parseIsoDate(value) !== null;

/** One row's own values: its stop when all are sound, else null with the row's problems set. */
function readStop(row: StopRow, context: TripReadContext, earliest: IsoDate, latest: IsoDate): TripStop | null {
  const country = row.country ? readCountry(row.country, context) : { problem: TRIP_MESSAGES.countryMissing };
  if ("problem" in country) row.problems.country = country.problem;
  const arrive = row.arrive ? readDate(row.arrive, earliest, latest) : TRIP_MESSAGES.arriveMissing;
  const depart = row.depart ? readDate(row.depart, earliest, latest) : TRIP_MESSAGES.departMissing;
  if (!isDate(arrive)) row.problems.arrive = arrive;
  if (!isDate(depart)) row.problems.depart = depart;
  else if (isDate(arrive) && depart < arrive) row.problems.depart = TRIP_MESSAGES.departBeforeArrive;
  const kind = KINDS.get(row.kind);
  if (!kind) row.problems.kind = TRIP_MESSAGES.kind;
  if (Object.keys(row.problems).length > 0 || "problem" in country || !kind || !isDate(arrive) || !isDate(depart)) return null;
  return { countryCode: country.code, arriveOn: arrive, departOn: depart, kind };
}

/** Each stop starts on or after the day the previous sound stop ends (the same day: a flight that day). */
function checkOrder(rows: StopRow[], stops: readonly (TripStop | null)[]): void {
  let previous: { n: number; departOn: IsoDate } | null = null;
  stops.forEach((stop, i) => {
    if (!stop) return;
    const row = rows[i];
    if (row && previous && stop.arriveOn < previous.departOn) row.problems.arrive = overlapText(previous.n, previous.departOn);
    previous = { n: i + 1, departOn: stop.departOn };
  });
}

/** A connection certainly longer than its rule's maxHours (connection.ts) gets a message on its departure day. */
function checkConnections(rows: StopRow[], stops: readonly (TripStop | null)[], rules: readonly TransitRule[]): void {
  if (stops.some((s) => s === null)) return;
  const sound = stops as readonly TripStop[];
  sound.forEach((stop, i) => {
    const mode = effectiveKind(sound, i);
    if (mode === "stay") return;
    const rule = findTransitRule(rules, stop.countryCode, mode, sound[i + 1]?.countryCode ?? null);
    const row = rows[i];
    if (row && rule?.maxHours && hoursFit(stop.arriveOn, stop.departOn, rule.maxHours) === "exceeds")
      row.problems.depart = connectionTooLongText(rule.maxHours, mode);
  });
}

/**
 * The canonical query string of a plan ("?passport=IN&holds=us-visa&stops=…"): the page's shareable URL and the API's
 * query. `,` and `~` are left readable.
 * @example tripQuery({ passportCountryCodes: ["IN"], holds: [], stops: [gbStay] }) // "?passport=IN&stops=GB~2027-01-10~2027-01-17~s"
 */
export function tripQuery(plan: TripPlan): string {
  const pairs: [string, string][] = [["passport", plan.passportCountryCodes.join(",")]];
  if (plan.holds.length > 0) pairs.push(["holds", plan.holds.join(",")]);
  pairs.push(["stops", plan.stops.map((s) => `${s.countryCode}~${s.arriveOn}~${s.departOn}~${STOP_KIND_LETTERS[s.kind]}`).join(",")]);
  if (plan.post) pairs.push(["post", plan.post]);
  return `?${pairs.map(([name, value]) => `${name}=${encodeURIComponent(value).replaceAll("%2C", ",")}`).join("&")}`;
}
