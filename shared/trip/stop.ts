/**
 * @module One stop for one passport: what governs it (a stay's entry rule; a connection's transit rule, and for a
 * landside one the entry rule too, since the traveller passes immigration), whether the days fit the maximum stay
 * or the connection its hours, the fee, the warnings inside the stop, and the visa to apply for, if any.
 */
import type { HeldDocumentKey } from "../concessions/documents";
import { type Country } from "../countries/country";
import { dayNumber } from "../schengen/days";
import type { CountryCode } from "../units/country-code";
import type { ProcessingDays } from "../visa/processing-time";
import { effectiveKind, type HoursFit, hoursFit } from "./connection";
import { EASE, type EaseLevel, needsApplication } from "./ease";
import { type EntryAnswer, resolveEntry } from "./entry";
import { pairOf, type TripFacts } from "./facts";
import { visaDocumentFor } from "./held-visa";
import { optionFee, ruleFee, type StopFee } from "./fees";
import type { StopKind, TripStop } from "./plan";
import { FEE_TEXTS, maxStayText, needName, UNKNOWN_NEED_NAME } from "./stop-texts";
import { resolveTransit, type TransitAnswer } from "./transit";
import { connectionMayExceedText, schengenConnectionText } from "./transit-texts";
import { entryWarnings, flaggedWarnings, type TripWarning } from "./warnings";

/** A visa (or authorisation) a stop makes the traveller apply for. */
export interface StopNeed {
  /** What to get: the fee record's option, the transit rule's document, or the requirement. */
  name: string;
  /** The document key it will be, when the site names it ("schengen-visa"), else null. */
  document: HeldDocumentKey | null;
  /** The record's processing time in calendar days, or null when unknown (or an estimate's). */
  processingDays: ProcessingDays | null;
}

/** One stop's answer for one passport. */
export interface PassportStop {
  passportCountryCode: CountryCode;
  /** The kind after effectiveKind (an airside connection inside the Schengen area is landside). */
  kind: StopKind;
  /** The entry rule: for a stay, and for a landside connection (immigration); null for an airside one. */
  entry: EntryAnswer | null;
  /** The transit rule: for a connection; null for a stay. */
  transit: TransitAnswer | null;
  /** How hard the stop is (ease.ts): the transit rule's for a connection where known, else the entry rule's. */
  level: EaseLevel | null;
  summary: string;
  /** A stay's days (both ends) against its maximum stay; null for a connection. */
  stay: { days: number; maxStayDays: number | null; fits: boolean | null; text: string } | null;
  /** A connection's dates against its rule's hours; null for a stay. */
  connection: { fit: HoursFit; maxHours: number | null } | null;
  fee: StopFee;
  warnings: TripWarning[];
  /** The visa to apply for before travelling, or null (nothing, on arrival, held, or unknown). */
  need: StopNeed | null;
}

/** What a stop's evaluation reads besides the facts. */
export interface StopQuestion {
  stops: readonly TripStop[];
  index: number;
  passport: Country;
  /** Documents that count for exemptions and concessions (held, and visas the plan gets for other stops). */
  documents: readonly HeldDocumentKey[];
  /** Documents held: only these cover a stay outright. */
  held: readonly HeldDocumentKey[];
}

/**
 * Evaluates one stop for one passport.
 * @example evaluateStop({ stops, index: 0, passport: india, documents: [], held: [] }, facts).summary // "No visa needed"
 */
export function evaluateStop(question: StopQuestion, facts: TripFacts): PassportStop {
  const { stops, index, passport } = question;
  const stop = stops[index];
  if (!stop) throw new RangeError(`No stop ${index}`);
  const kind = effectiveKind(stops, index);
  const pair = pairOf(facts, passport.code, stop.countryCode);
  const countryName = pair?.destination.name ?? stop.countryCode;
  const entry =
    kind === "airside"
      ? null
      : resolveEntry(
          // Judged on the stop's first day (decision 18): the rules, fees and concessions in force when the traveller arrives.
          {
            passport,
            pair,
            documents: question.documents,
            held: question.held,
            rates: facts.rates,
            currency: facts.currency,
            today: stop.arriveOn,
            announced: facts.announced,
          },
          stop.countryCode,
        );
  const transit =
    kind === "stay"
      ? null
      : resolveTransit(
          facts.transitRules,
          {
            passportCountryCode: passport.code,
            countryCode: stop.countryCode,
            mode: kind,
            holds: question.documents,
            nextCountryCode: stops[index + 1]?.countryCode ?? null,
          },
          countryName,
        );
  // A connection's own rule governs where it is known; a landside one without a known rule is an entry.
  const byTransit = transit !== null && transit.level !== null;
  const level = byTransit ? transit.level : (entry?.level ?? null);
  const warnings: TripWarning[] = [];
  if (stop.kind === "airside" && kind === "landside")
    warnings.push({ kind: "schengen-connection", text: schengenConnectionText(countryName), source: null, sourceUrl: null });
  if (entry && pair)
    warnings.push(
      ...entryWarnings({ passport, pair, entry, stop, today: facts.today, announced: facts.announced, watchedSources: facts.watchedSources }),
    );
  const connection = transit ? { fit: hoursFit(stop.arriveOn, stop.departOn, transit.maxHours), maxHours: transit.maxHours } : null;
  if (connection?.fit === "may-exceed" && connection.maxHours !== null)
    warnings.push({ kind: "connection-hours", text: connectionMayExceedText(connection.maxHours), source: null, sourceUrl: null });
  if (transit?.rule) warnings.push(...flaggedWarnings([[transit.rule.sourceUrl, "transit rule"]], facts.watchedSources));
  const days = dayNumber(stop.departOn) - dayNumber(stop.arriveOn) + 1;
  const maxStayDays = entry?.maxStayDays ?? null;
  return {
    passportCountryCode: passport.code,
    kind,
    entry,
    transit,
    level,
    summary: byTransit ? transit.summary : (entry?.summary ?? transit?.summary ?? ""),
    stay:
      kind === "stay" ? { days, maxStayDays, fits: maxStayDays === null ? null : days <= maxStayDays, text: maxStayText(days, maxStayDays) } : null,
    connection,
    fee: feeOf(byTransit ? transit : null, entry, passport, level, facts),
    warnings,
    need: needOf(byTransit ? transit : null, entry, level, stop, kind),
  };
}

function feeOf(transit: TransitAnswer | null, entry: EntryAnswer | null, passport: Country, level: EaseLevel | null, facts: TripFacts): StopFee {
  if (level === EASE.none) return { status: "none", text: FEE_TEXTS.none };
  // No fee record applies to the pair (decision 17): the check's words say what is known.
  if (entry?.check?.fees.status === "coming-soon") return { status: "coming-soon", text: entry.check.fees.text };
  // The rule's fee is its own document's: what an exemption leaves to get (a visa on arrival, an e-Visa) costs what no rule records.
  if (transit?.rule)
    return level === null || transit.exemption
      ? { status: "unknown", text: FEE_TEXTS.unknown }
      : ruleFee(transit.rule.fee, transit.rule.document, transit.rule, facts.rates, facts.currency);
  if (entry?.fee) return optionFee(entry.fee);
  return { status: "unknown", text: FEE_TEXTS.unknown };
}

function needOf(transit: TransitAnswer | null, entry: EntryAnswer | null, level: EaseLevel | null, stop: TripStop, kind: StopKind): StopNeed | null {
  if (!needsApplication(level)) return null;
  // A full visa got to pass immigration is that country's visa (a Schengen visa, a UK visa): it counts for other stops.
  const document = kind !== "airside" && level === EASE.visa ? visaDocumentFor(stop.countryCode) : null;
  const name = needName(level as number);
  if (transit?.rule) return { name: transit.exemption ? name : (transit.rule.document ?? name), document, processingDays: null };
  if (!entry) return null;
  // No sourced rule (decision 18): planned for as a visa, and named as what the embassy must confirm.
  if (entry.base === "unknown" && !entry.merged?.best) return { name: UNKNOWN_NEED_NAME, document, processingDays: null };
  return { name: entry.fee && !entry.fee.estimate ? entry.fee.subtype : name, document, processingDays: entry.processingDays };
}
