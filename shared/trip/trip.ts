/**
 * @module The trip planner: a sound plan (query.ts) and its facts (facts.ts) in, the answer out: every stop for each
 * passport (stop.ts), and for each passport the Schengen count (schengen.ts), the visas to get in the order to apply
 * (apply-by.ts), the total (totals.ts) and the checklist (checklist.ts); for two passports, the easier one per stop
 * (compare.ts). Documents held count for an Indian passport only (the concessions and transit rules are Indian
 * passport holders'). The visas a plan needs count too, at the other stops: a Schengen visa got for Paris exempts an
 * airport transit elsewhere in the area and opens Türkiye's e-Visa, so the planner answers each other stop again with
 * them and says which visa to get first. Pure: no clock, no I/O.
 */
import { ratesShown } from "../money/rates-note";
import { thirdCurrency } from "../money/visitor-currency";
import type { HeldDocumentKey } from "../concessions/documents";
import type { Country } from "../countries/country";
import { dayNumber } from "../schengen/days";
import type { CountryCode } from "../units/country-code";
import { type VisaToGet, visasToGet } from "./apply-by";
import { type ChecklistItem, checklist } from "./checklist";
import { comparePassports, type PassportChoice } from "./compare";
import { EASE } from "./ease";
import type { TripFacts } from "./facts";
import type { StopKind, TripPlan } from "./plan";
import { type TripSchengen, tripSchengen } from "./schengen";
import { evaluateStop, type PassportStop } from "./stop";
import { sameVisaText, schengenCoveredText } from "./stop-texts";
import { type TripTotals, tripTotals } from "./totals";
import { TRANSIT_RULES_PASSPORT } from "./transit-rule";
import { enabledByText } from "./trip-texts";
import { DEFAULT_VISA_TYPE } from "../visa/visa-types";
import { pairWait } from "../waits/pair-wait";

/** A stop's answer for one passport, with what the plan's other visas did for it. */
export interface TripPassportStop extends PassportStop {
  /** A visa the plan gets for another stop that makes this one easier, and that stop's country; else null. */
  enabledBy: { document: HeldDocumentKey; countryName: string; text: string } | null;
}

/** One stop of the answer. */
export interface TripStopAnswer {
  /** 1-based, as the form numbers stops. */
  n: number;
  country: { code: CountryCode; name: string };
  arriveOn: string;
  departOn: string;
  /** The kind as planned (each passport's answer has the kind it really is). */
  plannedKind: StopKind;
  /** One per passport, in the plan's order. */
  byPassport: TripPassportStop[];
  /** For two passports: the easier one and why; null for one. */
  choice: PassportChoice | null;
}

/** The trip-wide answer for one passport. */
export interface PassportPlanAnswer {
  passport: { code: CountryCode; name: string };
  schengen: TripSchengen | null;
  /** The visas to get, once each, in the order to apply. */
  visas: VisaToGet[];
  totals: TripTotals;
  checklist: ChecklistItem[];
}

/** The planner's whole answer. */
export interface TripAnswer {
  stops: TripStopAnswer[];
  passports: PassportPlanAnswer[];
  /** The rates behind the plan's converted amounts, their dates and sources (shared/money/rates-note.ts). */
  ratesNote: string;
}

/**
 * Plans a trip.
 * @throws RangeError when `facts.passports` do not match the plan's passports (the caller loads them from the plan).
 * @example planTrip(plan, facts).passports[0].totals.localText // "₹25,200" (the example trip, tests/unit/trip/example-trip.test.ts)
 */
export function planTrip(plan: TripPlan, facts: TripFacts): TripAnswer {
  const passports = plan.passportCountryCodes.map((code) => {
    const passport = facts.passports.find((p) => p.code === code);
    if (!passport) throw new RangeError(`No facts for passport ${code}`);
    return passport;
  });
  const names = plan.stops.map((stop) => {
    const pair = facts.pairs.find((p) => p.destination.code === stop.countryCode);
    return pair?.destination.name ?? facts.passports.find((p) => p.code === stop.countryCode)?.name ?? stop.countryCode;
  });
  const perPassport = passports.map((passport) => planForPassport(plan, facts, passport, names));
  const stops = plan.stops.map((stop, i): TripStopAnswer => {
    const byPassport = perPassport.map((p) => p.stops[i] as TripPassportStop);
    const [a, b] = byPassport;
    const [pa, pb] = passports;
    return {
      n: i + 1,
      country: { code: stop.countryCode, name: names[i] ?? stop.countryCode },
      arriveOn: stop.arriveOn,
      departOn: stop.departOn,
      plannedKind: stop.kind,
      byPassport,
      choice: a && b && pa && pb ? comparePassports([pa, pb], [a, b]) : null,
    };
  });
  const charged = stops.flatMap((stop) => stop.byPassport.flatMap((p) => (p.fee.status === "listed" ? [p.fee.amounts.currency] : [])));
  return { stops, passports: perPassport.map((p) => p.answer), ratesNote: ratesShown(facts.rates, charged, facts.currency).ratesNote };
}

function planForPassport(plan: TripPlan, facts: TripFacts, passport: Country, names: readonly string[]) {
  const held = passport.code === TRANSIT_RULES_PASSPORT ? plan.holds : [];
  const ask = (index: number, documents: readonly HeldDocumentKey[]) => evaluateStop({ stops: plan.stops, index, passport, documents, held }, facts);
  const first = plan.stops.map((_, i) => ask(i, held));
  // The visas this plan gets (not held already), and the stops that need them: answered again with them, those stops aside.
  const gets = new Map<HeldDocumentKey, number>();
  first.forEach((answer, i) => {
    const document = answer.need?.document;
    if (passport.code === TRANSIT_RULES_PASSPORT && document && !held.includes(document) && !gets.has(document)) gets.set(document, i);
  });
  const sources = new Set([...first.keys()].filter((i) => first[i]?.need?.document && gets.has(first[i]?.need?.document as HeldDocumentKey)));
  const documents = [...held, ...gets.keys()];
  const stops: TripPassportStop[] = first.map((answer, i) => {
    if (gets.size === 0 || sources.has(i)) return { ...answer, enabledBy: null };
    const again = ask(i, documents);
    const better = again.level !== null && (answer.level === null || again.level < answer.level);
    const used = [again.transit?.exemption?.document, again.entry?.merged?.best?.document].find((d) => d && gets.has(d));
    if (!better || !used) return { ...answer, enabledBy: null };
    const countryName = names[gets.get(used) ?? 0] ?? "";
    return { ...again, enabledBy: { document: used, countryName, text: enabledByText(used, countryName) } };
  });
  const needs = stops.flatMap((answer, i) => {
    const stop = plan.stops[i];
    if (!answer.need || !stop) return [];
    const days = dayNumber(stop.departOn) - dayNumber(stop.arriveOn) + 1;
    // A stay's own entry rule (a transit's document has none): what the published waits are for.
    const category = answer.entry ? (answer.entry.merged?.category ?? answer.entry.base) : null;
    const wait = category
      ? pairWait(facts.waits ?? [], {
          destination: stop.countryCode,
          appliesIn: passport.code,
          appliesInName: passport.name,
          visaType: DEFAULT_VISA_TYPE,
          category,
          today: facts.today,
          post: plan.post ?? null,
        })
      : null;
    return [
      {
        n: i + 1,
        countryName: names[i] ?? "",
        arriveOn: stop.arriveOn,
        days,
        need: answer.need,
        fee: answer.fee,
        enabledBy: answer.enabledBy?.document ?? null,
        category,
        wait,
      },
    ];
  });
  // Every visa is needed in hand the day the traveller leaves home: the first stop's arrival (issue #46).
  const leaveOn = plan.stops[0]?.arriveOn ?? facts.today;
  const visas = visasToGet(needs, facts.today, leaveOn);
  // A visa shared by several stops is paid once, at its main stop: the others say where.
  for (const visa of visas) {
    const main = names[visa.mainStop - 1] ?? "";
    const text = visa.document === "schengen-visa" ? schengenCoveredText(main) : sameVisaText(visa.mainStop);
    for (const n of visa.stops) {
      const answer = stops[n - 1];
      if (answer && n !== visa.mainStop) stops[n - 1] = { ...answer, fee: { status: "covered", text } };
    }
  }
  const borders = stops.flatMap((answer, i) =>
    answer.level === EASE.onArrival ? [{ n: i + 1, countryName: names[i] ?? "", name: answer.summary, fee: answer.fee }] : [],
  );
  const listed = stops.map((answer, i) => ({ n: i + 1, countryName: names[i] ?? "", answer }));
  const answer: PassportPlanAnswer = {
    passport: { code: passport.code, name: passport.name },
    schengen: tripSchengen(plan.stops, passport.code, passport.name, held),
    visas,
    totals: tripTotals(visas, borders, thirdCurrency(facts.currency)),
    checklist: checklist(visas, listed, held),
  };
  return { stops, answer };
}
