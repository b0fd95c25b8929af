/**
 * @module Changes announced but not in force (issue #32): a pair's rule that is to change (corrections.v2.json
 * `announced`) or a fee that is to be added or changed (visa-fees/announced-fees.json). They are shown as "Announced,
 * not yet in force", with their source and dates, and never counted in today's figures. The data desk (data/desk/,
 * issue #43) marks one that took force, and adds notices in force that are no requirement value (the EU's Entry/Exit
 * System): those show as "In force" on the dates they apply, to the passports they cover and nobody else.
 */
import type { CountryCode } from "../units/country-code";
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import { formatMoney, type Money } from "../units/money";
import { isVisaExempt, parseRequirement, requirementLabel, type RequirementCategory } from "./requirement";
import { movesFreely } from "../schengen/free-movement";
import { type CitedSource, NO_SOURCE_NOTE, type SourceNoteOf } from "../watch/source-statuses";

/**
 * Who an announcement covers: listed passports, every passport, nationals who enter visa free (eTA included) except
 * some, or every passport except some.
 */
export type AnnouncedScope =
  | { kind: "list"; passports: readonly string[] }
  | { kind: "all" }
  | { kind: "visa-exempt"; except: readonly string[] }
  | { kind: "all-except"; except: readonly string[] };

/** One announcement, as stored (worker/db/schema.ts announced_changes). */
export interface AnnouncedChange {
  id: string;
  kind: "requirement" | "fee";
  /** ISO 3166-1 alpha-2 codes of the destinations it is about. */
  destinations: readonly CountryCode[];
  scope: AnnouncedScope;
  /** The source's words for who is covered, e.g. "visa-exempt nationals (not India)". */
  passportsText: string;
  /** What it applies to, e.g. "ETIAS travel authorisation". */
  appliesTo: string;
  /** The announced requirement (Passport Index vocabulary), for "requirement". */
  requirement: string | null;
  /** Today's requirement per passport, for "requirement". */
  previous: Readonly<Record<string, string>> | null;
  /** The announced amount, or null where none is announced. */
  fee: Money | null;
  announcedOn: IsoDate | null;
  /** The day it is expected to apply from, where a source gives one. */
  expectedOn: IsoDate | null;
  source: string;
  sourceUrl: string;
  /** True only for a page on a government website. */
  official: boolean;
  /** The day we read the source. */
  checkedOn: IsoDate;
  /** "announced" (not in force), or "in force" (it took force: data/desk/). */
  status: "announced" | "in force";
  /** First day an "in force" entry applies; null when the source gives no start date (in force as it was read). */
  inForceOn: IsoDate | null;
}

/**
 * Whether an entry is in force on `day`: marked in force, from its first day (or from a day the source does not
 * give). An announcement is never in force, whatever its expected date: the desk says when one took force.
 * @example inForceOn({ status: "in force", inForceOn: "2026-04-10" }, "2026-11-28") // true
 */
export function isInForceOn(change: Pick<AnnouncedChange, "status" | "inForceOn">, day: IsoDate): boolean {
  return change.status === "in force" && (change.inForceOn === null || change.inForceOn <= day);
}

/** An announcement as a page shows it: sentences built on the server, so pages carry words, not code. */
export interface AnnouncedNotice {
  id: string;
  /** What is to change, e.g. "Announced fee: USD 250 for every nonimmigrant visa issued …". */
  text: string;
  /** "Announced 4 Jul 2025; not in force, and no start date is set." */
  status: string;
  source: string;
  sourceUrl: string;
  /** "official source, read on 26 Nov 2026" or "not an official source, read on 26 Nov 2026". */
  dates: string;
  /** The day we read the source (YYYY-MM-DD). */
  readOn: IsoDate;
  /** The watch's sentence when the source changed after we read it or stopped answering (issue #35), else null. */
  sourceNote: string | null;
  /** True for a rule or fee in force on the day asked (shown as such), false for an announcement. */
  inForce: boolean;
}

/**
 * Whether an announcement concerns a passport → destination pair whose rule today is `category`, and nobody else
 * (issue #43). A "visa-exempt" scope (the ETA and ETIAS fees) covers a pair only where the passport enters visa free or
 * with an eTA today. A scope in words ("all", "visa-exempt", "all-except") never covers a citizen who moves freely to
 * the destination (an EU citizen in France, an Irish one in the UK: ../schengen/free-movement.ts); a list names its
 * passports itself.
 * @example appliesToPair(etias, "US", "FR", "visa-free") // true; appliesToPair(etias, "DE", "FR", "visa-free") // false
 */
export function appliesToPair(change: AnnouncedChange, passport: string, destination: string, category: RequirementCategory): boolean {
  if (!change.destinations.includes(destination as CountryCode)) return false;
  if (change.scope.kind === "list") return change.scope.passports.includes(passport);
  if (category === "own-country" || movesFreely(passport, destination)) return false;
  switch (change.scope.kind) {
    case "all":
      return true;
    case "visa-exempt":
      return !change.scope.except.includes(passport) && isVisaExempt(category);
    case "all-except":
      return !change.scope.except.includes(passport);
  }
}

/**
 * What is to change, in one sentence. For a requirement the passport and destination names are needed.
 * @example announcedText(thailand30, { passport: "India", destination: "Thailand" })
 *   // "Thailand: India passport holders are to get visa free for 30 days (today: visa free for 60 days)."
 */
export function announcedText(change: AnnouncedChange, names: { passport: string; passportCode: string; destination: string }): string {
  if (change.status === "in force") {
    return change.fee
      ? `Fee: ${formatMoney(change.fee)} for ${change.appliesTo}.`
      : `${change.appliesTo.charAt(0).toUpperCase()}${change.appliesTo.slice(1)}.`;
  }
  if (change.kind === "requirement" && change.requirement) {
    const next = lowerFirst(requirementLabel(parseRequirement(change.requirement)));
    const before = change.previous?.[names.passportCode];
    const today = before ? ` (today: ${lowerFirst(requirementLabel(parseRequirement(before)))})` : "";
    return `${names.destination}: ${names.passport} passport holders are to get ${next}${today}.`;
  }
  return change.fee
    ? `Announced fee: ${formatMoney(change.fee)} for ${change.appliesTo}.`
    : `Announced change to ${change.appliesTo}; no amount has been announced.`;
}

/**
 * The announcement's standing: "Announced 4 Jul 2025; not in force, and no start date is set." (or "expected from …").
 */
export function announcedStatus(change: Pick<AnnouncedChange, "announcedOn" | "expectedOn" | "status" | "inForceOn">): string {
  if (change.status === "in force") {
    return change.inForceOn ? `In force since ${formatIsoDate(change.inForceOn)}.` : "In force; the source gives no start date.";
  }
  const when = change.announcedOn ? `Announced ${formatIsoDate(change.announcedOn)}` : "Announced";
  return change.expectedOn
    ? `${when}; not in force, expected from ${formatIsoDate(change.expectedOn)}.`
    : `${when}; not in force, and no start date is set.`;
}

/** An announcement's citation as the source note reads it: an announced fee is a fee, anything else a rule. */
export function announcedSource(change: Pick<AnnouncedChange, "kind" | "sourceUrl" | "official" | "checkedOn">): CitedSource {
  return { url: change.sourceUrl, subject: change.kind === "fee" ? "fee" : "rule", official: change.official, readOn: change.checkedOn };
}

/** The notice of an announcement for a page, with its source's note from `noteOf` (none by default). */
export function announcedNotice(
  change: AnnouncedChange,
  names: { passport: string; passportCode: string; destination: string },
  noteOf: SourceNoteOf = NO_SOURCE_NOTE,
): AnnouncedNotice {
  return {
    inForce: change.status === "in force",
    id: change.id,
    text: announcedText(change, names),
    status: announcedStatus(change),
    source: change.source,
    sourceUrl: change.sourceUrl,
    dates: `${change.official ? "official source" : "not an official source"}, read on ${formatIsoDate(change.checkedOn)}`,
    readOn: change.checkedOn,
    sourceNote: noteOf(announcedSource(change)),
  };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * The notices of the announcements about one pair whose rule on `day` is `category` (see appliesToPair), in the
 * stored order: requirement announcements first, then fees, then the desk's notices; each with its source's note from
 * `noteOf`. An entry in force shows on the days it applies (isInForceOn) and not before.
 */
export function pairAnnouncements(
  changes: readonly AnnouncedChange[],
  passport: { code: string; name: string },
  destination: { code: string; name: string },
  category: RequirementCategory,
  noteOf: SourceNoteOf = NO_SOURCE_NOTE,
  day: IsoDate | null = null,
): AnnouncedNotice[] {
  return changes
    .filter((change) => change.status === "announced" || day === null || isInForceOn(change, day))
    .filter((change) => appliesToPair(change, passport.code, destination.code, category))
    .map((change) => announcedNotice(change, { passport: passport.name, passportCode: passport.code, destination: destination.name }, noteOf));
}
