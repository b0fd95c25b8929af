/**
 * @module The trip planner's facts and answer (issue #36), for the page (/trip), its calendar and the API: the plan
 * read from the URL (shared/trip/prefill.ts, query.ts), and, when it is sound, each passport → stop country pair
 * loaded as the visa check loads it (loadPairData, the same batch), the concessions as the concessions page reads them
 * (listConcessions), the watch's flagged sources (the request's one resolved set, loadSourceStatuses) and the bundled
 * transit rules;
 * then the pure planner (shared/trip/trip.ts) and its JSON view. A pair's data is kept per isolate while the data
 * version is the same: a plan asks for the same few pairs again as the visitor edits it.
 */
import type { Concession } from "../../shared/concessions/concession";
import type { Country, CountrySummary } from "../../shared/countries/country";
import type { PairFacts, TripFacts, WatchedSource } from "../../shared/trip/facts";
import type { TripPlan } from "../../shared/trip/plan";
import { readTripPage, type TripPageSearch } from "../../shared/trip/prefill";
import { planTrip } from "../../shared/trip/trip";
import { TRANSIT_RULES_PASSPORT } from "../../shared/trip/transit-rule";
import { type TripPageData, tripView } from "../../shared/trip/view";
import type { CountryCode } from "../../shared/units/country-code";
import type { IsoDate } from "../../shared/units/iso-date";
import type { Db } from "../db/client";
import { listConcessions } from "../db/queries/concessions";
import { listCountries } from "../db/queries/countries";
import { loadPairData, type PairData } from "../db/queries/visa";
import { keptForVersion } from "./kept-for-version";
import { loadSourceStatuses } from "./source-statuses";
import { transitRuleSet } from "./transit-rules";
import { bundledWaits, loadWaitFigures } from "./wait-figures";
import type { CurrencyCode } from "../../shared/units/money";

/** A summary as the planner's Country (it reads code and name of a passport; aliases and cities are the search's). */
const asCountry = (summary: CountrySummary): Country => ({ ...summary, searchAliases: [], majorCities: [] });

/** The pair's check data, kept per isolate and data version (loadPairData: one D1 batch). */
function pairData(db: Db, passport: CountryCode, destination: CountryCode): Promise<PairData> {
  return keptForVersion(db, `trip-pair|${passport}|${destination}`, () => loadPairData(db, passport, destination));
}

/**
 * The watched sources the watch flagged (changed or unreachable): the others are fine and need no word. The same
 * statuses every other surface of the request reads (issue #35), from one indexed read.
 */
async function flaggedSources(db: Db): Promise<WatchedSource[]> {
  return [...(await loadSourceStatuses(db)).flagged];
}

/**
 * Everything the planner reads besides a sound plan, as of `today` (YYYY-MM-DD, UTC), with fees to show in `currency`
 * (the visitor's, decision 17) beside USD. `countries` are the data's countries (every code of the plan is among
 * them: the reading checked it).
 */
export async function loadTripFacts(
  db: Db,
  today: IsoDate,
  currency: CurrencyCode,
  plan: TripPlan,
  countries: readonly CountrySummary[],
): Promise<TripFacts> {
  const byCode = new Map(countries.map((c) => [c.code as string, c]));
  const destinations = [...new Set(plan.stops.map((s) => s.countryCode))];
  const asks = plan.passportCountryCodes.flatMap((passport) =>
    destinations.filter((destination) => destination !== passport).map((destination) => ({ passport, destination })),
  );
  const withIndia = plan.passportCountryCodes.includes(TRANSIT_RULES_PASSPORT as CountryCode);
  // The waits are read only for a plan with a stop whose visa has a published figure (most plans have none).
  const figures = bundledWaits().figures;
  const withWaits = destinations.some((d) => figures.some((f) => f.destination === d));
  const [loaded, concessions, watchedSources, waits] = await Promise.all([
    Promise.all(asks.map(({ passport, destination }) => pairData(db, passport, destination))),
    withIndia ? listConcessions(db, TRANSIT_RULES_PASSPORT as CountryCode) : Promise.resolve([] as Concession[]),
    flaggedSources(db),
    withWaits ? loadWaitFigures(db) : Promise.resolve([]),
  ]);
  const pairs: PairFacts[] = asks.flatMap(({ passport, destination }, i): PairFacts[] => {
    const data = loaded[i];
    const country = data?.countries.get(destination);
    if (!data || !country || data.datasetRequirement === null || !data.datasetAsOn) return [];
    return [
      {
        passportCountryCode: passport,
        destination: country,
        datasetRequirement: data.datasetRequirement,
        datasetAsOn: data.datasetAsOn,
        corrections: data.corrections,
        feeOptions: data.feeOptions,
        // Concessions are Indian passport holders' (exemptions/SOURCE.md).
        concessions: passport === TRANSIT_RULES_PASSPORT ? concessions.filter((c) => c.destination === destination) : [],
        arrivalCard: data.arrivalCard,
      },
    ];
  });
  const first = loaded[0];
  return {
    today,
    // Every pair's batch reads the same rate table and announcements; a plan of own-country stops only has no fee.
    rates: first?.rates ?? { asOn: today, unitsPerUsd: {} },
    currency,
    passports: plan.passportCountryCodes.flatMap((code) => {
      // The pair batch's full row (its demonym names "Indian passports"), else the summary.
      const full = loaded.find((d) => d?.countries.has(code))?.countries.get(code);
      const summary = byCode.get(code);
      return full ? [full] : summary ? [asCountry(summary)] : [];
    }),
    pairs,
    transitRules: transitRuleSet().rules,
    waits,
    announced: first?.announced ?? [],
    watchedSources,
  };
}

/**
 * The trip page's data for the URL's parameters as of `today` (YYYY-MM-DD, UTC), fees in USD and `currency` (the
 * visitor's). `visitorCountry` (the page's request.cf.country; null for the API and the calendar file, whose answers
 * are the URL's alone): the passport a plan starts with when the URL names none (prefill.ts). Never throws on the
 * parameters: every problem is a message of the reading, and `view` is null until the plan is sound.
 */
export async function loadTripPage(
  db: Db,
  today: IsoDate,
  currency: CurrencyCode,
  search: TripPageSearch,
  visitorCountry: CountryCode | null = null,
): Promise<TripPageData> {
  const countries = await keptForVersion(db, "trip-countries", () => listCountries(db));
  const known = new Set<string>(countries.map((c) => c.code));
  const rules = transitRuleSet();
  const reading = readTripPage(search, { today, isKnownCountry: (code) => known.has(code), transitRules: rules.rules, visitorCountry });
  const transitRulesCompiledOn = rules.compiledOn;
  if (!reading.input) return { reading, view: null, countries, transitRulesCompiledOn };
  const [facts, statuses] = await Promise.all([loadTripFacts(db, today, currency, reading.input, countries), loadSourceStatuses(db)]);
  const answer = planTrip(reading.input, facts);
  const view = tripView(reading.input, answer, { asOn: today, transitRulesCompiledOn }, statuses.statusOf);
  return { reading, view, countries, transitRulesCompiledOn };
}
