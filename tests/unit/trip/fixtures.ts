/**
 * @module Hand-made facts for the trip planner's tests: the real transit rules (data/transit/in-transit-rules.json
 * through the schema), and pairs whose figures are round, so every expected amount and date can be worked out by
 * hand: GBP 0.75, EUR 0.9, AED 3.6, USD 1 and INR 90 per USD.
 */
import type { Concession } from "../../../shared/concessions/concession";
import type { HeldDocumentKey } from "../../../shared/concessions/documents";
import type { Country } from "../../../shared/countries/country";
import type { RateTable } from "../../../shared/money/rates";
import type { PairFacts, TripFacts } from "../../../shared/trip/facts";
import type { StopKind, TripPlan, TripStop } from "../../../shared/trip/plan";
import { code, correction, country, day, feeOption, INDIA, INR, money } from "../fixtures/domain";
import { TRANSIT_RULES } from "./transit-rules";

export const RATES: RateTable = { asOn: day("2026-11-20"), unitsPerUsd: { GBP: 0.75, EUR: 0.9, AED: 3.6, INR: 90 } };
export const TODAY = day("2026-11-26");

export const UAE = country({ code: code("AE"), name: "United Arab Emirates" });
export const UK = country({ code: code("GB"), name: "United Kingdom", region: "Europe" });
export const FRANCE = country({ code: code("FR"), name: "France", region: "Europe" });
export const GERMANY = country({ code: code("DE"), name: "Germany", region: "Europe" });
export const MALAYSIA = country({ code: code("MY"), name: "Malaysia" });
export const TURKEY = country({ code: code("TR"), name: "Türkiye" });
export const MEXICO = country({ code: code("MX"), name: "Mexico", region: "North America" });
export const USA = country({ code: code("US"), name: "United States", region: "North America" });
export const JAPAN = country({ code: code("JP"), name: "Japan" });
export const COUNTRIES: readonly Country[] = [INDIA, UAE, UK, FRANCE, GERMANY, MALAYSIA, TURKEY, MEXICO, USA, JAPAN];

/** A pair with no correction, fee or concession; override what a test is about. */
export function pair(passport: Country, destination: Country, requirement: string, extra: Partial<PairFacts> = {}): PairFacts {
  return {
    passportCountryCode: passport.code,
    destination,
    datasetRequirement: requirement,
    datasetAsOn: day("2026-02-17"),
    corrections: [],
    feeOptions: [],
    concessions: [],
    ...extra,
  };
}

/** A concession of `document` for `destination`; override what a test is about. */
export function concession(
  destination: Country,
  document: HeldDocumentKey,
  grants: Concession["grants"],
  extra: Partial<Concession> = {},
): Concession {
  return {
    destination: destination.code,
    document,
    grants,
    maxStayDays: null,
    conditions: "Valid visa.",
    validFrom: null,
    validUntilOn: null,
    source: `${destination.name} embassy`,
    sourceUrl: `https://embassy.example/${destination.code.toLowerCase()}`,
    official: true,
    evidence: "",
    ...extra,
  };
}

const schengenVisa = (destination: Country) =>
  feeOption({
    id: `${destination.code.toLowerCase()}-schengen-c`,
    destinationCountryCode: destination.code,
    subtype: "Uniform short-stay Schengen visa (type C)",
    eVisa: false,
    fee: money(9000, "EUR"),
    processingDays: { min: 15, max: 45 },
    maxStayDays: 90,
    requirements: ["Passport", "Travel insurance"],
  });

/** Indian passport pairs as of 26 Nov 2026. */
export const INDIA_PAIRS: readonly PairFacts[] = [
  pair(INDIA, UAE, "e-visa", {
    feeOptions: [
      feeOption({
        id: "ae-30",
        destinationCountryCode: UAE.code,
        subtype: "Tourist visa, 30 days",
        fee: money(25000, "AED"),
        processingDays: { min: 2, max: 5 },
        maxStayDays: 30,
      }),
      feeOption({
        id: "ae-voa",
        destinationCountryCode: UAE.code,
        subtype: "Visa on arrival, 14 days",
        fee: money(10000, "AED"),
        processingDays: null,
        maxStayDays: 14,
        needs: ["us-visa"],
      }),
    ],
    concessions: [concession(UAE, "us-visa", "visa-on-arrival", { maxStayDays: 14 })],
  }),
  pair(INDIA, UK, "visa required", {
    feeOptions: [
      feeOption({
        id: "gb-visitor",
        destinationCountryCode: UK.code,
        subtype: "Standard Visitor visa (up to 6 months)",
        eVisa: false,
        fee: money(13500, "GBP"),
        processingDays: { min: 15, max: 21 },
        maxStayDays: 180,
      }),
    ],
  }),
  pair(INDIA, FRANCE, "visa required", { feeOptions: [schengenVisa(FRANCE)] }),
  pair(INDIA, GERMANY, "visa required", { feeOptions: [schengenVisa(GERMANY)] }),
  pair(INDIA, MALAYSIA, "90", {
    corrections: [
      correction({
        requirement: "30",
        effectiveOn: day("2025-01-01"),
        validUntilOn: day("2026-12-31"),
        source: "Malaysia Home Ministry via The Star",
        sourceUrl: "https://www.thestar.com.my/malaysia-india",
      }),
    ],
  }),
  pair(INDIA, TURKEY, "visa required", {
    feeOptions: [
      feeOption({
        id: "tr-sticker",
        destinationCountryCode: TURKEY.code,
        subtype: "Sticker visa",
        fee: money(427000, "INR"),
        processingDays: { min: 5, max: 15 },
        maxStayDays: 30,
      }),
    ],
    concessions: [concession(TURKEY, "schengen-visa", "e-visa", { maxStayDays: 30 }), concession(TURKEY, "us-visa", "e-visa", { maxStayDays: 30 })],
  }),
  pair(INDIA, MEXICO, "visa required", { concessions: [concession(MEXICO, "us-visa", "visa-free", { maxStayDays: 180 })] }),
  pair(INDIA, USA, "visa required", {
    feeOptions: [
      feeOption({
        id: "us-b1b2",
        destinationCountryCode: USA.code,
        subtype: "B-1/B-2 visitor visa",
        eVisa: false,
        fee: money(18500, "USD"),
        processingDays: null,
        maxStayDays: 180,
      }),
    ],
  }),
  pair(INDIA, JAPAN, "e-visa"),
];

/** The facts of a plan for the passports given (India's pairs, and any `pairs` a test adds). */
export function tripFacts(passports: readonly Country[] = [INDIA], extra: Partial<TripFacts> = {}): TripFacts {
  return {
    today: TODAY,
    rates: RATES,
    currency: INR,
    passports,
    pairs: INDIA_PAIRS,
    transitRules: TRANSIT_RULES,
    announced: [],
    watchedSources: [],
    ...extra,
  };
}

/** A stop: `stop("GB", "2027-03-01", "2027-03-08", "stay")`. */
export function stop(countryCode: string, arriveOn: string, departOn: string, kind: StopKind): TripStop {
  return { countryCode: code(countryCode), arriveOn: day(arriveOn), departOn: day(departOn), kind };
}

/** A plan for an Indian passport (or the passports given). */
export function plan(stops: readonly TripStop[], holds: readonly HeldDocumentKey[] = [], passports: readonly string[] = ["IN"]): TripPlan {
  return { passportCountryCodes: passports.map(code), holds, stops };
}

/**
 * The example: Delhi → Dubai (airside) → London (stay) → Paris (stay) → Frankfurt (airside) → Delhi, in March
 * 2027 (Delhi is home, not a stop).
 */
export const EXAMPLE_STOPS: readonly TripStop[] = [
  stop("AE", "2027-03-01", "2027-03-01", "airside"),
  stop("GB", "2027-03-01", "2027-03-08", "stay"),
  stop("FR", "2027-03-08", "2027-03-15", "stay"),
  stop("DE", "2027-03-15", "2027-03-15", "airside"),
];
