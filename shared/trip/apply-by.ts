/**
 * @module The visas a plan needs, once each, and when to apply. Stops that need the same visa share it: every
 * Schengen stop one Schengen visa, applied for at the consulate of the main destination (the longest stay; the first
 * of equals: Visa Code art. 5), two stays in one country one visa. Each visa is needed by its first stop's arrival
 * day, so its apply-by day is that day less the record's longest processing time; without one (or with only an
 * estimate's) the planner says to apply early rather than invent a date. Visas that make others easier (a Schengen
 * visa opening Türkiye's e-Visa) come before them; the rest by date, the undated first.
 */
import type { HeldDocumentKey } from "../concessions/documents";
import { addDays } from "../schengen/days";
import type { IsoDate } from "../units/iso-date";
import type { ProcessingDays } from "../visa/processing-time";
import type { StopFee } from "./fees";
import type { StopNeed } from "./stop";
import { APPLY_TEXTS, applyByText, applyNowText } from "./trip-texts";

/** A stop's need, with what apply-by reads of the stop. */
export interface NeedAtStop {
  /** The stop's number (1-based). */
  n: number;
  countryName: string;
  arriveOn: IsoDate;
  /** Days of the stop, both ends included (the longest stay is the main destination). */
  days: number;
  need: StopNeed;
  fee: StopFee;
  /** The documents of the trip this stop's answer relies on (visas other stops need). */
  enabledBy: HeldDocumentKey | null;
}

/** One visa to get. */
export interface VisaToGet {
  /** What to get ("Uniform short-stay Schengen visa (type C)…", "Direct Airside Transit Visa (DATV)"). */
  name: string;
  /** The document it will be ("schengen-visa"), or null. */
  document: HeldDocumentKey | null;
  /** The stops it serves (1-based), and the one whose fee and processing time are used (the main destination). */
  stops: number[];
  mainStop: number;
  countryNames: string[];
  /** The day it is first needed: its first stop's arrival. */
  neededOn: IsoDate;
  processingDays: ProcessingDays | null;
  /** neededOn less the longest processing time, or null when unknown. */
  applyByOn: IsoDate | null;
  /** The apply-by day is before today: applying now may be too late. */
  late: boolean;
  /** "Apply by 20 Dec 2026: processing takes 15-21 days.", "Processing time unknown: apply early." or "Apply now: …". */
  text: string;
  /** The main stop's fee: what the visa costs, once. */
  fee: StopFee;
  /** A visa of the plan this one relies on (it comes first in the order), or null. */
  after: HeldDocumentKey | null;
}

/** The group a need belongs to: its document (one Schengen visa, one UK visa), else its country and name. */
function groupKey(need: NeedAtStop): string {
  return need.need.document ?? `${need.countryName}|${need.need.name}`;
}

/**
 * The visas of a plan's needs (in stop order), grouped and in the order to apply.
 * @example visasToGet([frStayNeed, deLandsideNeed], "2026-11-26")[0].stops // [3, 4]
 */
export function visasToGet(needs: readonly NeedAtStop[], today: IsoDate): VisaToGet[] {
  const groups = new Map<string, NeedAtStop[]>();
  for (const need of needs) groups.set(groupKey(need), [...(groups.get(groupKey(need)) ?? []), need]);
  const visas = [...groups.values()].map((group): VisaToGet => {
    const first = group[0] as NeedAtStop;
    const main = group.reduce((best, n) => (n.days > best.days ? n : best), first);
    const processing = main.need.processingDays;
    const applyByOn = processing ? addDays(first.arriveOn, -Math.max(processing.min, processing.max)) : null;
    const late = applyByOn !== null && applyByOn < today;
    return {
      name: main.need.name,
      document: main.need.document,
      stops: group.map((n) => n.n),
      mainStop: main.n,
      countryNames: [...new Set(group.map((n) => n.countryName))],
      neededOn: first.arriveOn,
      processingDays: processing,
      applyByOn,
      late,
      text: !processing || !applyByOn ? APPLY_TEXTS.unknown : late ? applyNowText(processing, first.arriveOn) : applyByText(applyByOn, processing),
      fee: main.fee,
      after: group.find((n) => n.enabledBy)?.enabledBy ?? null,
    };
  });
  // The undated first (apply early), then by apply-by day, then by the day needed.
  visas.sort((a, b) => (a.applyByOn ?? "").localeCompare(b.applyByOn ?? "") || a.neededOn.localeCompare(b.neededOn));
  // A visa another relies on moves before it (enablers rely on nothing: one move each is enough).
  for (const visa of [...visas]) {
    if (!visa.after) continue;
    const at = visas.indexOf(visa);
    const enabler = visas.findIndex((v) => v.document === visa.after);
    if (enabler > at) visas.splice(at, 0, ...visas.splice(enabler, 1));
  }
  return visas;
}
