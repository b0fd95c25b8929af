/**
 * @module The Atom feeds of requirement changes (`/changes.xml`, `/changes/{code}.xml`), built with the `feed`
 * library: one entry per change, newest first, dated by the snapshot that first showed it (the day it was seen,
 * not the day it happened), its text giving the interval between the two snapshots.
 */
import { Feed } from "feed";
import type { CountrySummary } from "../../shared/countries/country";
import type { IsoDate } from "../../shared/units/iso-date";
import type { DatedRuleEntry, DatedRules } from "../../shared/history/dated-rules";
import type { ChangeListEntry } from "../services/changes";

/** Entries in one feed: the newest changes (a feed reader keeps what it already fetched). */
export const FEED_ENTRIES = 100;

const DIRECTION_TEXT = { easier: "Easier for travellers.", harder: "Harder for travellers.", neither: "" } as const;

/** Midnight UTC of a calendar date. */
const dayOf = (date: IsoDate) => new Date(`${date}T00:00:00Z`);

/** The `/changes` page of a filter, absolute. */
function changesUrl(origin: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return `${origin}/changes${search ? `?${search}` : ""}`;
}

/**
 * The Atom XML of `entries` (newest first).
 * @param opts.origin the site's origin (SITE_URL without a trailing slash).
 * @param opts.passport the passport of a per-passport feed, or null for the feed of all changes.
 * @param opts.updatedOn the newest snapshot's date (YYYY-MM-DD): the feed's `updated`, unless a dated entry is newer.
 * @param opts.dated the announced changes and rules with a last day (shared/history/dated-rules.ts), after the changes.
 * @param opts.attribution the data's credit line (source and licence), the feed's rights.
 */
export function changesAtom(
  entries: readonly ChangeListEntry[],
  opts: { origin: string; passport: CountrySummary | null; updatedOn: IsoDate | null; attribution: string; dated: DatedRules },
): string {
  const { origin, passport } = opts;
  // Announced changes and rules with a last day (issue #32): an announcement is dated by its announcement (else the
  // day we read it), a coming end by the day we read it, an end that happened by its last day.
  const dated: [string, DatedRuleEntry, IsoDate][] = [
    ...opts.dated.announced.map((e) => ["Announced, not yet in force", e, e.on ?? e.readOn] as [string, DatedRuleEntry, IsoDate]),
    ...opts.dated.coming.map((e) => ["Coming", e, e.readOn] as [string, DatedRuleEntry, IsoDate]),
    ...opts.dated.ended.map((e) => ["Ended", e, e.on ?? e.readOn] as [string, DatedRuleEntry, IsoDate]),
  ];
  // The feed is as new as its newest entry: a snapshot, or an announcement or end read after it.
  const newest = [opts.updatedOn, ...dated.map(([, , date]) => date)].reduce<IsoDate | null>((a, b) => (b && (!a || b > a) ? b : a), null);
  const self = passport ? `${origin}/changes/${passport.code}.xml` : `${origin}/changes.xml`;
  const feed = new Feed({
    id: self,
    title: passport ? `Visa requirement changes for ${passport.name} passports · Visa Fee Atlas` : "Visa requirement changes · Visa Fee Atlas",
    description: passport
      ? `What changed for holders of ${passport.name} passports between Passport Index snapshots.`
      : "What changed for travellers between Passport Index snapshots, for every passport.",
    link: changesUrl(origin, passport ? { passport: passport.code } : {}),
    language: "en",
    updated: newest ? dayOf(newest) : new Date(0),
    generator: "Visa Fee Atlas",
    copyright: opts.attribution,
    feedLinks: { atom: self },
    author: { name: "Visa Fee Atlas", link: origin },
  });
  for (const change of entries) {
    const pair = { passport: change.passportCountryCode, destination: change.destinationCountryCode };
    const direction = DIRECTION_TEXT[change.direction];
    feed.addItem({
      // One change per pair between two snapshots: the pair and the snapshot that first showed it name it.
      id: `${changesUrl(origin, pair)}#${change.seenAfterOn}`,
      title: `${change.passport.name} → ${change.destination.name}: ${change.sentence.replace(/^[^:]*: /, "")}`,
      link: changesUrl(origin, pair),
      date: dayOf(change.seenAfterOn),
      description: direction ? `${change.sentence}. ${direction}` : `${change.sentence}.`,
    });
  }
  for (const [label, entry, date] of dated) {
    feed.addItem({
      id: `${changesUrl(origin, {})}#${encodeURIComponent(entry.key)}`,
      title: `${label}: ${entry.text}`,
      // Our own page of the entry's pair (the source is named in the text): one passport and one destination when
      // it has them, else the feed's passport.
      link: changesUrl(origin, {
        ...(entry.passports !== "all" && entry.passports.length === 1
          ? { passport: entry.passports[0]! }
          : passport
            ? { passport: passport.code }
            : {}),
        ...(entry.destinations.length === 1 ? { destination: entry.destinations[0]! } : {}),
      }),
      date: dayOf(date),
      // A flagged source's note rides with the entry (issue #35): a reader sees it where the source is named.
      description: `${entry.text} Source: ${entry.source} (${entry.dates}).${entry.sourceNote ? ` ${entry.sourceNote}.` : ""}`,
    });
  }
  return feed.atom1();
}
