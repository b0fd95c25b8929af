/**
 * @module What a follow is told on a day, not because the data changed but because the day came (issue #47): for a
 * trip, 7 days before each apply-by date; for a pair or a trip stop, a rule that ends within 30 days of the followed
 * stay (a pair's stay is any day from today). Each is told once: its key joins the follow's told list.
 */
import { addDays } from "../schengen/days";
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import type { FactSource } from "./facts";
import type { TripViewLike } from "./trip-facts";

/** Days before an apply-by date that its reminder goes out. */
export const APPLY_BY_REMINDER_DAYS = 7;
/** Days before a rule's end that a follower whose stay it touches is told. */
export const RULE_END_NOTICE_DAYS = 30;

/** One thing to tell on the day. */
export interface AlertEvent {
  /** Told once: "apply-by:{passport}:{visa}:{date}", "ends:{fact key}:{date}". */
  key: string;
  subject: string;
  text: string;
  source: FactSource | null;
}

const daysBetween = (from: IsoDate, to: IsoDate) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** "in 7 days" / "tomorrow" / "today". */
function inDays(days: number): string {
  return days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`;
}

/**
 * The apply-by reminders due on `today`: each visa whose apply-by date is at most APPLY_BY_REMINDER_DAYS away and not
 * past. A date already past when the trip was followed is no reminder: the planner's answer says it first.
 */
export function applyByEvents(trip: TripViewLike, today: IsoDate): AlertEvent[] {
  return trip.plans.flatMap((plan) =>
    plan.visas.flatMap((visa): AlertEvent[] => {
      if (!visa.applyByOn) return [];
      const left = daysBetween(today, visa.applyByOn);
      if (left < 0 || left > APPLY_BY_REMINDER_DAYS) return [];
      return [
        {
          key: `apply-by:${plan.passport.code}:${visa.name}:${visa.applyByOn}`,
          subject: `${visa.name} for ${visa.countryNames.join(", ")}${trip.passports.length > 1 ? ` (${plan.passport.name} passport)` : ""}`,
          text: `Apply by ${formatIsoDate(visa.applyByOn)} (${inDays(left)}) to have it before you leave on ${formatIsoDate(visa.neededOn)}.`,
          source: null,
        },
      ];
    }),
  );
}

/**
 * The rule endings due on `today` for a trip: each stop's "rule ends" warning whose day is within RULE_END_NOTICE_DAYS
 * from today and not past (Malaysia's end on 31 Dec 2026 for a stay in January, told from 1 Dec).
 */
export function tripEndEvents(trip: TripViewLike, today: IsoDate): AlertEvent[] {
  return trip.stops.flatMap((stop) =>
    stop.byPassport.flatMap((p) =>
      p.warnings.flatMap((w): AlertEvent[] => {
        if (w.kind !== "rule-ends" || !w.on) return [];
        const left = daysBetween(today, w.on);
        if (left < 0 || left > RULE_END_NOTICE_DAYS) return [];
        return [
          {
            key: `ends:stop:${stop.n}:${p.passport}:${w.on}`,
            subject: `Stop ${stop.n}: ${stop.country.name}`,
            text: w.text,
            source: w.source || w.sourceUrl ? { name: w.source ?? w.sourceUrl ?? "", url: w.sourceUrl, date: null } : null,
          },
        ];
      }),
    ),
  );
}

/**
 * The end of a followed pair's rule due on `today`: the rule in force ends (its last day `endsOn`) within
 * RULE_END_NOTICE_DAYS. `text`: what the check says of it.
 */
export function pairEndEvent(subject: string, endsOn: IsoDate | null, text: string, source: FactSource | null, today: IsoDate): AlertEvent[] {
  if (!endsOn) return [];
  const left = daysBetween(today, endsOn);
  if (left < 0 || left > RULE_END_NOTICE_DAYS) return [];
  return [{ key: `ends:pair:${endsOn}`, subject, text, source }];
}

/** The events not told yet. */
export function untold(events: readonly AlertEvent[], told: readonly string[]): AlertEvent[] {
  const done = new Set(told);
  return events.filter((e) => !done.has(e.key));
}

/** The day after `day` (YYYY-MM-DD). */
export const nextDay = (day: IsoDate): IsoDate => addDays(day, 1);
