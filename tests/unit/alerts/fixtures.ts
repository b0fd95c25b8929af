/**
 * @module Hand-made answers for the alerts' tests: the structural shapes shared/alerts reads (the public API's pair,
 * fees and requirements answers, the trip planner's view), each with defaults a test overrides where it is about it.
 */
import type { ConcessionLike, FeesAnswerLike, PairAnswerLike } from "../../../shared/alerts/facts";
import type { TripStopLike, TripViewLike } from "../../../shared/alerts/trip-facts";
import type { IsoDate } from "../../../shared/units/iso-date";
import { type CurrencyCode, minorUnitExponent } from "../../../shared/units/money";

export const d = (value: string) => value as IsoDate;

/** The real minor-unit exponent of a currency (THB 2, JPY 0, KWD 3). */
export const exponentOf = (currency: string) => minorUnitExponent(currency as CurrencyCode);

export type Provenance = PairAnswerLike["provenance"];
export type FeeRecord = FeesAnswerLike["data"][number];

/** India → Thailand as the check answers it: visa free for 30 days from the dataset. */
export function pairAnswer(extra: Partial<Omit<PairAnswerLike, "provenance">> & { provenance?: Partial<Provenance> } = {}): PairAnswerLike {
  const { provenance, ...rest } = extra;
  return {
    category: "visa-free",
    maxStayDays: 30,
    announced: [],
    ...rest,
    provenance: {
      kind: "dataset",
      asOf: d("2026-02-17"),
      source: null,
      sourceUrl: null,
      sourceStatus: null,
      endsOn: null,
      endedOn: null,
      notices: [],
      ...provenance,
    },
  };
}

/** A fee record that applies today: a Thai tourist e-Visa of THB 2,000. */
export function feeRecord(extra: Partial<FeeRecord> = {}): FeeRecord {
  return {
    id: "th-tourist-evisa",
    subtype: "Tourist e-Visa",
    document: "e-visa",
    amount: { minor: 200_000, currency: "THB" },
    source: "Royal Thai Embassy, New Delhi",
    sourceUrl: "https://thaiembdel.example/visa",
    sourceStatus: null,
    sourceDate: d("2026-08-31"),
    checkedOn: d("2026-11-20"),
    validUntil: null,
    ...extra,
  };
}

export function feesAnswer(data: readonly FeeRecord[] = [feeRecord()], note: string | null = null): FeesAnswerLike {
  return { note, data };
}

export function concessionOf(extra: Partial<ConcessionLike> = {}): ConcessionLike {
  return {
    document: "us-visa",
    grants: "visa-free",
    maxStayDays: 180,
    conditions: "Valid US visa.",
    validUntilOn: null,
    source: "Mexico embassy",
    sourceUrl: "https://embassy.example/mx",
    ...extra,
  };
}

export type StopEntry = NonNullable<TripStopLike["entry"]>;
export type StopTransit = NonNullable<TripStopLike["transit"]>;
export type StopWarning = TripStopLike["warnings"][number];

/** One stop for one passport with no entry, transit, fee or warning; override what a test is about. */
export function stopFor(passport: string, extra: Partial<TripStopLike> = {}): TripStopLike {
  return { passport, entry: null, transit: null, fee: { status: "none", text: "No fee" }, warnings: [], ...extra };
}

export function entryOf(extra: Partial<StopEntry> = {}): StopEntry {
  return {
    requirement: "visa-required",
    maxStayDays: 180,
    personal: null,
    provenance: { asOn: d("2026-02-17"), source: null, sourceUrl: null, sourceStatus: null },
    ...extra,
  };
}

export function transitOf(extra: Partial<StopTransit> = {}): StopTransit {
  return {
    requirement: "no visa",
    document: null,
    maxHours: 24,
    source: "Emirates",
    sourceUrl: "https://emirates.example/transit",
    sourceDate: "2025-06",
    sourceStatus: null,
    ...extra,
  };
}

type Stop = TripViewLike["stops"][number];
type Plan = TripViewLike["plans"][number];
type Visa = Plan["visas"][number];

export function tripStop(n: number, code: string, name: string, arriveOn: string, departOn: string, byPassport: readonly TripStopLike[]): Stop {
  return { n, country: { code, name }, arriveOn, departOn, byPassport };
}

export function visaOf(extra: Partial<Visa> = {}): Visa {
  return {
    name: "Uniform Schengen short-stay visa (type C)",
    countryNames: ["France", "Germany"],
    applyByOn: d("2027-02-01"),
    neededOn: d("2027-03-08"),
    stops: [3, 4],
    ...extra,
  };
}

export const INDIA_PASSPORT = { code: "IN", name: "India" };
export const US_PASSPORT = { code: "US", name: "United States" };

export function tripOf(extra: Partial<TripViewLike> = {}): TripViewLike {
  return { passports: [INDIA_PASSPORT], stops: [], plans: [], ...extra };
}
