/**
 * @module The watch's daily look at what ends (issue #35): every rule with a last day within the next 60 days (a
 * correction's or a fee's `validUntil`, from /changes' "Coming" list, and a concession's), and every announced change
 * older than 90 days that still has no date to apply from. Each is a flag for the team: re-check the source before
 * the day, so the site never states an exemption the day after it lapsed, or an announcement nobody followed up.
 * Day arithmetic by @internationalized/date (calendar days, no time zone).
 */
import { parseDate } from "@internationalized/date";
import type { DatedRules } from "../history/dated-rules";
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import type { AnnouncedChange } from "../visa/announced";

/** Days ahead a rule's last day raises a flag. */
export const ENDS_HORIZON_DAYS = 60;
/** Days after its announcement an undated announced change raises a flag. */
export const ANNOUNCED_STALE_DAYS = 90;

/** A concession (what another visa or residence unlocks) with a last day. */
export interface EndingConcession {
  id: string;
  /** Destination name and the document's name, as the page says them ("Mexico", "US visa"). */
  destinationName: string;
  documentName: string;
  validUntilOn: IsoDate;
  sourceUrl: string;
}

/** One thing to re-check: a stable key (one flag per rule and day), the day, what it is, where to look. */
export interface EndFlag {
  kind: "rule-ending" | "announced-stale";
  key: string;
  on: IsoDate;
  text: string;
  sourceUrl: string | null;
}

const addDays = (day: IsoDate, days: number) => parseDate(day).add({ days }).toString() as IsoDate;

/**
 * The flags for `today`, soonest first.
 * @param coming `datedRules(...)` for today (its `coming` list: corrections and fees, each not yet past its last day).
 */
export function endFlags(input: {
  coming: DatedRules["coming"];
  concessions: readonly EndingConcession[];
  announced: readonly AnnouncedChange[];
  today: IsoDate;
}): EndFlag[] {
  const horizon = addDays(input.today, ENDS_HORIZON_DAYS);
  const staleBefore = addDays(input.today, -ANNOUNCED_STALE_DAYS);
  const flags: EndFlag[] = [];
  for (const rule of input.coming) {
    if (rule.on && rule.on <= horizon)
      flags.push({ kind: "rule-ending", key: `${rule.key}|${rule.on}`, on: rule.on, text: rule.text, sourceUrl: rule.sourceUrl });
  }
  for (const c of input.concessions) {
    if (c.validUntilOn < input.today || c.validUntilOn > horizon) continue;
    flags.push({
      kind: "rule-ending",
      key: `concession-ends:${c.id}|${c.validUntilOn}`,
      on: c.validUntilOn,
      text: `${c.destinationName}: entry with a ${c.documentName} is set to end on ${formatIsoDate(c.validUntilOn)}.`,
      sourceUrl: c.sourceUrl,
    });
  }
  for (const a of input.announced) {
    if (a.expectedOn || !a.announcedOn || a.announcedOn > staleBefore) continue;
    flags.push({
      kind: "announced-stale",
      key: `announced-stale:${a.id}`,
      on: a.announcedOn,
      text: `Announced ${formatIsoDate(a.announcedOn)} and still without a date to apply from: ${a.appliesTo} (${a.passportsText}).`,
      sourceUrl: a.sourceUrl,
    });
  }
  return flags.sort((x, y) => x.on.localeCompare(y.on) || x.key.localeCompare(y.key));
}

/** A rule whose last day is within the horizon, as the review lists it on any day (not only once the daily run flagged it). */
export interface ComingEnd {
  /** The rule-ending flag's dedupe key (the daily run raises the flag under it). */
  key: string;
  /** The rule's last day (it still applies that day). */
  on: IsoDate;
  /** Days from today to the last day, today not counted and the last day counted: 0 on the last day itself, 33 from 28 Nov to 31 Dec 2026. */
  daysLeft: number;
  text: string;
  sourceUrl: string | null;
}

/**
 * The rules ending within ENDS_HORIZON_DAYS of `today`, soonest first, each with its days left: the `rule-ending`
 * flags of `flags` (endFlags for the same day; announcements are left out).
 * @example comingEnds(endFlags({ coming: [malaysia], concessions: [], announced: [], today: "2026-11-28" }), "2026-11-28")[0].daysLeft // 33
 */
export function comingEnds(flags: readonly EndFlag[], today: IsoDate): ComingEnd[] {
  return flags
    .filter((f) => f.kind === "rule-ending")
    .map((f) => ({ key: f.key, on: f.on, daysLeft: parseDate(f.on).compare(parseDate(today)), text: f.text, sourceUrl: f.sourceUrl }));
}
