/**
 * @module The trip plan: the passports (one, or two for a dual citizen), the documents held (the site's `holds`) and
 * up to twelve stops in order, each a country, its arrival and departure days and whether it is a stay, an airside
 * connection (the international transit area, no immigration) or a landside one (immigration: bags, another
 * terminal or airport, a night outside). Dates are calendar dates (YYYY-MM-DD); a stop's days include both ends.
 */
import type { HeldDocumentKey } from "../concessions/documents";
import type { CountryCode } from "../units/country-code";
import type { IsoDate } from "../units/iso-date";

/** Most stops one plan takes. */
export const MAX_STOPS = 12;
/** Most passports one plan takes (a dual citizen's two). */
export const MAX_PASSPORTS = 2;

/** What a stop is. */
export const STOP_KINDS = ["stay", "airside", "landside"] as const;
export type StopKind = (typeof STOP_KINDS)[number];

/** The URL's one-letter name of each kind (`~s`, `~a`, `~l`). */
export const STOP_KIND_LETTERS: Readonly<Record<StopKind, string>> = { stay: "s", airside: "a", landside: "l" };

/** How pages name each kind. */
export const STOP_KIND_LABELS: Readonly<Record<StopKind, string>> = {
  stay: "Stay",
  airside: "Airside connection",
  landside: "Landside connection",
};

/** One stop of the plan. */
export interface TripStop {
  countryCode: CountryCode;
  /** The day of arrival. */
  arriveOn: IsoDate;
  /** The day of departure (the arrival day for a same-day connection). */
  departOn: IsoDate;
  kind: StopKind;
}

/** A sound plan: every value read and checked (shared/trip/query.ts). */
export interface TripPlan {
  /** One or two passports, distinct, in the order given. */
  passportCountryCodes: readonly CountryCode[];
  /** Documents held, in the documents' order; only an Indian passport's documents count (shared/concessions/holds.ts). */
  holds: readonly HeldDocumentKey[];
  /** One to MAX_STOPS stops, each starting on or after the previous one's departure. */
  stops: readonly TripStop[];
  /**
   * The consular post chosen for a visa with a published interview wait, as its publisher names it ("Chennai"; issue
   * #46), or null/absent for the post with the shortest wait. A post the figures do not have counts the shortest.
   */
  post?: string | null;
}
