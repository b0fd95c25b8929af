/**
 * @module Passport power, computed from the requirement matrix (the current Passport Index version with its dated
 * corrections): each passport's count of destinations per category, its mobility score and its dense rank, and the
 * combined mobility of 2–4 passports.
 *
 * Mobility score = visa free + visa on arrival + eTA: the destinations a holder enters without a visa in advance
 * (an eTA is an authorisation, not a visa); its no-visa count (visa free + visa on arrival) is carried beside it.
 * Both are defined once, in ./counts.ts. e-Visas are counted beside them, not in them. This differs from
 * Passport Index, which also counts e-Visas issued within 3 days, and from Henley, which scores 227 destinations
 * as visa-free or not.
 */
import type { IsoDate } from "../units/iso-date";
import { resolveRequirement, type RequirementCorrection } from "../visa/corrections";
import { parseRequirement, sameRequirement, type RequirementCategory } from "../visa/requirement";
import { isNoVisa, isWithoutVisaInAdvance } from "./counts";

/** The categories a passport's destinations are counted in (its own country is none of them). */
export type PowerCategory = Exclude<RequirementCategory, "own-country">;

/** Categories in the order pages show them, from easiest to hardest. */
export const POWER_CATEGORIES: readonly PowerCategory[] = [
  "visa-free",
  "visa-on-arrival",
  "eta",
  "e-visa",
  "visa-required",
  "no-admission",
  "unknown",
];

/** Whether a holder enters without a visa in advance (visa free, visa on arrival, eTA): ./counts.ts's definition. */
export function countsForMobility(category: RequirementCategory): boolean {
  return isWithoutVisaInAdvance(category);
}

/** One passport's power. */
export interface PassportPower {
  /** ISO 3166-1 alpha-2. */
  passport: string;
  /** Destinations per category (own country left out). */
  counts: Record<PowerCategory, number>;
  /** Mobility score: destinations without a visa in advance (visa free + visa on arrival + eTA). */
  mobility: number;
  /** No-visa destinations (visa free + visa on arrival): the finder's count. */
  noVisa: number;
}

/**
 * The power of `passport` from its requirement for each destination.
 * @param requirements one category per destination (the current one, corrections applied); own country ignored.
 * @example passportPower("IN", [{ destination: "TH", category: "visa-free" }, { destination: "LK", category: "eta" }]).mobility // 2
 */
export function passportPower(passport: string, requirements: Iterable<{ destination: string; category: RequirementCategory }>): PassportPower {
  const counts = Object.fromEntries(POWER_CATEGORIES.map((c) => [c, 0])) as Record<PowerCategory, number>;
  let mobility = 0;
  let noVisa = 0;
  for (const { category } of requirements) {
    if (category === "own-country") continue;
    counts[category] += 1;
    if (isWithoutVisaInAdvance(category)) mobility += 1;
    if (isNoVisa(category)) noVisa += 1;
  }
  return { passport, counts, mobility, noVisa };
}

/**
 * Dense ranking by a score, highest first: equal scores share a rank and the next score takes the next number
 * (1, 2, 2, 3), as Henley ranks. Ties keep `items`' order.
 * @example denseRank([{ id: "a", s: 5 }, { id: "b", s: 7 }, { id: "c", s: 5 }], (x) => x.s).map((x) => x.rank) // [1, 2, 2]
 */
export function denseRank<T>(items: readonly T[], score: (item: T) => number): (T & { rank: number })[] {
  const sorted = items.map((item, index) => ({ item, index, value: score(item) })).sort((a, b) => b.value - a.value || a.index - b.index);
  let rank = 0;
  let previous: number | null = null;
  return sorted.map(({ item, value }) => {
    if (value !== previous) {
      rank += 1;
      previous = value;
    }
    return { ...item, rank };
  });
}

/**
 * The dense rank a score would hold among `ranked` (scores of the ranked passports): one more than the number of
 * distinct higher scores, so a score equal to a ranked one shares its rank. For a personal score ("with my
 * documents"), which is shown beside the passport's rank, never in its place.
 * @example rankForScore([{ mobility: 90 }, { mobility: 80 }, { mobility: 80 }, { mobility: 60 }], 80) // 2
 */
export function rankForScore(ranked: readonly { mobility: number }[], score: number): number {
  return new Set(ranked.map((r) => r.mobility).filter((m) => m > score)).size + 1;
}

/**
 * The destinations that 2–4 passports reach without a visa in advance together, from the same reading of each:
 * - `union`, for a dual citizen: reached by at least one of the passports. The passports' own countries are left
 *   out (they are home to the holder, not destinations), as a single passport's score leaves out its own country.
 * - `intersection`, for a family travelling together: reached by every one of the passports. A passport's own
 *   country counts as reached for its holder, so it is in the intersection when every other passport reaches it.
 * @param requirementsOf each passport's category per destination code (own country as "own-country").
 * @returns destination codes, sorted.
 * @example combinedMobility(matrix, ["IN", "JP"], "union").length // the dual citizen's combined score
 */
export function combinedMobility(
  requirementsOf: ReadonlyMap<string, ReadonlyMap<string, RequirementCategory>>,
  passports: readonly string[],
  mode: "union" | "intersection",
): string[] {
  const reached = passports.map((passport) => {
    const set = new Set<string>();
    for (const [destination, category] of requirementsOf.get(passport) ?? []) {
      if (countsForMobility(category) || (mode === "intersection" && category === "own-country")) set.add(destination);
    }
    return set;
  });
  const [first, ...rest] = reached;
  if (!first) return [];
  const homes = new Set(passports);
  const combined =
    mode === "union"
      ? [...new Set(reached.flatMap((set) => [...set]))].filter((destination) => !homes.has(destination))
      : [...first].filter((destination) => rest.every((set) => set.has(destination)));
  return combined.sort();
}

/** A passport's power with its dense rank among all passports. */
export type RankedPower = PassportPower & { rank: number };

/** Each passport's category per destination (own country as "own-country"), by ISO 3166-1 alpha-2 codes. */
export type PassportMatrix = ReadonlyMap<string, ReadonlyMap<string, RequirementCategory>>;

/** The inputs of {@link resolveMatrix} and {@link rankPassports}. */
export interface MatrixInput {
  /** The current version's raw values, one per pair (own country "-1"). */
  requirements: readonly { passport: string; destination: string; requirement: string }[];
  /** Every correction, by pair. */
  corrections: readonly (RequirementCorrection & { passport: string; destination: string })[];
  /** The current version's date (YYYY-MM-DD). */
  asOn: IsoDate;
  /** The day of the lookup (YYYY-MM-DD, UTC), which decides the corrections in force. */
  today: IsoDate;
}

/**
 * Every pair's category, each resolved by "review beats staleness" (resolveRequirement: the reviewed correction in
 * force on `today` stands over the snapshots up to its review, and over a newer one unless that one agrees).
 * @throws UnknownRequirementError for a value outside the dataset's vocabulary (the seed validates them first).
 */
export function resolveMatrix(input: MatrixInput): Map<string, Map<string, RequirementCategory>> {
  const correctionsOf = new Map<string, MatrixInput["corrections"][number][]>();
  for (const c of input.corrections) {
    const key = `${c.passport}-${c.destination}`;
    const list = correctionsOf.get(key);
    if (list) list.push(c);
    else correctionsOf.set(key, [c]);
  }
  const matrix = new Map<string, Map<string, RequirementCategory>>();
  for (const row of input.requirements) {
    const resolved = resolveRequirement(
      { requirement: row.requirement, asOn: input.asOn },
      correctionsOf.get(`${row.passport}-${row.destination}`) ?? [],
      input.today,
      sameRequirement,
    );
    let categories = matrix.get(row.passport);
    if (!categories) {
      categories = new Map();
      matrix.set(row.passport, categories);
    }
    categories.set(row.destination, parseRequirement(resolved.requirement).category);
  }
  return matrix;
}

/**
 * Every passport's power and rank: ranked by mobility score, highest first (dense ranks); equal scores keep
 * passport-code order.
 */
export function rankMatrix(matrix: PassportMatrix): RankedPower[] {
  const powers = [...matrix.keys()].sort().map((passport) => {
    const categories = matrix.get(passport) ?? new Map<string, RequirementCategory>();
    return passportPower(
      passport,
      [...categories].map(([destination, category]) => ({ destination, category })),
    );
  });
  return denseRank(powers, (power) => power.mobility);
}

/**
 * Every passport's power and rank from the current version's matrix ({@link resolveMatrix}, then {@link rankMatrix}).
 * @throws UnknownRequirementError for a value outside the dataset's vocabulary (the seed validates them first).
 */
export function rankPassports(input: MatrixInput): RankedPower[] {
  return rankMatrix(resolveMatrix(input));
}

/** Rank of categories from easiest to hardest; a holder's own country is the easiest of all. */
const EASE: readonly RequirementCategory[] = ["own-country", ...POWER_CATEGORIES];

/**
 * For each destination, the easiest category any of `passports` gets, and the passport that gets it (the first
 * of `passports` on a tie): what a dual citizen holding them all needs. Destinations missing for every passport are
 * left out.
 */
export function easiestCategories(
  matrix: PassportMatrix,
  passports: readonly string[],
): Map<string, { category: RequirementCategory; passport: string }> {
  const easiest = new Map<string, { category: RequirementCategory; passport: string }>();
  for (const passport of passports) {
    for (const [destination, category] of matrix.get(passport) ?? []) {
      const kept = easiest.get(destination);
      if (!kept || EASE.indexOf(category) < EASE.indexOf(kept.category)) easiest.set(destination, { category, passport });
    }
  }
  return easiest;
}

/** 2–4 passports side by side. */
export interface PassportComparison {
  /** Each passport's power and rank, in the order asked. */
  passports: RankedPower[];
  /** Destinations at least one passport reaches without a visa in advance (the dual citizen's score), sorted. */
  union: string[];
  /** Destinations every passport reaches (the family's shared score), sorted. */
  intersection: string[];
  /** Destinations whose category is not the same for all the passports: each passport's category, in the order asked. */
  differences: { destination: string; categories: RequirementCategory[] }[];
}

/**
 * Compares `passports` (ISO 3166-1 alpha-2, 2–4, distinct, each in `ranked` and `matrix`).
 * @throws RangeError when a passport is not in the ranking: the caller validates the codes first.
 */
export function comparePassports(matrix: PassportMatrix, ranked: readonly RankedPower[], passports: readonly string[]): PassportComparison {
  const powers = passports.map((code) => {
    const power = ranked.find((p) => p.passport === code);
    if (!power) throw new RangeError(`No passport power for ${code}`);
    return power;
  });
  const destinations = new Set(passports.flatMap((code) => [...(matrix.get(code)?.keys() ?? [])]));
  const differences = [...destinations].sort().flatMap((destination) => {
    const categories = passports.map((code) => matrix.get(code)?.get(destination));
    if (categories.some((c) => c === undefined)) return [];
    const known = categories as RequirementCategory[];
    return known.every((c) => c === known[0]) ? [] : [{ destination, categories: known }];
  });
  return {
    passports: powers,
    union: combinedMobility(matrix, passports, "union"),
    intersection: combinedMobility(matrix, passports, "intersection"),
    differences,
  };
}
