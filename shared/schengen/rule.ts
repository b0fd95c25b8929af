/**
 * @module The Schengen short-stay rule: Regulation (EU) 2016/399 (Schengen Borders Code), Article 6(1), "90 days in
 * any 180-day period, which entails considering the 180-day period preceding each day of stay". The window of a day
 * D is D and the 179 days before it. The day of entry and the day of exit both count; a day spent in the area counts
 * once however many times the border is crossed on it (leaving and re-entering the same day). Stays in every
 * Schengen state add up; stays under a residence permit or a long-stay (D) visa do not count. Optionally a
 * short-stay visa also limits a stay: its validity, its days allowed and its entries.
 *
 * Dates are calendar dates (YYYY-MM-DD); arithmetic is on day numbers (days.ts), never on clock time.
 */
import type { IsoDate } from "../units/iso-date";
import { consecutiveDates, dateOfDay, dayNumber } from "./days";
import { Ledger, rangesOf } from "./ledger";
import { type DayRange, MAX_STAY_DAYS, type ShortStayVisa, type Stay, type StayLimit, WINDOW_DAYS } from "./stay";

/** The facts on a control date (the Commission calculator's "control"). */
export interface ControlResult {
  controlDate: IsoDate;
  /** The window ending on the control date. */
  windowStart: IsoDate;
  /** Counted days in that window. */
  usedDays: number;
  /** 90 minus `usedDays`, never below 0. */
  daysLeft: number;
  /** Every counted day on which the rule was broken (its window held more than 90 days), past or planned. */
  overstays: DayRange[];
}

/**
 * Days used and left in the window ending on `controlDate`, and every day of `stays` that breaks the rule.
 * @example checkOnDate([{ entry: "2014-08-15", exit: "2014-09-30", counted: true }], "2014-09-30").usedDays // 47
 */
export function checkOnDate(stays: readonly Stay[], controlDate: IsoDate): ControlResult {
  const control = dayNumber(controlDate);
  const ledger = new Ledger(stays, [control]);
  const used = ledger.window(control);
  const broken: number[] = [];
  for (let d = ledger.lo; d <= ledger.hi; d++) if (ledger.has(d) && ledger.window(d) > MAX_STAY_DAYS) broken.push(d);
  return {
    controlDate,
    windowStart: dateOfDay(control - WINDOW_DAYS + 1),
    usedDays: used,
    daysLeft: Math.max(0, MAX_STAY_DAYS - used),
    overstays: rangesOf(broken),
  };
}

/** The stay [entry, exit] (day numbers) added to the ledger's: the reason it breaks a limit, or null when legal. */
function breach(ledger: Ledger, entry: number, exit: number, visa: VisaFacts | null): StayLimit | null {
  // Stays from the entry on that already break the rule stay broken whatever is added: no plan makes them legal.
  if (ledger.lastBroken >= entry) return "stays-break-rule";
  if (visa) {
    if (entry < visa.from) return "visa-not-yet-valid";
    if (entry > visa.until) return "visa-expired";
    if (exit > visa.until) return "visa-validity";
    // Continuing a stay already under way (entry the day after one ends, or inside one) is not a new entry.
    const newEntry = !ledger.has(entry) && !ledger.has(entry - 1);
    if (newEntry && visa.entriesUsed + 1 > visa.entries) return "visa-entries";
    const added = exit - entry + 1 - ledger.between(entry, exit);
    if (visa.daysUsed + added > visa.durationDays) return "visa-days";
  }
  // With the stay, a day's window count is the ledger's plus the stay's days in that window not already counted.
  const countWith = (d: number) => {
    const from = Math.max(entry, d - WINDOW_DAYS + 1);
    const to = Math.min(exit, d);
    const overlap = to < from ? 0 : to - from + 1 - ledger.between(from, to);
    return ledger.window(d) + overlap;
  };
  for (let d = entry; d <= exit; d++) if (countWith(d) > MAX_STAY_DAYS) return "rule";
  // Days after the stay whose windows it reaches: stays already planned must stay legal.
  for (let d = exit + 1; d < exit + WINDOW_DAYS; d++) if (ledger.has(d) && countWith(d) > MAX_STAY_DAYS) return "later-stays";
  return null;
}

interface VisaFacts {
  from: number;
  until: number;
  durationDays: number;
  entries: number;
  /** Counted days already in the validity. */
  daysUsed: number;
  /** Counted stays entered in the validity. */
  entriesUsed: number;
}

function visaFacts(stays: readonly Stay[], ledger: Ledger, visa: ShortStayVisa | null): VisaFacts | null {
  if (!visa) return null;
  const from = dayNumber(visa.validFrom);
  const until = dayNumber(visa.validUntil);
  return {
    from,
    until,
    durationDays: visa.durationDays,
    entries: visa.entries === "multiple" ? Number.POSITIVE_INFINITY : visa.entries,
    daysUsed: ledger.between(from, until),
    entriesUsed: stays.filter((s) => s.counted && dayNumber(s.entry) >= from && dayNumber(s.entry) <= until).length,
  };
}

/** The planner's answer for one entry date. */
export interface PlanResult {
  entry: IsoDate;
  /** The last exit date that keeps every day legal, or null when no stay can start that day. */
  latestExit: IsoDate | null;
  /** Days from entry to `latestExit`, both included (0 when none). */
  days: number;
  /** What stops the stay one day later, or what forbids it at all. */
  limit: StayLimit;
}

/**
 * The longest legal stay entering on `entry`: every day of it, and every later counted day its windows reach, keeps
 * to the rule, and to `visa` when given.
 * @example latestExit([{ entry: "2014-08-15", exit: "2014-09-30", counted: true }, { entry: "2014-11-01", exit: "2014-11-30", counted: true }], "2014-11-01").latestExit // "2014-12-13"
 */
export function latestExit(stays: readonly Stay[], entry: IsoDate, visa: ShortStayVisa | null = null): PlanResult {
  const start = dayNumber(entry);
  const ledger = new Ledger(stays, [start, ...(visa ? [dayNumber(visa.validFrom), dayNumber(visa.validUntil)] : [])]);
  const facts = visaFacts(stays, ledger, visa);
  const first = breach(ledger, start, start, facts);
  if (first) return { entry, latestExit: null, days: 0, limit: first };
  // Legality only gets harder as the stay grows (a shorter stay is a subset), so the first breach ends it.
  let exit = start;
  let limit: StayLimit = "rule";
  while (exit - start + 1 < WINDOW_DAYS) {
    const next = breach(ledger, start, exit + 1, facts);
    if (next) {
      limit = next;
      break;
    }
    exit += 1;
  }
  return { entry, latestExit: dateOfDay(exit), days: exit - start + 1, limit };
}

/**
 * The earliest entry on or after `from` for a legal stay of `days` days (1–90), within `horizonDays` (default: far
 * enough for every counted day to leave the window); null when none (a visa too short or expired).
 */
export function earliestEntry(
  stays: readonly Stay[],
  from: IsoDate,
  days: number,
  visa: ShortStayVisa | null = null,
): { entry: IsoDate; exit: IsoDate } | null {
  const start = dayNumber(from);
  const ledger = new Ledger(stays, [start, ...(visa ? [dayNumber(visa.validFrom), dayNumber(visa.validUntil)] : [])]);
  const facts = visaFacts(stays, ledger, visa);
  const counted = stays.filter((s) => s.counted).map((s) => dayNumber(s.exit));
  // After the last counted day has left the window, any stay of up to 90 days is legal under the rule.
  const last = Math.max(start, ...counted) + WINDOW_DAYS;
  const end = facts ? Math.min(last, facts.until) : last;
  for (let e = facts ? Math.max(start, facts.from) : start; e <= end; e++) {
    if (!breach(ledger, e, e + days - 1, facts)) return { entry: dateOfDay(e), exit: dateOfDay(e + days - 1) };
  }
  return null;
}

/** One day of the timeline. */
export interface TimelineDay {
  date: IsoDate;
  /** used: a counted day of the stays up to the control date; planned: a day of the planned stay or of a stay after the control date; over: a counted day that breaks the rule; free. */
  state: "used" | "planned" | "over" | "free";
}

/**
 * The 180 days of the window ending on `windowEnd`, day by day, with `planned` (entry and exit) added as planned days;
 * counted days of `stays` after `plannedAfter` (the control date) are planned days too.
 * @example windowTimeline([], "2026-03-01", { entry: "2026-02-20", exit: "2026-03-01" }).at(-1) // { date: "2026-03-01", state: "planned" }
 */
export function windowTimeline(
  stays: readonly Stay[],
  windowEnd: IsoDate,
  planned: { entry: IsoDate; exit: IsoDate } | null = null,
  plannedAfter: IsoDate | null = null,
): TimelineDay[] {
  const end = dayNumber(windowEnd);
  const all: Stay[] = planned ? [...stays, { ...planned, counted: true }] : [...stays];
  const ledger = new Ledger(all, [end]);
  const base = new Ledger(stays, [end]);
  const past = plannedAfter ? dayNumber(plannedAfter) : Number.POSITIVE_INFINITY;
  const dates = consecutiveDates(dateOfDay(end - WINDOW_DAYS + 1), WINDOW_DAYS);
  return dates.map((date, i) => {
    const d = end - WINDOW_DAYS + 1 + i;
    const state = !ledger.has(d) ? "free" : ledger.window(d) > MAX_STAY_DAYS ? "over" : base.has(d) && d <= past ? "used" : "planned";
    return { date, state };
  });
}

/** Pairs of stays (1-based, in the order given) that share days, and the shared days. */
export function overlaps(stays: readonly Stay[]): { first: number; second: number; shared: DayRange }[] {
  const found: { first: number; second: number; shared: DayRange }[] = [];
  const spans = stays.map((s) => [dayNumber(s.entry), dayNumber(s.exit)] as const);
  spans.forEach(([aFrom, aTo], i) => {
    spans.forEach(([bFrom, bTo], j) => {
      if (j <= i) return;
      const from = Math.max(aFrom, bFrom);
      const to = Math.min(aTo, bTo);
      if (from <= to) found.push({ first: i + 1, second: j + 1, shared: { from: dateOfDay(from), to: dateOfDay(to), days: to - from + 1 } });
    });
  });
  return found;
}
