/**
 * @module What /changes and its feeds say beside the snapshot history (issue #32): rules with a last day (a
 * correction's `validUntil`, a fee's `validUntil`), listed as coming changes until that day and as changes that
 * happened after it, and changes announced but not in force. Decided on the date of the request, so nothing
 * waits for a re-seed. Sources: passport-index/corrections.v2.json, visa-fees/india-fees.v2.json and
 * visa-fees/announced-fees.json.
 */
import { possessive } from "../countries/possessive";
import { compareEnglish } from "../units/english-order";
import { formatIsoDate, type IsoDate } from "../units/iso-date";
import { announcedSource, announcedStatus, announcedText, type AnnouncedChange } from "../visa/announced";
import { parseRequirement, requirementLabel } from "../visa/requirement";
import { NO_SOURCE_NOTE, type SourceNoteOf } from "../watch/source-statuses";

/** A correction with a last day, one row per passport (as stored). */
export interface EndingCorrection {
  passport: string;
  destination: string;
  requirement: string;
  validUntilOn: IsoDate;
  source: string;
  sourceUrl: string;
  /** Whether `sourceUrl` itself is a government page. */
  official: boolean;
  checkedOn: IsoDate;
}

/** A fee record with a last day (Indian passports). */
export interface EndingFee {
  id: string;
  destination: string;
  subtype: string;
  validUntilOn: IsoDate;
  source: string | null;
  sourceUrl: string | null;
  /** The record's claim that its page is an official one (fee_options.is_verified). */
  official: boolean;
  checkedOn: IsoDate;
}

/** One line of the dated lists. */
export interface DatedRuleEntry {
  /** Stable key (also the feed entry's id). */
  key: string;
  /** The day it ends or ended (the last day it applied), the announcement's date, or null. */
  on: IsoDate | null;
  /** ISO 3166-1 alpha-2 codes it concerns (for the filters). */
  passports: readonly string[] | "all";
  /** Passports an "all" entry leaves out (the ETA and ETIAS fees: not India). */
  except?: readonly string[];
  destinations: readonly string[];
  text: string;
  source: string;
  sourceUrl: string | null;
  /** "read on 26 Nov 2026" (and "official source" where the data says so). */
  dates: string;
  /** The watch's sentence when the source changed after we read it or stopped answering (issue #35), else null. */
  sourceNote: string | null;
  /** The day we read the source. */
  readOn: IsoDate;
}

/** The three lists: announced (not in force), coming ends, and ends that have happened, each newest first. */
export interface DatedRules {
  announced: DatedRuleEntry[];
  coming: DatedRuleEntry[];
  ended: DatedRuleEntry[];
}

/** The filters of /changes that apply to these lists. */
export interface DatedRulesFilter {
  passport?: string;
  destination?: string;
}

/**
 * Builds the lists for `today`: a rule whose last day is today or later is coming ("is set to end on"); one whose
 * last day has passed ended ("ended after"). Passports of one correction (same destination, rule, last day and
 * source) share a line. `name` turns a code into a country name; `sourceNoteOf` gives each line its source's note
 * (the request's flagged sources; none when absent).
 * @example datedRules({ corrections: [malaysia], fees: [], announced: [], today: "2026-11-26", name }).coming[0].text
 *   // "Malaysia's visa exemption (30 days) for India passport holders is set to end on 31 Dec 2026; no extension is in our sources."
 */
export function datedRules(input: {
  corrections: readonly EndingCorrection[];
  fees: readonly EndingFee[];
  announced: readonly AnnouncedChange[];
  today: IsoDate;
  name: (code: string) => string;
  filter?: DatedRulesFilter;
  sourceNoteOf?: SourceNoteOf;
}): DatedRules {
  const { today, name } = input;
  const noteOf = input.sourceNoteOf ?? NO_SOURCE_NOTE;
  const coming: DatedRuleEntry[] = [];
  const ended: DatedRuleEntry[] = [];
  const groups = new Map<string, EndingCorrection[]>();
  for (const c of input.corrections) {
    const key = `${c.destination}|${c.requirement}|${c.validUntilOn}|${c.sourceUrl}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  for (const [key, rows] of groups) {
    const first = rows[0]!;
    const rule = requirementLabel(parseRequirement(first.requirement)).replace(/^Visa free for (\d+) days$/, "visa exemption ($1 days)");
    const who = englishList(rows.map((r) => name(r.passport)).sort(compareEnglish));
    const over = first.validUntilOn < today;
    const text = over
      ? `${possessive(name(first.destination))} ${lowerFirst(rule)} for ${who} passport holders ended after ${formatIsoDate(first.validUntilOn)}.`
      : `${possessive(name(first.destination))} ${lowerFirst(rule)} for ${who} passport holders is set to end on ${formatIsoDate(first.validUntilOn)}; no extension is in our sources.`;
    (over ? ended : coming).push({
      key: `correction-ends:${key}`,
      on: first.validUntilOn,
      passports: rows.map((r) => r.passport),
      destinations: [first.destination],
      text,
      source: first.source,
      sourceUrl: first.sourceUrl,
      dates: `read on ${formatIsoDate(first.checkedOn)}`,
      sourceNote: noteOf({ url: first.sourceUrl, subject: "rule", official: first.official, readOn: first.checkedOn }),
      readOn: first.checkedOn,
    });
  }
  for (const f of input.fees) {
    const over = f.validUntilOn < today;
    const text = over
      ? `${name(f.destination)}: the fee for ${f.subtype} (Indian passports) ended after ${formatIsoDate(f.validUntilOn)}; it is not today's fee.`
      : `${name(f.destination)}: the fee for ${f.subtype} (Indian passports) is set to end on ${formatIsoDate(f.validUntilOn)}.`;
    (over ? ended : coming).push({
      key: `fee-ends:${f.id}`,
      on: f.validUntilOn,
      passports: ["IN"],
      destinations: [f.destination],
      text,
      source: f.source ?? "No source on record",
      sourceUrl: f.sourceUrl,
      dates: `read on ${formatIsoDate(f.checkedOn)}`,
      sourceNote: noteOf({ url: f.sourceUrl, subject: "fee", official: f.official, readOn: f.checkedOn }),
      readOn: f.checkedOn,
    });
  }
  // An entry the desk marked in force is no announcement: the pairs it covers show it as in force.
  const announced = input.announced
    .filter((a) => a.status === "announced")
    .map((a): DatedRuleEntry => {
      const passports = a.scope.kind === "list" ? a.scope.passports : "all";
      const passportCode = a.scope.kind === "list" ? (a.scope.passports[0] ?? "") : "";
      const text =
        a.kind === "requirement"
          ? announcedText(a, {
              passport: englishList(a.scope.kind === "list" ? a.scope.passports.map(name) : []),
              passportCode,
              destination: name(a.destinations[0] ?? ""),
            })
          : `${englishList(a.destinations.map(name))}: ${lowerFirst(announcedText(a, { passport: "", passportCode: "", destination: "" }))} Covers: ${a.passportsText}.`;
      return {
        key: `announced:${a.id}`,
        on: a.announcedOn,
        passports,
        except: a.scope.kind === "visa-exempt" || a.scope.kind === "all-except" ? a.scope.except : undefined,
        destinations: a.destinations,
        text: `${text} ${announcedStatus(a)}`,
        source: a.source,
        sourceUrl: a.sourceUrl,
        dates: `${a.official ? "official source" : "not an official source"}, read on ${formatIsoDate(a.checkedOn)}`,
        sourceNote: noteOf(announcedSource(a)),
        readOn: a.checkedOn,
      };
    });
  const keep = (e: DatedRuleEntry) =>
    (!input.filter?.passport || (e.passports === "all" ? !e.except?.includes(input.filter.passport) : e.passports.includes(input.filter.passport))) &&
    (!input.filter?.destination || e.destinations.includes(input.filter.destination));
  const newestFirst = (a: DatedRuleEntry, b: DatedRuleEntry) => (b.on ?? "").localeCompare(a.on ?? "") || a.key.localeCompare(b.key);
  return {
    announced: announced.filter(keep).sort(newestFirst),
    // Coming ends read soonest first: the next one to happen leads.
    coming: coming.filter(keep).sort((a, b) => (a.on ?? "").localeCompare(b.on ?? "") || a.key.localeCompare(b.key)),
    ended: ended.filter(keep).sort(newestFirst),
  };
}

const listFormat = new Intl.ListFormat("en", { type: "conjunction" });

/** "Brazil, Chile and Peru": Intl's English list (with the serial comma Intl writes). */
function englishList(names: readonly string[]): string {
  return listFormat.format(names);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
