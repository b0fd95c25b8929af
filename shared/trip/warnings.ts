/**
 * @module The warnings that fall inside a stop: a rule, fee or concession in force today whose last day comes before
 * or during the stop (the words of /changes, shared/history/dated-rules.ts, then when it falls), a new rule that
 * starts by the stop's last day, a change announced for the pair that may apply by then (no start date, or one by
 * the stop's last day), sources that disagree, a doubt the concessions' data names, and a source the watch flagged.
 */
import { CONCESSION_CAVEATS } from "../concessions/caveats";
import type { Country } from "../countries/country";
import { datedRules } from "../history/dated-rules";
import type { IsoDate } from "../units/iso-date";
import { type AnnouncedChange, pairAnnouncements } from "../visa/announced";
import { correctionInForce } from "../visa/corrections";
import { parseRequirement, requirementLabel } from "../visa/requirement";
import { statusAsRead } from "../watch/source-statuses";
import type { EntryAnswer } from "./entry";
import type { PairFacts, WatchedSource } from "./facts";
import type { TripStop } from "./plan";
import {
  announcedInTripText,
  concessionEndsText,
  flaggedSourceText,
  ruleStartsText,
  type SourceSubject,
  type WhenInStop,
  whenText,
} from "./stop-texts";

/** What a warning is about (the page styles and orders them by it). */
export type TripWarningKind =
  | "rule-ends"
  | "rule-starts"
  | "announced"
  | "sources-disagree"
  | "caveat"
  | "source-flagged"
  | "connection-hours"
  | "schengen-connection";

/** One warning: its sentence and, where it has one, the source to read. */
export interface TripWarning {
  kind: TripWarningKind;
  text: string;
  source: string | null;
  sourceUrl: string | null;
  /**
   * The day the rule ends (its last day) or starts (YYYY-MM-DD), on a "rule-ends" or "rule-starts" warning that has
   * one: the alerts tell a follower when it comes within 30 days (shared/alerts/events.ts).
   */
  on?: IsoDate;
}

/** What the entry warnings read. */
export interface EntryWarningInput {
  passport: Country;
  pair: PairFacts;
  entry: EntryAnswer;
  stop: Pick<TripStop, "arriveOn" | "departOn">;
  today: IsoDate;
  announced: readonly AnnouncedChange[];
  watchedSources: readonly WatchedSource[];
}

/** Where `lastDay` falls against the stop: before it, during it (before its last day), or null (it lasts the stop). */
function whenInStop(lastDay: IsoDate, stop: Pick<TripStop, "arriveOn" | "departOn">): WhenInStop | null {
  if (lastDay < stop.arriveOn) return "before";
  return lastDay < stop.departOn ? "during" : null;
}

/**
 * The warnings of a stop's entry rule for one passport, in the order above.
 * @example entryWarnings({ passport: india, pair: indiaMalaysia, entry, stop: { arriveOn: "2027-01-05", departOn: "2027-01-20" }, … })[0].text
 *   // "Malaysia's visa exemption (30 days) for India passport holders is set to end on 31 Dec 2026; no extension is in our sources. That is before your stay there (…)…"
 */
export function entryWarnings(input: EntryWarningInput): TripWarning[] {
  const { pair, entry, stop, today, passport } = input;
  const destination = pair.destination;
  const warnings: TripWarning[] = [];
  const correction = correctionInForce(pair.corrections, today);
  const feeRecord = entry.fee && !entry.fee.estimate ? pair.feeOptions.find((o) => o.id === entry.fee?.id) : undefined;
  const names = new Map([
    [destination.code as string, destination.name],
    [passport.code as string, passport.name],
  ]);
  const dated = datedRules({
    corrections: correction?.validUntilOn
      ? [{ ...correction, validUntilOn: correction.validUntilOn, passport: passport.code, destination: destination.code }]
      : [],
    fees: feeRecord?.validUntilOn
      ? [{ ...feeRecord, official: feeRecord.isVerified, destination: destination.code, validUntilOn: feeRecord.validUntilOn }]
      : [],
    announced: [],
    today,
    name: (code) => names.get(code) ?? code,
  });
  // The stop's rule is the one in force on its first day (decision 18): a rule that ends before the stay is already
  // answered by the entry itself (its successor, or "no sourced rule" with the sentence below); one that ends during
  // the stay is warned of here.
  const endNotice = entry.check?.provenance.endedOn ? entry.check.provenance.notices[0] : undefined;
  if (endNotice) {
    const provenance = entry.check?.provenance;
    warnings.push({
      kind: "rule-ends",
      text: endNotice,
      source: provenance?.source ?? null,
      sourceUrl: provenance?.sourceUrl ?? null,
      ...(provenance?.endedOn ? { on: provenance.endedOn } : {}),
    });
  }
  for (const rule of dated.coming) {
    const when = rule.on ? whenInStop(rule.on, stop) : null;
    if (when && !(when === "before" && endNotice))
      warnings.push({
        kind: "rule-ends",
        text: `${rule.text} ${whenText(when, stop.arriveOn, stop.departOn)}`,
        source: rule.source,
        sourceUrl: rule.sourceUrl,
        ...(rule.on ? { on: rule.on } : {}),
      });
  }
  const concession = entry.merged?.best;
  const concessionEnds = concession?.validUntilOn ? whenInStop(concession.validUntilOn, stop) : null;
  if (concession?.validUntilOn && concessionEnds) {
    const text = `${concessionEndsText(destination.name, concession.document, concession.validUntilOn)} ${whenText(concessionEnds, stop.arriveOn, stop.departOn)}`;
    warnings.push({ kind: "rule-ends", text, source: concession.source, sourceUrl: concession.sourceUrl, on: concession.validUntilOn });
  }
  for (const c of pair.corrections) {
    if (c.effectiveOn <= today || c.effectiveOn > stop.departOn) continue;
    const text = ruleStartsText(destination.name, passport.name, c.effectiveOn, requirementLabel(parseRequirement(c.requirement)));
    warnings.push({ kind: "rule-starts", text, source: c.source, sourceUrl: c.sourceUrl, on: c.effectiveOn });
  }
  const mayApply = input.announced.filter((a) => a.expectedOn === null || a.expectedOn <= stop.departOn);
  const category = entry.check?.card.category;
  if (category) {
    for (const notice of pairAnnouncements(mayApply, passport, destination, category))
      warnings.push({ kind: "announced", text: announcedInTripText(notice.text, notice.status), source: notice.source, sourceUrl: notice.sourceUrl });
  }
  const provenance = entry.check?.provenance;
  for (const notice of provenance?.notices ?? [])
    if (notice.startsWith("Sources disagree"))
      warnings.push({ kind: "sources-disagree", text: notice, source: provenance?.source ?? null, sourceUrl: provenance?.sourceUrl ?? null });
  const caveat = concession ? CONCESSION_CAVEATS[destination.code] : undefined;
  if (caveat) warnings.push({ kind: "caveat", text: caveat, source: null, sourceUrl: null });
  // With the day each record says we read its page (a concession's record gives none): the result page's rule.
  const sources: FlaggableSource[] = [
    [provenance?.kind === "correction" ? provenance.sourceUrl : null, "entry rule", provenance?.asOn ?? null],
    [entry.fee?.sourceUrl, "fee", entry.fee?.checkedOn ?? null],
    [concession?.sourceUrl, "concession", null],
  ];
  warnings.push(...flaggedWarnings(sources, input.watchedSources));
  return warnings;
}

/** A record's source: its URL, what it is the source of, and the day the record says we read it (null: unknown). */
export type FlaggableSource = readonly [url: string | null | undefined, subject: SourceSubject, readOn?: IsoDate | null];

/**
 * The warnings of flagged sources among `sources`, once per URL. A change seen before the day a record says we read
 * its page is not flagged for it (statusAsRead: as the result page, the API and the feeds read it).
 * @example flaggedWarnings([["https://…", "fee"]], [{ url: "https://…", status: { kind: "unreachable", since: "2026-12-01T00:00:00Z" } }])
 */
export function flaggedWarnings(sources: readonly FlaggableSource[], watched: readonly WatchedSource[]): TripWarning[] {
  const seen = new Set<string>();
  const warnings: TripWarning[] = [];
  for (const [url, subject, readOn] of sources) {
    if (!url || seen.has(url)) continue;
    seen.add(url);
    const found = watched.find((w) => w.url === url)?.status;
    const status = found && statusAsRead(found, readOn ?? null);
    const text = status ? flaggedSourceText(status, subject) : null;
    if (text) warnings.push({ kind: "source-flagged", text, source: null, sourceUrl: url });
  }
  return warnings;
}
