/**
 * @module The calculator's first answer when stays are planned: each stay not over by the control date (a trip still
 * to make, or under way), whether it keeps to the 90/180 rule with every other stay as entered, and the days left on
 * its last day. Computed with rule.ts (checkOnDate, latestExit) and its ledger: no second reading of the rule.
 */
import type { IsoDate } from "../units/iso-date";
import { dateOfDay, dayNumber } from "./days";
import { Ledger } from "./ledger";
import { checkOnDate, latestExit, type PlanResult } from "./rule";
import { type DayRange, MAX_STAY_DAYS, type Stay } from "./stay";

/** One planned trip's answer. */
export interface PlannedTrip {
  /** The stay's place in the list as entered, 1-based (the form's "Stay n"). */
  n: number;
  entry: IsoDate;
  exit: IsoDate;
  /** Days of the trip, entry and exit days both included. */
  days: number;
  /** Every day of the trip keeps to the rule (its 180-day window holds at most 90 counted days). */
  fits: boolean;
  /** The trip's days that break the rule, as runs (empty when it fits). */
  overDays: DayRange[];
  /** Counted days in the 180 days ending on the trip's exit day, this trip and every earlier stay included. */
  usedOnExit: number;
  /** 90 minus `usedOnExit`, never below 0: the days still free on the trip's last day. */
  daysLeft: number;
  /** When it does not fit: the longest legal stay entering the same day, the other stays as entered. */
  instead: PlanResult | null;
}

/**
 * The counted stays whose exit is after `controlDate` (YYYY-MM-DD), in order of entry (then of the list), each with
 * its answer; empty when none is planned. Stays under a residence permit or a D visa are left out: they do not count.
 * @example plannedTrips([{ entry: "2027-01-01", exit: "2027-01-10", counted: true }], "2026-12-01")[0]?.daysLeft // 80
 */
export function plannedTrips(stays: readonly Stay[], controlDate: IsoDate): PlannedTrip[] {
  const control = dayNumber(controlDate);
  const planned = stays
    .map((stay, i) => ({ stay, n: i + 1 }))
    .filter(({ stay }) => stay.counted && dayNumber(stay.exit) > control)
    .sort((a, b) => (a.stay.entry < b.stay.entry ? -1 : a.stay.entry > b.stay.entry ? 1 : a.n - b.n));
  if (planned.length === 0) return [];
  // The broken days do not depend on the date asked about: one check lists them all. One ledger (the one
  // checkOnDate counts with) gives each exit day's window: a check per trip would list the broken days again each time.
  const { overstays } = checkOnDate(stays, controlDate);
  const ledger = new Ledger(
    stays,
    planned.map(({ stay }) => dayNumber(stay.exit)),
  );
  return planned.map(({ stay, n }) => {
    const entry = dayNumber(stay.entry);
    const exit = dayNumber(stay.exit);
    const overDays = overstays.flatMap((run) => clip(run, entry, exit));
    const usedOnExit = ledger.window(exit);
    const fits = overDays.length === 0;
    return {
      n,
      entry: stay.entry,
      exit: stay.exit,
      days: exit - entry + 1,
      fits,
      overDays,
      usedOnExit,
      daysLeft: Math.max(0, MAX_STAY_DAYS - usedOnExit),
      instead: fits ? null : latestExit(without(stays, n - 1), stay.entry),
    };
  });
}

/** The part of `run` within the day numbers [from, to], as a list of zero or one run. */
function clip(run: DayRange, from: number, to: number): DayRange[] {
  const a = Math.max(dayNumber(run.from), from);
  const b = Math.min(dayNumber(run.to), to);
  return b < a ? [] : [{ from: dateOfDay(a), to: dateOfDay(b), days: b - a + 1 }];
}

function without<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}
