/**
 * @module The visas a plan needs, once each, and when to apply. Stops that need the same visa share it: every
 * Schengen stop one Schengen visa, applied for at the consulate of the main destination (the longest stay; the first
 * of equals: Visa Code art. 5), two stays in one country one visa. Each visa must be in hand the day the traveller
 * leaves home (the first stop's arrival, issue #46), so its apply-by day counts back from that day by a stated margin,
 * the published interview wait at the post chosen (shared/waits/pair-wait.ts) and the processing time (IRCC's for
 * Canada, else the record's longest); without either (or with only an estimate's) the planner says to apply early
 * rather than invent a date. A wait that alone runs past the visit is said first. Visas that make others easier (a
 * Schengen visa opening Türkiye's e-Visa) come before them; the rest by date, the undated first.
 */
import type { HeldDocumentKey } from "../concessions/documents";
import type { IsoDate } from "../units/iso-date";
import type { RequirementCategory } from "../visa/requirement";
import type { ProcessingDays } from "../visa/processing-time";
import { APPLY_MARGIN_DAYS, applyBy } from "../waits/apply-by";
import type { PairWait } from "../waits/pair-wait";
import { notPossibleText, WAIT_TEXTS } from "../waits/wait-texts";
import type { StopFee } from "./fees";
import type { StopNeed } from "./stop";
import { APPLY_TEXTS, applyByText, applyByWaitText, applyNowText, applyNowWaitText } from "./trip-texts";

/**
 * Days of margin before leaving for a document applied for online (an e-Visa, an eTA): a slow reply. A visa applied
 * for at a consulate keeps APPLY_MARGIN_DAYS (7: the appointment and the passport's return). Stated on the page.
 */
export const ONLINE_MARGIN_DAYS = 3;

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
  /** The stop's entry rule (an e-Visa or eTA is applied for online: a shorter margin), or null for a transit's document. */
  category: RequirementCategory | null;
  /** The published wait for the stop's visa (interview wait at the post chosen, or IRCC's time), or null. */
  wait: PairWait | null;
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
  /** The day the traveller leaves home (the trip's first stop): the visa is needed in hand by then. */
  leaveOn: IsoDate;
  /** leaveOn less the margin, the interview wait and the processing time, or null when neither is known. */
  applyByOn: IsoDate | null;
  /** The apply-by day is before today: applying now may be too late. */
  late: boolean;
  /** The published wait counted, with its source and dates (the page lists the other posts), or null. */
  wait: PairWait | null;
  /** The interview wait alone, booking today, runs past the visit: the text says so first. */
  waitTooLong: boolean;
  /** Days of margin counted before leaving, and the sentence that states it (null when nothing was counted). */
  marginDays: number;
  marginText: string | null;
  /** "Apply by 20 Dec 2026: processing takes 15-21 days.", "Processing time unknown: apply early." or "Apply now: …". */
  text: string;
  /** The main stop's fee: what the visa costs, once. */
  fee: StopFee;
  /** A visa of the plan this one relies on (it comes first in the order), or null. */
  after: HeldDocumentKey | null;
}

/** The visa's sentence: a wait past the visit first, then "apply now" when late, else the day to apply by. */
function applyText(v: {
  applyByOn: IsoDate | null;
  late: boolean;
  waitTooLong: boolean;
  wait: PairWait | null;
  processing: ProcessingDays | null;
  arriveOn: IsoDate;
}): string {
  const { applyByOn, wait, processing } = v;
  if (v.waitTooLong && wait) return notPossibleText(wait.figure, v.arriveOn);
  if (!applyByOn) return APPLY_TEXTS.unknown;
  if (wait) return v.late ? applyNowWaitText(wait, v.arriveOn) : applyByWaitText(applyByOn, wait);
  if (!processing) return APPLY_TEXTS.unknown;
  return v.late ? applyNowText(processing, v.arriveOn) : applyByText(applyByOn, processing);
}

/** The group a need belongs to: its document (one Schengen visa, one UK visa), else its country and name. */
function groupKey(need: NeedAtStop): string {
  return need.need.document ?? `${need.countryName}|${need.need.name}`;
}

/**
 * The visas of a plan's needs (in stop order), grouped and in the order to apply.
 * @example visasToGet([frStayNeed, deLandsideNeed], "2026-11-26")[0].stops // [3, 4]
 */
export function visasToGet(needs: readonly NeedAtStop[], today: IsoDate, leaveOn: IsoDate): VisaToGet[] {
  const groups = new Map<string, NeedAtStop[]>();
  for (const need of needs) groups.set(groupKey(need), [...(groups.get(groupKey(need)) ?? []), need]);
  const visas = [...groups.values()].map((group): VisaToGet => {
    const first = group[0] as NeedAtStop;
    const main = group.reduce((best, n) => (n.days > best.days ? n : best), first);
    const processing = main.need.processingDays;
    const wait = main.wait;
    const online = main.category === "e-visa" || main.category === "eta";
    const marginDays = online ? ONLINE_MARGIN_DAYS : APPLY_MARGIN_DAYS;
    // IRCC's time replaces the record's (the check shows it as the processing time); an interview wait comes before it.
    const counted = applyBy({
      leaveOn,
      visitOn: first.arriveOn,
      today,
      marginDays,
      wait: wait?.kind === "interview-wait" ? wait.figure : null,
      processing:
        wait?.kind === "processing-time" ? wait.figure : processing ? { days: Math.max(processing.min, processing.max), dayKind: "calendar" } : null,
    });
    const applyByOn = counted?.applyByOn ?? null;
    const late = counted?.late ?? false;
    const waitTooLong = counted?.waitTooLong ?? false;
    return {
      name: main.need.name,
      document: main.need.document,
      stops: group.map((n) => n.n),
      mainStop: main.n,
      countryNames: [...new Set(group.map((n) => n.countryName))],
      neededOn: first.arriveOn,
      leaveOn,
      processingDays: processing,
      applyByOn,
      late,
      wait,
      waitTooLong,
      marginDays,
      marginText: counted ? (online ? WAIT_TEXTS.onlineMargin : WAIT_TEXTS.margin)(marginDays) : null,
      text: applyText({ applyByOn, late, waitTooLong, wait, processing, arriveOn: first.arriveOn }),
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
