/**
 * @module How long getting a visa takes, as its publisher states it (issue #46): the US State Department's interview
 * wait at each consular post, IRCC's visitor-visa processing time by country of residence, the UK's service standard
 * and the Schengen Visa Code's time limits. Each figure is an estimate or a standard by its publisher, never a
 * promise, and carries its source, the date the source gives and the day it was read (data/waits/waits.json, fields
 * in data/waits/SOURCE.md).
 */
import type { SCHENGEN_AREA } from "../trip/transit-rule";
import type { CountryCode } from "../units/country-code";
import type { IsoDate } from "../units/iso-date";

/**
 * What a figure measures:
 * - `interview-wait`: days to the next visa interview at a post (US B1/B2; before the application is decided);
 * - `processing-time`: days from a complete application (and biometrics) to a decision (IRCC);
 * - `decision-time`: the publisher's standard for a decision (UK: 15 working days; Schengen: 15 days, up to 45);
 * - `appointment-wait`: the standard wait for an appointment to lodge (Schengen: as a rule within two weeks);
 * - `lodge-by`: the latest day before the visit an application may be lodged (Schengen: 15 days).
 */
export const WAIT_KINDS = ["interview-wait", "processing-time", "decision-time", "appointment-wait", "lodge-by"] as const;
export type WaitKind = (typeof WAIT_KINDS)[number];

/** Whether `days` counts every day, or Monday to Friday only (public holidays are not known here). */
export const DAY_KINDS = ["calendar", "working"] as const;
export type DayKind = (typeof DAY_KINDS)[number];

/** The figure's own measure, as its publisher names it ("next-available", "average-previous-month", "standard", …). */
export const WAIT_MEASURES = [
  "next-available",
  "average-previous-month",
  "published",
  "service-standard",
  "standard",
  "maximum",
  "as-a-rule",
  "latest",
] as const;
export type WaitMeasure = (typeof WAIT_MEASURES)[number];

export const WAIT_CONFIDENCES = ["high", "medium", "low"] as const;

/** One published figure. */
export interface WaitFigure {
  /** Stable id ("us-b1b2-mumbai-next-available"): the watch updates a figure by it. */
  id: string;
  kind: WaitKind;
  /** The issuing country (ISO 3166-1 alpha-2), or SCHENGEN for the area's common rules. */
  destination: CountryCode | typeof SCHENGEN_AREA;
  /** The visa it is for, as the publisher names it ("B1/B2 visitor visa"). */
  document: string;
  /** Where the applicant applies from (ISO 3166-1 alpha-2), or null when the figure holds wherever one applies. */
  appliesIn: CountryCode | null;
  /** The consular post ("Mumbai"), for a per-post figure; null otherwise. */
  post: string | null;
  /** The post as the publisher writes it ("Mumbai (Bombay)"): what the watch matches. */
  postAsPublished: string | null;
  measure: WaitMeasure;
  /** The figure in days (a US month is 30 days, a half month 15, as the State Department counts). */
  days: number;
  dayKind: DayKind;
  /** Published as "< N" (the State Department's "< 0.5 Month"): `days` is an upper bound. */
  lessThan: boolean;
  /** The figure as published ("11.5 Months", "22 days", "3 weeks (15 working days)"). */
  published: string;
  /** Who publishes it, as the page names them ("US State Department", "IRCC"). */
  publisher: string;
  /** The date the source gives for the figure ("Last updated"), or null when it gives none. */
  asOf: IsoDate | null;
  /** The day we read it. */
  readOn: IsoDate;
  source: string;
  /** The publisher's page, where a traveller checks the figure. */
  sourceUrl: string;
  /** How it was read when not from the publisher's own page (a transcription, an archived copy), or null. */
  readVia: string | null;
  /** Whether the figure is the publisher's (true for all four publishers; the watch may add others). */
  official: boolean;
  confidence: (typeof WAIT_CONFIDENCES)[number];
  /** The words or cells the figure was read from. */
  evidence: string;
  notes: string;
}

/** The waits file: the figures, and the day the set was last read as a whole. */
export interface WaitFigureSet {
  readOn: IsoDate;
  figures: WaitFigure[];
}
