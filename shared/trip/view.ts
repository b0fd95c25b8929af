/**
 * @module The trip planner's answer as plain JSON, one shape for the page (/trip) and the API (GET /api/v1/trips):
 * each stop for each passport with only what a traveller reads (the entry rule with its source, the transit rule
 * with its exemptions and confidence, the stay against its maximum, the fee, the warnings, the visa to get), then
 * each passport's Schengen count, visas in the order to apply, total and checklist. The check objects the planner
 * works from (fee tables, option rows) stay behind: the page and the API say the same thing from the same values.
 */
import type { ConcessionGrant, HeldDocumentKey } from "../concessions/documents";
import type { CountrySummary } from "../countries/country";
import type { CountryCode } from "../units/country-code";
import type { IsoDate } from "../units/iso-date";
import type { RequirementCategory } from "../visa/requirement";
import type { HoursFit } from "./connection";
import type { EaseLevel } from "./ease";
import type { StopFee } from "./fees";
import type { StopKind, TripPlan } from "./plan";
import type { StopNeed, PassportStop } from "./stop";
import type { TripPageReading } from "./prefill";
import { tripQuery } from "./query";
import type { TransitAnswer } from "./transit";
import type { TransitConfidence, TransitMode, TransitRequirement } from "./transit-rule";
import type { PassportPlanAnswer, TripAnswer, TripPassportStop } from "./trip";
import type { TripWarning } from "./warnings";
import { type PublicSourceStatus, publicSourceStatus } from "../watch/source-note";
import { NO_FLAGGED_SOURCES, type SourceStatuses } from "../watch/source-statuses";

/** The watch's status of a record's page as the API states it (issue #35); null for a record that cites no page. */
type SourceStatusField = { sourceStatus: PublicSourceStatus | null };

/** `T` with its `fee` as shown. */
type WithFeeView<T extends { fee: StopFee }> = Omit<T, "fee"> & { fee: FeeView };

/** A passport's plan as shown: every fee of its visas and its total with its page's status. */
export type PlanView = Omit<PassportPlanAnswer, "visas" | "totals"> & {
  visas: WithFeeView<PassportPlanAnswer["visas"][number]>[];
  totals: Omit<PassportPlanAnswer["totals"], "items"> & { items: WithFeeView<PassportPlanAnswer["totals"]["items"][number]>[] };
};

/** A stop's fee as shown: a listed fee says its page's status too. */
export type FeeView = Exclude<StopFee, { status: "listed" }> | (Extract<StopFee, { status: "listed" }> & SourceStatusField);

/** A stop's entry rule as shown. */
export interface EntryView {
  ownCountry: boolean;
  /** The requirement with the documents held (concessions merged), or null when no rule is on record. */
  requirement: RequirementCategory | null;
  /** The requirement with the passport alone. */
  passportOnly: RequirementCategory | null;
  /** "Visa free with your US visa, up to 180 days" when a held document changes the rule, else null. */
  personal: string | null;
  /** A held visa of the country that covers the stay, or null. */
  coveredBy: HeldDocumentKey | null;
  maxStayDays: number | null;
  /** Where the requirement comes from: the dataset of `asOn`, or a dated correction with its source. */
  provenance:
    | ({ kind: "dataset" | "correction" | "ended"; asOn: IsoDate; source: string | null; sourceUrl: string | null } & SourceStatusField)
    | null;
  /** The concession that gives `requirement`, with its source, or null. */
  concession:
    | ({
        document: HeldDocumentKey;
        grants: ConcessionGrant;
        conditions: string;
        source: string;
        sourceUrl: string;
        official: boolean;
      } & SourceStatusField)
    | null;
  /** What the stop's document needs, as text (shared/visa/entry-documents.ts; the checklist links the official sites). */
  documents: readonly string[];
}

/** A held document under a transit rule. */
export interface ExemptionView {
  document: HeldDocumentKey;
  effect: string;
  conditions: string;
  /** It rests on a secondary source only. */
  secondary: boolean;
}

/** A connection's transit rule as shown. */
export interface TransitView {
  /** False for another passport than India's: no rule is known, `verify` says so. */
  known: boolean;
  /** The rule's country, or "SCHENGEN" for the area's rule; null without a rule. */
  area: string | null;
  mode: TransitMode;
  /** What the rule asks without an exemption; null when undetermined or without a rule. */
  requirement: TransitRequirement | null;
  document: string | null;
  maxHours: number | null;
  exemption: ExemptionView | null;
  alsoExempting: ExemptionView[];
  notExempting: { document: HeldDocumentKey; text: string; conditions: string }[];
  otherDocuments: { name: string; effect: string; conditions: string }[];
  official: boolean | null;
  confidence: TransitConfidence | null;
  /** "…: check with your airline or the embassy before you book.", or null when the rule is official and sure. */
  verify: string | null;
  conditions: string | null;
  source: string | null;
  sourceUrl: string | null;
  /** The source's own date as precise as it states it (YYYY, YYYY-MM or YYYY-MM-DD), or null. */
  sourceDate: string | null;
  /** The watch's status of the rule's page, or null without one. */
  sourceStatus: PublicSourceStatus | null;
}

/** One stop for one passport. */
export interface PassportStopView {
  passport: CountryCode;
  /** The kind it really is (an airside connection next to a Schengen stop is landside). */
  kind: StopKind;
  /** From 0 (nothing to get) to 6 (cannot pass); null when not known (shared/trip/ease.ts). */
  level: EaseLevel | null;
  summary: string;
  entry: EntryView | null;
  transit: TransitView | null;
  stay: { days: number; maxStayDays: number | null; fits: boolean | null; text: string } | null;
  connection: { fit: HoursFit; maxHours: number | null } | null;
  fee: FeeView;
  warnings: TripWarning[];
  need: StopNeed | null;
  /** A visa this plan gets for another stop that makes this one easier, and the sentence saying so. */
  enabledBy: { document: HeldDocumentKey; countryName: string; text: string } | null;
}

/** One stop. */
export interface StopView {
  n: number;
  country: { code: CountryCode; name: string };
  arriveOn: string;
  departOn: string;
  plannedKind: StopKind;
  byPassport: PassportStopView[];
  /** With two passports: the easier one (null when neither) and why. */
  choice: { easier: CountryCode | null; reason: string } | null;
}

/** The plan's answer. */
export interface TripView {
  /** The plan's canonical query ("?passport=IN&stops=…"): the page's shareable address and the API's query. */
  query: string;
  /** The day the answer is for: the rules in force that day (YYYY-MM-DD, UTC). */
  asOn: IsoDate;
  passports: { code: CountryCode; name: string }[];
  holds: readonly HeldDocumentKey[];
  stops: StopView[];
  /** Per passport, in the plan's order: Schengen count, visas in the order to apply, total, checklist (fees with their page's status). */
  plans: PlanView[];
  /** The day the transit rules were compiled (data/transit/SOURCE.md). */
  transitRulesCompiledOn: IsoDate;
  /** The rates behind the converted amounts: their sources and dates, naming a currency converted at a rate of another date. */
  ratesNote: string;
}

/** The trip page's data (and the API's, less the form's): the URL read, the answer when sound, the countries to choose from. */
export interface TripPageData {
  /** The values to show again with their messages, and whether the plan was begun from another page (prefill.ts). */
  reading: TripPageReading;
  view: TripView | null;
  /** Every country of the data (code, name, flag, region), by name. */
  countries: CountrySummary[];
  /** The day the transit rules were compiled (data/transit/SOURCE.md). */
  transitRulesCompiledOn: IsoDate;
}

/** What the view reads a record's page status with (SourceStatuses.statusOf of the request). */
type StatusOf = SourceStatuses["statusOf"];

function field(statusOf: StatusOf, url: string | null, readOn: IsoDate | null): PublicSourceStatus | null {
  const status = statusOf({ url, readOn });
  return status && publicSourceStatus(status);
}

/** A fee with its page's status: the day we read the record decides a change seen before it (statusAsRead). */
function feeView(fee: StopFee, statusOf: StatusOf): FeeView {
  return fee.status === "listed" ? { ...fee, sourceStatus: field(statusOf, fee.sourceUrl, fee.checkedOn) } : fee;
}

function entryView(answer: PassportStop, statusOf: StatusOf): EntryView | null {
  const entry = answer.entry;
  if (!entry) return null;
  const provenance = entry.check?.provenance;
  const best = entry.merged?.best;
  return {
    ownCountry: entry.ownCountry,
    requirement: entry.merged?.category ?? (entry.ownCountry ? "own-country" : null),
    passportOnly: entry.base,
    personal: entry.personal?.headline ?? null,
    coveredBy: entry.coveredBy,
    maxStayDays: entry.maxStayDays,
    provenance: provenance
      ? {
          kind: provenance.kind,
          asOn: provenance.asOn,
          source: provenance.source,
          sourceUrl: provenance.sourceUrl,
          // A correction's asOn is the day it was checked against its source; the dataset cites no page.
          sourceStatus: field(statusOf, provenance.sourceUrl, provenance.asOn),
        }
      : null,
    concession: best
      ? {
          document: best.document,
          grants: best.grants,
          conditions: best.conditions,
          source: best.source,
          sourceUrl: best.sourceUrl,
          official: best.official,
          // A concession's record gives no day a person read its page.
          sourceStatus: field(statusOf, best.sourceUrl, null),
        }
      : null,
    documents: entry.documents.map((line) => line.text),
  };
}

const exemptionView = (e: NonNullable<TransitAnswer["exemption"]>): ExemptionView => ({
  document: e.document,
  effect: e.effect,
  conditions: e.conditions,
  secondary: e.secondary,
});

function transitView(transit: TransitAnswer | null, mode: StopKind, statusOf: StatusOf): TransitView | null {
  if (!transit || mode === "stay") return null;
  const rule = transit.rule;
  return {
    known: transit.known,
    area: transit.ruleArea,
    mode,
    requirement: rule?.requirement ?? null,
    document: rule?.document ?? null,
    maxHours: transit.maxHours,
    exemption: transit.exemption ? exemptionView(transit.exemption) : null,
    alsoExempting: transit.alsoExempting.map(exemptionView),
    notExempting: transit.notExempting,
    otherDocuments: transit.otherDocuments,
    official: transit.official,
    confidence: transit.confidence,
    verify: transit.verify,
    conditions: rule?.conditions ?? null,
    source: rule?.source ?? null,
    sourceUrl: rule?.sourceUrl ?? null,
    sourceDate: rule?.sourceDate ?? null,
    sourceStatus: field(statusOf, rule?.sourceUrl ?? null, null),
  };
}

function passportStopView(answer: TripPassportStop, statusOf: StatusOf): PassportStopView {
  return {
    passport: answer.passportCountryCode,
    kind: answer.kind,
    level: answer.level,
    summary: answer.summary,
    entry: entryView(answer, statusOf),
    transit: transitView(answer.transit, answer.kind, statusOf),
    stay: answer.stay,
    connection: answer.connection,
    fee: feeView(answer.fee, statusOf),
    warnings: answer.warnings,
    need: answer.need,
    enabledBy: answer.enabledBy,
  };
}

/**
 * The answer of `plan` as JSON; each record citing a page (a correction, a concession, a transit rule, a fee) with its
 * page's status from `statusOf` (the request's flagged sources, worker/services/source-statuses.ts; none flagged by
 * default).
 * @example tripView(plan, planTrip(plan, facts), { asOn: "2026-11-26", transitRulesCompiledOn: "2026-11-26" }).stops[1].byPassport[0].summary // "Visa required"
 */
export function tripView(
  plan: TripPlan,
  answer: TripAnswer,
  dates: { asOn: IsoDate; transitRulesCompiledOn: IsoDate },
  statusOf: StatusOf = NO_FLAGGED_SOURCES.statusOf,
): TripView {
  return {
    query: tripQuery(plan),
    asOn: dates.asOn,
    passports: answer.passports.map((p) => p.passport),
    holds: plan.holds,
    stops: answer.stops.map((stop) => ({
      n: stop.n,
      country: stop.country,
      arriveOn: stop.arriveOn,
      departOn: stop.departOn,
      plannedKind: stop.plannedKind,
      byPassport: stop.byPassport.map((p) => passportStopView(p, statusOf)),
      choice: stop.choice,
    })),
    plans: answer.passports.map(
      (p): PlanView => ({
        ...p,
        visas: p.visas.map((v) => ({ ...v, fee: feeView(v.fee, statusOf) })),
        totals: { ...p.totals, items: p.totals.items.map((item) => ({ ...item, fee: feeView(item.fee, statusOf) })) },
      }),
    ),
    transitRulesCompiledOn: dates.transitRulesCompiledOn,
    ratesNote: answer.ratesNote,
  };
}
