/**
 * @module Passport power for every passport (shared/passport/power.ts over the current matrix with its corrections):
 * the ranking, one passport's profile and a comparison of 2–4. The matrix and the ranking are computed once per
 * isolate for each data version and day (the day decides the corrections in force), never per request: the matrix
 * is 39,601 rows.
 */
import type { CountrySummary } from "../../shared/countries/country";
import { COMPARE_MESSAGES } from "../../shared/passport/compare-list";
import { powerSentence } from "../../shared/passport/counts";
import { comparePassports, easiestCategories, rankMatrix, resolveMatrix, type PassportMatrix, type RankedPower } from "../../shared/passport/power";
import type { RequirementCategory } from "../../shared/visa/requirement";
import type { IsoDate } from "../../shared/units/iso-date";
import type { Db } from "../db/client";
import { listCountries } from "../db/queries/countries";
import { listDatasets } from "../db/queries/datasets";
import { loadPowerInputs } from "../db/queries/passport-power";
import { loadDataVersion } from "../db/queries/datasets";
import { CountryNotFoundError, InvalidFilterError } from "./errors";

/** Where the figures come from: the requirement data's date and its corrections'. */
export interface PowerDates {
  /** The current requirements version's date (YYYY-MM-DD). */
  asOn: IsoDate | null;
  /** The latest day a correction was checked against its source (YYYY-MM-DD), or null without corrections. */
  correctionsCheckedThrough: IsoDate | null;
  /** The requirements dataset's name and page (the current version's), for the citation. */
  source: { name: string; url: string | null } | null;
}

/** A passport's power and rank, with its country. */
export type RankedPassport = RankedPower & { country: CountrySummary };

/** The ranking: every passport with its counts, mobility score and dense rank, highest score first. */
export interface PassportRanking extends PowerDates {
  passports: RankedPassport[];
}

/** One destination's category for a passport (or, on a combined map, the easiest any of the passports gets). */
export interface DestinationCategory {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  category: RequirementCategory;
  /** The passport that gets this category (the one asked, or on a combined map the first that gets it). */
  passport: string;
}

/** One passport's power, rank and every destination's category (`passport.profile`). */
export interface PassportProfile extends PowerDates {
  /** The day the figures hold for (YYYY-MM-DD, UTC): the corrections in force that day are applied. */
  resolvedOn: IsoDate;
  passport: RankedPassport;
  /** How many passports are ranked (199). */
  rankedCount: number;
  /** The two highest-ranked passports (ISO 3166-1 alpha-2), which the page offers to compare with. */
  leaders: string[];
  /** Every destination (own country included, as "own-country"), by name. */
  destinations: DestinationCategory[];
  /** The finder's sentence of rank, score and counts (powerSentence). */
  sentence: string;
}

/** 2–4 passports side by side (`passport.compare`). */
export interface PassportComparisonView extends PowerDates {
  /** In the order asked. */
  passports: RankedPassport[];
  rankedCount: number;
  /** Destinations at least one passport reaches without a visa in advance (the dual citizen's score). */
  unionCount: number;
  /** Destinations every passport reaches (the family's shared score). */
  intersectionCount: number;
  /** Destinations whose category differs between the passports, by name; categories in the passports' order. */
  differences: { destination: CountrySummary; categories: RequirementCategory[] }[];
  /** Every destination with the easiest category any of the passports gets (the combined map), by name. */
  combined: DestinationCategory[];
}

interface PowerModel {
  ranking: PassportRanking;
  matrix: PassportMatrix;
  countries: ReadonlyMap<string, CountrySummary>;
}

/** Id of the requirements dataset's row in `datasets` (written by the seed). */
const PASSPORT_INDEX_DATASET_ID = "passport-index";

let memo: { key: string; model: Promise<PowerModel> } | undefined;

/** The matrix, ranking and countries as of `today` (YYYY-MM-DD, UTC), kept per isolate for the data version and day. */
async function loadPowerModel(db: Db, today: IsoDate): Promise<PowerModel> {
  const key = `${await loadDataVersion(db)}|${today}`;
  if (memo?.key !== key) {
    const model = computeModel(db, today);
    memo = { key, model };
    // A failed computation is not kept: the next request tries again.
    model.catch(() => {
      if (memo?.model === model) memo = undefined;
    });
  }
  return memo.model;
}

async function computeModel(db: Db, today: IsoDate): Promise<PowerModel> {
  const [inputs, countryList, datasets] = await Promise.all([loadPowerInputs(db), listCountries(db), listDatasets(db)]);
  const countries = new Map(countryList.map((c) => [c.code as string, c]));
  // The datasets row of the requirements describes the current version (the seed writes it so).
  const dataset = datasets.find((d) => d.id === PASSPORT_INDEX_DATASET_ID);
  const source = dataset ? { name: dataset.name, url: dataset.sourceUrl } : null;
  if (!inputs) return { ranking: { asOn: null, correctionsCheckedThrough: null, source, passports: [] }, matrix: new Map(), countries };
  const matrix = resolveMatrix({ ...inputs, today });
  const checked = inputs.corrections.map((c) => c.checkedOn).sort();
  const passports = rankMatrix(matrix).flatMap((power) => {
    const country = countries.get(power.passport);
    return country ? [{ ...power, country }] : [];
  });
  return { ranking: { asOn: inputs.asOn, correctionsCheckedThrough: checked.at(-1) ?? null, source, passports }, matrix, countries };
}

/** The ranking as of `today` (YYYY-MM-DD, UTC); empty before the seed. */
export async function loadPassportRanking(db: Db, today: IsoDate): Promise<PassportRanking> {
  return (await loadPowerModel(db, today)).ranking;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, "en");

function destinationsOf(
  model: PowerModel,
  categories: Iterable<[string, { category: RequirementCategory; passport: string }]>,
): DestinationCategory[] {
  return [...categories]
    .flatMap(([code, { category, passport }]) => {
      const country = model.countries.get(code);
      return country ? [{ code, name: country.name, category, passport }] : [];
    })
    .sort(byName);
}

/**
 * One passport's power, rank and every destination's category, as of `today` (YYYY-MM-DD, UTC).
 * @param passport ISO 3166-1 alpha-2, upper case.
 * @throws CountryNotFoundError when the passport is not in the ranking.
 */
export async function loadPassportProfile(db: Db, today: IsoDate, passport: string): Promise<PassportProfile> {
  const model = await loadPowerModel(db, today);
  const ranked = model.ranking.passports.find((p) => p.passport === passport);
  if (!ranked) throw new CountryNotFoundError([passport]);
  const { asOn, correctionsCheckedThrough, source } = model.ranking;
  return {
    asOn,
    correctionsCheckedThrough,
    source,
    resolvedOn: today,
    passport: ranked,
    rankedCount: model.ranking.passports.length,
    leaders: model.ranking.passports.slice(0, 2).map((p) => p.passport),
    destinations: destinationsOf(model, easiestCategories(model.matrix, [passport])),
    sentence: powerSentence({
      name: ranked.country.name,
      rank: ranked.rank,
      rankedCount: model.ranking.passports.length,
      mobility: ranked.mobility,
      counts: ranked.counts,
    }),
  };
}

/**
 * 2–4 passports side by side, as of `today` (YYYY-MM-DD, UTC).
 * @param passports ISO 3166-1 alpha-2 codes, upper case, distinct (compareInputSchema).
 * @throws InvalidFilterError on `passports` naming every code that is not a ranked passport (COMPARE_MESSAGES.unknown).
 */
export async function loadPassportComparison(db: Db, today: IsoDate, passports: readonly string[]): Promise<PassportComparisonView> {
  const model = await loadPowerModel(db, today);
  const ranked = new Map(model.ranking.passports.map((p) => [p.passport, p]));
  const unknown = passports.filter((code) => !ranked.has(code));
  if (unknown.length > 0) throw new InvalidFilterError("passports", COMPARE_MESSAGES.unknown(unknown));
  const comparison = comparePassports(model.matrix, model.ranking.passports, passports);
  const { asOn, correctionsCheckedThrough, source } = model.ranking;
  return {
    asOn,
    correctionsCheckedThrough,
    source,
    passports: passports.map((code) => ranked.get(code) as RankedPassport),
    rankedCount: model.ranking.passports.length,
    unionCount: comparison.union.length,
    intersectionCount: comparison.intersection.length,
    differences: comparison.differences
      .flatMap(({ destination, categories }) => {
        const country = model.countries.get(destination);
        return country ? [{ destination: country, categories }] : [];
      })
      .sort((a, b) => byName(a.destination, b.destination)),
    combined: destinationsOf(model, easiestCategories(model.matrix, passports)),
  };
}
