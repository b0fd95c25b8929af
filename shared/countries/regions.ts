/** @module The spec's seven regions, and how a country's world-countries region/subregion maps onto them. */

/** The seven regions the site groups countries by, in display order. */
export const REGIONS = ["North America", "South America", "Europe", "Asia", "Middle East", "Oceania", "Africa"] as const;

/** One of the seven display regions. */
export type Region = (typeof REGIONS)[number];

/**
 * Codes a traveller looks for under "Middle East": the Gulf states and the Levant, plus Iran and Iraq.
 * world-countries files them under Asia (Western Asia; Iran under Southern Asia). Egypt stays in Africa and
 * Cyprus in Europe, where world-countries puts them and where their visa regimes (African e-visa, EU) belong.
 */
const MIDDLE_EAST: ReadonlySet<string> = new Set(["AE", "BH", "IL", "IQ", "IR", "JO", "KW", "LB", "OM", "PS", "QA", "SA", "SY", "YE"]);

/**
 * Deliberate departures from world-countries other than the Middle East. Türkiye is "Western Asia" there, but
 * travel sites and tour packages (and most travellers) list it with Europe, so the region filter does too.
 */
const REGION_OVERRIDES: Readonly<Record<string, Region>> = { TR: "Europe" };

/** Americas subregions that the site counts as North America (Central America and the Caribbean included). */
const NORTH_AMERICA_SUBREGIONS: ReadonlySet<string> = new Set(["North America", "Northern America", "Central America", "Caribbean"]);

/**
 * Maps a country to one of the seven display regions.
 *
 * Takes world-countries' `region` ("Africa", "Americas", "Asia", "Europe", "Oceania") and `subregion`
 * (e.g. "Caribbean") for the country with ISO 3166-1 alpha-2 `code` (upper case). The Middle East set and
 * the Türkiye override are decided by code, because world-countries has no Middle East region.
 *
 * @throws Error when the region (e.g. "Antarctic") or an Americas subregion is not one this mapping knows,
 *   so that a package update cannot silently put a country in the wrong group.
 * @example regionFor("Americas", "Caribbean", "JM") // "North America"
 * @example regionFor("Asia", "Western Asia", "AE") // "Middle East"
 */
export function regionFor(worldCountriesRegion: string, subregion: string, code: string): Region {
  if (MIDDLE_EAST.has(code)) return "Middle East";
  const override = REGION_OVERRIDES[code];
  if (override) return override;
  switch (worldCountriesRegion) {
    case "Africa":
    case "Asia":
    case "Europe":
    case "Oceania":
      return worldCountriesRegion;
    case "Americas":
      if (subregion === "South America") return "South America";
      if (NORTH_AMERICA_SUBREGIONS.has(subregion)) return "North America";
      throw new Error(`No display region for ${code}: unknown Americas subregion "${subregion}"`);
    default:
      throw new Error(`No display region for ${code}: unknown world-countries region "${worldCountriesRegion}"`);
  }
}

/**
 * Parses a region name from a URL or a form: one of the seven regions (exact spelling, any case), else null.
 * @example parseRegion("europe") // "Europe"
 */
export function parseRegion(value: unknown): Region | null {
  if (typeof value !== "string") return null;
  const v = value.trim().toLowerCase();
  return REGIONS.find((r) => r.toLowerCase() === v) ?? null;
}
