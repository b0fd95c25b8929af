/**
 * @module The terms of the Schengen short-stay rule (rule.ts): the 90 days, the 180-day window, a stay, a short-stay
 * visa, a run of days and the limits a stay can meet. Dates are calendar dates (YYYY-MM-DD).
 */
import type { IsoDate } from "../units/iso-date";

/** Days of stay allowed in any window. */
export const MAX_STAY_DAYS = 90;
/** Days in a window: the day itself and the 179 before it. */
export const WINDOW_DAYS = 180;

/** One stay in the Schengen area, entry and exit days included. */
export interface Stay {
  entry: IsoDate;
  exit: IsoDate;
  /** False for a stay under a residence permit or a long-stay (D) visa: it does not count (Article 6(1)). */
  counted: boolean;
}

/** A short-stay (C) visa: the sticker's "from", "until", "duration of stay" (days) and "number of entries". */
export interface ShortStayVisa {
  validFrom: IsoDate;
  validUntil: IsoDate;
  /** Days of stay the visa allows in its validity, 1–90. */
  durationDays: number;
  entries: 1 | 2 | "multiple";
}

/** Consecutive days, both ends included. */
export interface DayRange {
  from: IsoDate;
  to: IsoDate;
  days: number;
}

/** Why a stay cannot start, or cannot last a day longer. */
export type StayLimit =
  | "rule"
  | "visa-not-yet-valid"
  | "visa-expired"
  | "visa-validity"
  | "visa-days"
  | "visa-entries"
  | "later-stays"
  | "stays-break-rule";
