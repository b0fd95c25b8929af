/**
 * @module The Schengen calculator's state in the URL, compact and shareable, and what the page's GET form sends:
 *
 * - `s`: the stays, `entry~exit` (YYYY-MM-DD), comma-separated; `~r` after one marks it as under a residence permit or
 *   a long-stay (D) visa (not counted). `s=2026-01-05~2026-01-20,2026-03-01~2026-03-10~r`
 * - `on`: the control date (default: today); `plan`: a planned entry date; `n`: days wanted for a new stay (1–90);
 * - `visa`: `from~until~days~entries` with entries 1, 2 or m. `visa=2026-01-01~2026-12-31~90~m`
 *
 * The form sends one field per value (`e1`, `x1`, `r1`… per stay row, `vf`, `vu`, `vd`, `ve` for the visa, `remove`
 * for a row's remove button); `compactQuery` turns that into the URL above. Reading a URL never throws: every
 * problem becomes a message for its field, or for the whole form.
 */
import { formatIsoDate, type IsoDate, parseIsoDate } from "../units/iso-date";
import { addYears } from "./days";
import { overlaps } from "./rule";
import { MAX_STAY_DAYS, type ShortStayVisa, type Stay } from "./stay";

/** Most stays one calculation takes. */
export const MAX_STAYS = 50;
/** The day the rolling 180-day rule took its current form (Regulation (EU) No 610/2013): no date before it is read. */
export const RULE_IN_FORCE_FROM = "2013-10-18" as IsoDate;
/** How far ahead a date may be, in years from today. */
export const MAX_YEARS_AHEAD = 10;
/** Longest value of `s` read, in characters (50 stays of 23 characters and their commas). */
const STAYS_PARAM_MAX = 1300;

/** The URL parameters the page reads. */
export const CALCULATOR_PARAMS = ["s", "on", "plan", "n", "visa"] as const;
export type CalculatorSearch = Partial<Record<(typeof CALCULATOR_PARAMS)[number], string>>;

/** The messages, each shown beside its field (or at the top of the form). */
export const CALCULATOR_MESSAGES = {
  date: "Enter a date as YYYY-MM-DD, for example 2026-03-01.",
  tooEarly: `Enter a date from ${formatIsoDate(RULE_IN_FORCE_FROM)}: the rolling 180-day rule took its current form that day.`,
  tooLate: `Enter a date within ${MAX_YEARS_AHEAD} years from today.`,
  exitBeforeEntry: "The exit date is before the entry date.",
  missingExit: "Enter the exit date of this stay (the planned one if you are still there).",
  missingEntry: "Enter the entry date of this stay.",
  tooManyStays: `Enter at most ${MAX_STAYS} stays: only the first ${MAX_STAYS} are shown.`,
  unreadableStays: "Some stays in this link could not be read and are left out; check the dates below.",
  days: `Enter a number of days from 1 to ${MAX_STAY_DAYS}.`,
  visaDays: `Enter the days the visa allows, from 1 to ${MAX_STAY_DAYS}.`,
  visaEntries: "Choose 1, 2 or multiple entries.",
  visaUntilBeforeFrom: "The visa's end date is before its start date.",
  visaIncomplete: "Enter the visa's start date, end date, days allowed and entries, or leave all four empty.",
} as const;

/** A stay row as entered (raw text), with its problems. */
export interface StayRow {
  entry: string;
  exit: string;
  /** Not counted: under a residence permit or a long-stay (D) visa. */
  excluded: boolean;
  problems: { entry?: string; exit?: string };
}

/** The visa as entered. */
export interface VisaFields {
  validFrom: string;
  validUntil: string;
  durationDays: string;
  entries: string;
}

/** A URL read: the rows and fields to show again, their problems, and the input when every value is sound. */
export interface CalculatorReading {
  rows: StayRow[];
  control: string;
  plan: string;
  wanted: string;
  visa: VisaFields;
  /** Problems of one field, by field name (on, plan, n, visa). */
  problems: Partial<Record<"on" | "plan" | "n" | "visa", string>>;
  /** Problems of the whole form. */
  formProblems: string[];
  /** Notes that are not errors: overlapping stays, counted once. */
  notes: string[];
  /** Null when any value has a problem: the page shows the messages and no figure. */
  input: {
    stays: Stay[];
    control: IsoDate;
    plan: IsoDate | null;
    wanted: number | null;
    visa: ShortStayVisa | null;
  } | null;
}

/** Characters of a date field read to judge it: past 10 it is no date, and a little more shows the junk is there. */
const DATE_JUDGED_MAX = 40;

const EMPTY_VISA: VisaFields = { validFrom: "", validUntil: "", durationDays: "", entries: "" };

/** A date field's value: the date, or the message for it; `latest` is the last date read (today + 10 years). */
function readDate(value: string, latest: IsoDate): IsoDate | string {
  const date = parseIsoDate(value.trim());
  if (!date) return CALCULATOR_MESSAGES.date;
  if (date < RULE_IN_FORCE_FROM) return CALCULATOR_MESSAGES.tooEarly;
  if (date > latest) return CALCULATOR_MESSAGES.tooLate;
  return date;
}

const isDate = (value: IsoDate | string): value is IsoDate => parseIsoDate(value) !== null;

/**
 * Reads the page's URL parameters as of `today` (YYYY-MM-DD: the visitor's local date, or the server's UTC date).
 * Never throws: a malformed or tampered value becomes a message.
 */
export function readCalculatorSearch(search: CalculatorSearch, today: IsoDate): CalculatorReading {
  const latest = addYears(today, MAX_YEARS_AHEAD);
  const formProblems: string[] = [];
  const raw = (search.s ?? "").slice(0, STAYS_PARAM_MAX);
  if ((search.s ?? "").length > STAYS_PARAM_MAX) formProblems.push(CALCULATOR_MESSAGES.tooManyStays);
  const parts = raw.split(",").filter((part) => part.trim() !== "");
  if (parts.length > MAX_STAYS && !formProblems.includes(CALCULATOR_MESSAGES.tooManyStays)) formProblems.push(CALCULATOR_MESSAGES.tooManyStays);
  let unreadable = false;
  // Each date is judged whole and shown cut to 10 characters: "2026-01-01junk" is not a date, though its first 10
  // characters are (issue #44: the page showed a figure for it, and was indexed).
  const typed: { entry: string; exit: string }[] = [];
  const rows: StayRow[] = parts.slice(0, MAX_STAYS).map((part) => {
    const [entry = "", exit = "", flag, ...rest] = part.split("~");
    if ((flag !== undefined && flag !== "r") || rest.length > 0) unreadable = true;
    typed.push({ entry: entry.trim(), exit: exit.trim() });
    return { entry: entry.trim().slice(0, 10), exit: exit.trim().slice(0, 10), excluded: flag === "r", problems: {} };
  });
  if (unreadable) formProblems.push(CALCULATOR_MESSAGES.unreadableStays);

  const stays: Stay[] = [];
  for (const [i, row] of rows.entries()) {
    const entry = row.entry ? readDate(typed[i]?.entry ?? "", latest) : CALCULATOR_MESSAGES.missingEntry;
    const exit = row.exit ? readDate(typed[i]?.exit ?? "", latest) : CALCULATOR_MESSAGES.missingExit;
    if (!isDate(entry)) row.problems.entry = entry;
    if (!isDate(exit)) row.problems.exit = exit;
    if (isDate(entry) && isDate(exit)) {
      if (exit < entry) row.problems.exit = CALCULATOR_MESSAGES.exitBeforeEntry;
      else stays.push({ entry, exit, counted: !row.excluded });
    }
  }

  const problems: CalculatorReading["problems"] = {};
  const controlText = (search.on ?? "").slice(0, 10);
  const control = controlText ? readDate((search.on ?? "").slice(0, DATE_JUDGED_MAX), latest) : today;
  if (!isDate(control)) problems.on = control;
  const planText = (search.plan ?? "").slice(0, 10);
  const plan = planText ? readDate((search.plan ?? "").slice(0, DATE_JUDGED_MAX), latest) : null;
  if (plan !== null && !isDate(plan)) problems.plan = plan;
  const wantedText = (search.n ?? "").slice(0, 3);
  const wanted = search.n ? wholeNumber(search.n) : null;
  if (wanted !== null && !(Number.isInteger(wanted) && wanted >= 1 && wanted <= MAX_STAY_DAYS)) problems.n = CALCULATOR_MESSAGES.days;

  const visaParts = (search.visa ?? "").slice(0, 40).split("~");
  const visa: VisaFields = search.visa
    ? { validFrom: visaParts[0] ?? "", validUntil: visaParts[1] ?? "", durationDays: visaParts[2] ?? "", entries: visaParts[3] ?? "" }
    : EMPTY_VISA;
  const readVisa = (): ShortStayVisa | null => {
    if (!search.visa) return null;
    if (visaParts.length !== 4 || visaParts.some((p) => p.trim() === "")) {
      problems.visa = CALCULATOR_MESSAGES.visaIncomplete;
      return null;
    }
    const from = readDate(visa.validFrom, latest);
    const until = readDate(visa.validUntil, latest);
    const days = wholeNumber(visa.durationDays);
    const entries = visa.entries === "1" ? 1 : visa.entries === "2" ? 2 : visa.entries === "m" ? "multiple" : null;
    const problem = !isDate(from)
      ? from
      : !isDate(until)
        ? until
        : until < from
          ? CALCULATOR_MESSAGES.visaUntilBeforeFrom
          : !(Number.isInteger(days) && days >= 1 && days <= MAX_STAY_DAYS)
            ? CALCULATOR_MESSAGES.visaDays
            : entries === null
              ? CALCULATOR_MESSAGES.visaEntries
              : null;
    if (problem || !isDate(from) || !isDate(until) || entries === null) {
      problems.visa = problem ?? CALCULATOR_MESSAGES.visaIncomplete;
      return null;
    }
    return { validFrom: from, validUntil: until, durationDays: days, entries };
  };
  const shortStayVisa = readVisa();

  const notes = overlaps(stays).map(
    (o) =>
      `Stays ${o.first} and ${o.second} overlap from ${formatIsoDate(o.shared.from)} to ${formatIsoDate(o.shared.to)}: those ${o.shared.days === 1 ? "day is" : `${o.shared.days} days are`} counted once.`,
  );
  const sound = formProblems.length === 0 && Object.keys(problems).length === 0 && rows.every((r) => !r.problems.entry && !r.problems.exit);
  return {
    rows,
    control: controlText,
    plan: planText,
    wanted: wantedText,
    visa,
    problems,
    formProblems,
    notes,
    input: sound && isDate(control) ? { stays, control, plan: plan !== null && isDate(plan) ? plan : null, wanted, visa: shortStayVisa } : null,
  };
}

/**
 * A count of days as typed: decimal digits only (at most 3), else NaN. `Number()` alone would read "0x5" as 5,
 * "1e1" as 10 and " 5" as 5 (issue #31).
 */
function wholeNumber(text: string): number {
  return /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
}

/** A URL query as the calculator reads it (URLSearchParams satisfies it). */
export interface QueryValues {
  get(name: string): string | null;
  keys(): Iterable<string>;
}

/** Whether a query carries the form's fields (then the Worker answers with the compact URL). */
export function isFormSubmission(query: QueryValues): boolean {
  return [...query.keys()].some((key) => /^(e|x|r)\d+$/.test(key) || ["vf", "vu", "vd", "ve", "remove", "add"].includes(key));
}

/**
 * The compact query string ("?s=…", or "" for none) of a form submission: rows with neither date are dropped, as is
 * the row named by `remove` (1-based); the other values are kept as typed, so their problems can be shown. `~` and
 * `,` are left readable.
 * @example compactQuery(new URLSearchParams("e1=2026-01-05&x1=2026-01-20&e2=&x2=&on=2026-02-01")) // "?s=2026-01-05~2026-01-20&on=2026-02-01"
 */
export function compactQuery(form: QueryValues): string {
  const value = (name: string) => (form.get(name) ?? "").trim();
  const removed = Number(value("remove") || "0");
  const stays: string[] = [];
  for (let i = 1; i <= MAX_STAYS + 1; i++) {
    const entry = value(`e${i}`).replace(/[~,]/g, "");
    const exit = value(`x${i}`).replace(/[~,]/g, "");
    if (i === removed || (!entry && !exit)) continue;
    stays.push(`${entry}~${exit}${form.get(`r${i}`) ? "~r" : ""}`);
  }
  const pairs: [string, string][] = [];
  if (stays.length > 0) pairs.push(["s", stays.join(",")]);
  // `t`, the browser's local date, travels with the live form's requests (client/static-shell/live-form.ts).
  for (const name of ["on", "plan", "n", "t"]) if (value(name)) pairs.push([name, value(name)]);
  const visa = ["vf", "vu", "vd", "ve"].map((name) => value(name).replace(/~/g, ""));
  if (visa.some(Boolean)) pairs.push(["visa", visa.join("~")]);
  const text = pairs.map(([name, v]) => `${name}=${encodeURIComponent(v).replaceAll("%2C", ",")}`).join("&");
  return text ? `?${text}` : "";
}
