/**
 * @module What the trip planner is given besides the plan: the data the Worker loads for it, as plain values. Every
 * shape is one the site already loads for its other pages (the visa check's pair, the concessions, the announced
 * changes, the rate table, the watch's source states), so a trip and a check of the same pair on the same day agree.
 */
import type { Concession } from "../concessions/concession";
import type { Country } from "../countries/country";
import type { RateTable } from "../money/rates";
import type { CurrencyCode } from "../units/money";
import type { CountryCode } from "../units/country-code";
import type { IsoDate } from "../units/iso-date";
import type { SourceStatus } from "../watch/source-state";
import type { AnnouncedChange } from "../visa/announced";
import type { RequirementCorrection } from "../visa/corrections";
import type { ArrivalCard } from "../visa/entry-documents";
import type { FeeOption } from "../visa/fee-option";
import type { TransitRule } from "./transit-rule";
import type { WaitFigure } from "../waits/wait-figure";

/**
 * One passport → destination pair of the plan, as the visa check loads it (worker/services: the requirement row and
 * its snapshot date, the corrections, the fee records, the concessions). One per passport and stop country, except a
 * passport's own country.
 */
export interface PairFacts {
  passportCountryCode: CountryCode;
  destination: Country;
  /** The pair's raw Passport Index value ("90", "visa required", …) and the date of its snapshot. */
  datasetRequirement: string;
  datasetAsOn: IsoDate;
  /** Every correction of the pair (resolveRequirement picks the one in force). */
  corrections: readonly RequirementCorrection[];
  /** The destination's fee records in source order, every visa type and every passport's (the check keeps those that apply). */
  feeOptions: readonly FeeOption[];
  /** The destination's entry concessions, every document (Indian passports only; empty for others). */
  concessions: readonly Concession[];
  /** The destination's online arrival card (data/visa-fees/arrival-cards.json), or none. */
  arrivalCard?: ArrivalCard | null;
}

/** A watched source and what the watch last found (shared/watch/source-state.ts sourceStatusOf). */
export interface WatchedSource {
  url: string;
  status: SourceStatus;
}

/** Everything the planner reads besides the plan. */
export interface TripFacts {
  /** The day of the request (YYYY-MM-DD, UTC): the rules in force that day are the ones stated. */
  today: IsoDate;
  rates: RateTable;
  /** The visitor's currency (decision 17; shared/money/visitor-currency.ts): fees show in it beside USD, unless it is USD. */
  currency: CurrencyCode;
  /** The plan's passports, in the plan's order. */
  passports: readonly Country[];
  /** One per passport and stop country (PairFacts); a missing pair is answered "no entry rule on record". */
  pairs: readonly PairFacts[];
  /** The transit rules (data/transit/in-transit-rules.json through shared/schemas/transit.ts). */
  transitRules: readonly TransitRule[];
  /** Every announced change (pairAnnouncements keeps those about each pair). */
  announced: readonly AnnouncedChange[];
  /** The sources the watch flagged (changed since our check, or unreachable); a source not listed is fine. */
  watchedSources: readonly WatchedSource[];
  /** The published waits (worker/services/wait-figures.ts: the bundled file with the watch's readings); none when absent. */
  waits?: readonly WaitFigure[];
}

/**
 * The pair facts of a passport and a destination, or null.
 * @example pairOf(facts, "IN", "GB")?.destination.name // "United Kingdom"
 */
export function pairOf(facts: Pick<TripFacts, "pairs">, passport: CountryCode, destination: CountryCode): PairFacts | null {
  return facts.pairs.find((p) => p.passportCountryCode === passport && p.destination.code === destination) ?? null;
}
