/**
 * @module Pure build of the site's world map (shared/map/world-geometry.json) from a world-atlas TopoJSON and the
 * world-countries list: simplify the shared borders, project with Equal Earth to 1000 user units wide, round,
 * and decide which countries also need a dot. No I/O, no clock, no randomness: the same inputs give the same
 * text, which is what lets a test compare the committed JSON with a fresh build.
 */
import { type GeoPermissibleObjects, type GeoProjection, type GeoStream, geoArea, geoEqualEarth, geoPath, geoStream } from "d3-geo";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { WorldGeometry } from "../../shared/map/world-geometry";
import { decimalsOf, pathData } from "./path-data";
import { presimplify, simplify } from "topojson-simplify";
import { type Point } from "./path-data";

/** The world-countries fields the build reads (`latlng` is [latitude, longitude] in degrees). */
export interface AtlasCountry {
  cca2: string;
  ccn3: string;
  latlng: readonly number[];
}

/** Tuning of the build; every length is in SVG user units (the map is `width` units wide). */
export interface WorldMapOptions {
  /** viewBox width; the height follows from the projection. Default 1000. */
  width: number;
  /**
   * Visvalingam–Whyatt simplification (topojson-simplify) of the shared borders before projecting: a point goes when
   * the triangle it makes with its neighbours is smaller than this (square units). Default 1: at twice the 1280 px
   * page's scale it draws the coasts as 0.3 did, in a third less path data, and every map page's HTML is that much
   * lighter to parse (the finder's and compare's total blocking time, stop 53).
   */
  simplify: number;
  /** Coordinates are rounded to multiples of this (0.1 → one decimal). Default 0.1. */
  grid: number;
  /** Rings smaller than this (square units) are dropped, except each country's biggest. Default 1. */
  minRingArea: number;
  /** A country whose projected land is smaller than this (square units) also gets a dot. Default 12. */
  dotArea: number;
}

const DEFAULTS: WorldMapOptions = { width: 1000, simplify: 1, grid: 0.1, minRingArea: 1, dotArea: 12 };

/** Natural Earth's numeric code for Antarctica, which the map leaves out (it would take a quarter of the height). */
const ANTARCTICA_ID = "010";
const ANTARCTICA_CODE = "AQ";

/** Natural Earth gives some places no numeric code; those with an alpha-2 in world-countries are matched by name. */
const CODE_BY_ATLAS_NAME: ReadonlyMap<string, string> = new Map([["Kosovo", "XK"]]);

type CountryProperties = { name?: string } | null;

/**
 * Builds the world map from world-atlas `countries-*m.json` and world-countries.
 * @param topology the parsed world-atlas file (object `countries`, numeric ISO ids as strings).
 * @param countries world-countries entries; each alpha-2 missing from the atlas or smaller than `dotArea` gets a dot at its `latlng`.
 * @param source attribution text stored as `source`, e.g. "Natural Earth via world-atlas 2.0.2 (countries-50m)".
 * @param options tuning, see WorldMapOptions for the defaults.
 * @example buildWorldGeometry(require("world-atlas/countries-50m.json"), require("world-countries"), "Natural Earth via world-atlas 2.0.2 (countries-50m)")
 */
export function buildWorldGeometry(
  topology: Topology,
  countries: readonly AtlasCountry[],
  source: string,
  options: Partial<WorldMapOptions> = {},
): WorldGeometry {
  const opts = { ...DEFAULTS, ...options };
  const countriesObject = topology.objects.countries as GeometryCollection<CountryProperties> | undefined;
  if (!countriesObject) throw new Error("world map: the topology has no `countries` object");
  const codeByNumeric = new Map(countries.filter((c) => c.ccn3).map((c) => [c.ccn3, c.cca2]));
  const codeOf = (f: Feature<Geometry, CountryProperties>): string | undefined =>
    (f.id === undefined ? undefined : codeByNumeric.get(String(f.id))) ?? CODE_BY_ATLAS_NAME.get(f.properties?.name ?? "");

  const rawFeatures = land(feature(topology, countriesObject));
  // Fitted on the unsimplified land so the simplification tolerance cannot move the frame.
  const projection = geoEqualEarth().fitWidth(opts.width, { type: "FeatureCollection", features: rawFeatures });
  const [, [, bottom]] = geoPath(projection).bounds({ type: "FeatureCollection", features: rawFeatures });
  const height = Math.ceil(bottom);

  // Simplifying the topology's arcs (not each country's rings) keeps a shared border identical on both sides. The
  // weights are planar triangle areas in square degrees, so the threshold in square units is scaled to them.
  const simplified = simplify(presimplify(topology as Parameters<typeof presimplify>[0]), opts.simplify / degreesToUnits(projection) ** 2);
  const features = land(feature(simplified, countriesObject)).map((f, i) => keepWinding(f, rawFeatures[i]));

  const byCode = new Map<string, Feature<Geometry, CountryProperties>[]>();
  const background: Feature<Geometry, CountryProperties>[] = [];
  for (const f of features) {
    const code = codeOf(f);
    if (code === undefined) background.push(f);
    else byCode.set(code, [...(byCode.get(code) ?? []), f]);
  }

  const rawArea = new Map<string, number>();
  const areaPath = geoPath(projection);
  for (const f of rawFeatures) {
    const code = codeOf(f);
    if (code !== undefined) rawArea.set(code, (rawArea.get(code) ?? 0) + areaPath.area(f));
  }

  const shapes = [...byCode]
    .map(([code, fs]) => ({ code, d: pathData(keepRings(projectRings(projection, fs), opts), opts.grid) }))
    .filter((s) => s.d !== "")
    .sort((a, b) => compare(a.code, b.code));
  const drawn = new Set(shapes.map((s) => s.code));

  const dots = countries
    .filter((c) => c.cca2 !== ANTARCTICA_CODE && (!drawn.has(c.cca2) || (rawArea.get(c.cca2) ?? 0) < opts.dotArea))
    .map((c) => {
      const [lat = 0, lng = 0] = c.latlng;
      const [x, y] = projection([lng, lat]) ?? [0, 0];
      return { code: c.cca2, x: clamp(round(x, opts.grid), 0, opts.width), y: clamp(round(y, opts.grid), 0, height) };
    })
    .sort((a, b) => compare(a.code, b.code));

  const backgroundPath = background
    .sort((a, b) => compare(a.properties?.name ?? "", b.properties?.name ?? ""))
    .map((f) => pathData(keepRings(projectRings(projection, [f]), opts), opts.grid))
    .filter((d) => d !== "")
    .join("");

  return { width: opts.width, height, shapes, dots, background: backgroundPath, source };
}

/**
 * The committed text of a WorldGeometry: JSON with one shape or dot per line (readable diffs), ending in a newline.
 * @example serializeWorldGeometry(buildWorldGeometry(topology, countries, source))
 */
export function serializeWorldGeometry(g: WorldGeometry): string {
  const list = (items: readonly unknown[]) => `[\n${items.map((i) => JSON.stringify(i)).join(",\n")}\n]`;
  return [
    "{",
    `"width": ${g.width},`,
    `"height": ${g.height},`,
    `"source": ${JSON.stringify(g.source)},`,
    `"background": ${JSON.stringify(g.background)},`,
    `"shapes": ${list(g.shapes)},`,
    `"dots": ${list(g.dots)}`,
    "}\n",
  ].join("\n");
}

function land(collection: FeatureCollection<Geometry, CountryProperties>): Feature<Geometry, CountryProperties>[] {
  return collection.features.filter((f) => String(f.id) !== ANTARCTICA_ID);
}

/** How many user units one degree spans at most (on the equator, where Equal Earth is widest). */
function degreesToUnits(projection: GeoProjection): number {
  const [x0 = 0, y0 = 0] = projection([0, 0]) ?? [];
  const [x1 = 0] = projection([1, 0]) ?? [];
  const [, y1 = 0] = projection([0, 1]) ?? [];
  return Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
}

/**
 * The simplified feature, except that a polygon simplification collapsed or turned inside out (a small island cut to
 * a sliver: d3-geo would then fill the rest of the globe) is taken unsimplified from `raw`.
 */
function keepWinding(
  simplified: Feature<Geometry, CountryProperties>,
  raw: Feature<Geometry, CountryProperties> | undefined,
): Feature<Geometry, CountryProperties> {
  const g = simplified.geometry;
  const r = raw?.geometry;
  if (!r || r.type !== g.type || (g.type !== "Polygon" && g.type !== "MultiPolygon")) return simplified;
  const polygons = g.type === "Polygon" ? [g.coordinates] : g.coordinates;
  const rawPolygons = r.type === "Polygon" ? [r.coordinates] : r.type === "MultiPolygon" ? r.coordinates : [];
  const fixed = polygons.map((polygon, i) => {
    const area = geoArea({ type: "Polygon", coordinates: polygon });
    return area === 0 || area > 2 * Math.PI ? (rawPolygons[i] ?? polygon) : polygon;
  });
  return { ...simplified, geometry: { type: "MultiPolygon", coordinates: fixed } };
}

/** The projected rings (antimeridian-cut and resampled by d3-geo), in user units, without closing points. */
function projectRings(projection: GeoProjection, features: readonly Feature<Geometry, CountryProperties>[]): Point[][] {
  const rings: Point[][] = [];
  let ring: Point[] | null = null;
  const sink: GeoStream = {
    point: (x, y) => void ring?.push([x, y]),
    lineStart: () => void (ring = []),
    lineEnd: () => {
      if (ring && ring.length > 0) rings.push(ring);
      ring = null;
    },
    polygonStart: () => {},
    polygonEnd: () => {},
  };
  const stream = projection.stream(sink);
  for (const f of features) geoStream(f as GeoPermissibleObjects as Feature, stream);
  return rings;
}

/**
 * Rounds each ring to the grid (as integer multiples of it), drops repeated and collinear points, then drops rings
 * smaller than `minRingArea`, always keeping the biggest so that every country stays drawn.
 */
function keepRings(rings: readonly Point[][], opts: WorldMapOptions): Point[][] {
  const cleaned = rings
    .map((r) => cleanRing(r.map(([x, y]): Point => [Math.round(x / opts.grid), Math.round(y / opts.grid)])))
    .filter((r) => r.length >= 3);
  const areas = cleaned.map((r) => Math.abs(signedArea(r)) * opts.grid * opts.grid);
  const biggest = areas.reduce((best, a, i) => (a > (areas[best] ?? -1) ? i : best), 0);
  return cleaned.filter((_, i) => i === biggest || (areas[i] ?? 0) >= opts.minRingArea);
}

function cleanRing(ring: readonly Point[]): Point[] {
  const out: Point[] = [];
  for (const p of ring) {
    const prev = out[out.length - 1];
    if (prev && prev[0] === p[0] && prev[1] === p[1]) continue;
    out.push(p);
  }
  const head = out[0];
  const tail = out[out.length - 1];
  if (out.length > 1 && head && tail && head[0] === tail[0] && head[1] === tail[1]) out.pop();
  // Exact collinearity on integer grid units: straight parallels and spikes cost bytes and draw nothing.
  let changed = true;
  while (changed && out.length >= 3) {
    changed = false;
    for (let i = 0; i < out.length && out.length >= 3; i++) {
      const a = out[(i + out.length - 1) % out.length] as Point;
      const b = out[i] as Point;
      const c = out[(i + 1) % out.length] as Point;
      if ((b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]) === 0) {
        out.splice(i, 1);
        changed = true;
        i--;
      }
    }
  }
  return out;
}

function signedArea(ring: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x0, y0] = ring[i] as Point;
    const [x1, y1] = ring[(i + 1) % ring.length] as Point;
    sum += x0 * y1 - x1 * y0;
  }
  return sum / 2;
}

function round(value: number, grid: number): number {
  return Number((Math.round(value / grid) * grid).toFixed(decimalsOf(grid)));
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Code-point order, so the output does not depend on the machine's locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
