/**
 * @module The requirement map as SVG markup: one passport's entry category per destination, drawn on the
 * committed world geometry, each destination a link. A pure string builder, so the worker can render it on the
 * server and the browser needs no map library. Plain colours come from the page's stylesheet through the classes
 * `map-c-<category>`, `map-nodata` and `map-dot` (MAP_PALETTE holds the colours to give them); the textured
 * categories (./map-patterns.ts) are filled with the map's own `<pattern>`s, which carry the same colours.
 */
import { MAP_TEXTURES, patternId, patternSvg } from "./map-patterns";
import type { WorldGeometry } from "./world-geometry";

/**
 * How a destination admits the passport, easiest first; "own-country" is the passport's own country, "unknown" a pair
 * whose rule ended with nothing sourced after it (decision 18).
 */
export type MapCategory = "visa-free" | "visa-on-arrival" | "eta" | "e-visa" | "visa-required" | "no-admission" | "own-country" | "unknown";

/** Every category in legend order: easiest to hardest, then the passport's own country. */
export const MAP_CATEGORIES: readonly MapCategory[] = [
  "visa-free",
  "visa-on-arrival",
  "eta",
  "e-visa",
  "visa-required",
  "no-admission",
  "own-country",
  "unknown",
];

/**
 * Fill per category (CSS hex colours), for the `map-c-<category>` classes. The six entry categories are steps of
 * viridis from light green (visa-free) to dark purple (no admission): lightness falls at every step, so the order
 * stays readable with deuteranopia, protanopia or in greyscale. The own country is a neutral dark grey.
 */
export const MAP_PALETTE: Record<MapCategory, string> = {
  "visa-free": "#8fd744",
  "visa-on-arrival": "#35b779",
  eta: "#21918c",
  "e-visa": "#31688e",
  "visa-required": "#443983",
  "no-admission": "#440154",
  "own-country": "#4d4d4d",
  // No data's light grey, hatched (./map-patterns.ts): a country whose rule is unknown is still a link to its answer.
  unknown: "#d9d9d9",
};

/** Fill for `map-nodata` (land without a category, and land with no alpha-2 code): a light grey, lighter than every category. */
export const MAP_NO_DATA_COLOUR = "#d9d9d9";

/** Radius of a small country's dot, in the geometry's user units (the map is 1000 wide). */
export const MAP_DOT_RADIUS = 3;

/** What the map shows for one passport; the page supplies every text. */
export interface RequirementMapInput {
  /** Category per destination (ISO alpha-2). Countries of the geometry missing here are drawn as "no data" (grey), not interactive. */
  categoryOf: ReadonlyMap<string, MapCategory>;
  /** Display name per code; the code itself stands in for a missing name. */
  nameOf: ReadonlyMap<string, string>;
  /** Link for a destination, e.g. code => `/?from=IN&to=${code}`; null = not a link (still coloured, with a tooltip). */
  hrefOf: (code: string) => string | null;
  /** Human label per category, e.g. "Visa on arrival" (the page passes its own texts). */
  labelOf: (category: MapCategory) => string;
  /** Accessible name of the whole map, e.g. "Map: what an Indian passport needs for each destination". */
  title: string;
  /** Unique id prefix for the svg's title element id (aria-labelledby): the title's id is `${id}-title`. */
  id: string;
}

/**
 * Builds the map's `<svg>` element as a compact string (no whitespace between elements), deterministic for the same input.
 *
 * - The svg is `role="group"` named by its `<title>`, not `role="img"`, which would hide the links inside.
 * - Each destination with a category is one element holding its shape and/or dot, so it is one tab stop: an `<a>`
 *   with `aria-label` and `<title>` "Name: Label" when `hrefOf` gives a link, else a `<g>` with the same title.
 * - Painting order is tab order: grey land first (hidden from assistive technology), then destinations without a
 *   dot in alphabetical order of name, then destinations with a dot (small states) in alphabetical order of name,
 *   last so that no neighbour paints over their dots.
 * - Dots of countries without a category are left out: a grey dot says nothing and hides land under it.
 * - Path data is written as the geometry holds it, unescaped: it is our own build's output, only path commands,
 *   digits, dots, minus signs and spaces (a unit test holds every path to that), and escaping 120 KB of it cost a
 *   comparison page's render about a millisecond.
 * - Strokes are presentation attributes on the svg (white, 0.5 units), which any stylesheet rule overrides.
 * - A textured category's shapes and dots carry `fill="url(#<id>-p-<category>)"`, its pattern in the svg's `<defs>`
 *   (only the textures the map uses); the stylesheet sets no fill for those classes, so the attribute holds.
 *
 * @param geometry the projected world, normally `worldGeometry` from ./world-geometry.
 * @param input categories, names, links and texts; see RequirementMapInput.
 * @example requirementMapSvg(worldGeometry, { categoryOf, nameOf, hrefOf: (c) => `/?from=IN&to=${c}`, labelOf, title: "Map: …", id: "map-in" })
 */
export function requirementMapSvg(geometry: WorldGeometry, input: RequirementMapInput): string {
  const shapeOf = new Map(geometry.shapes.map((s) => [s.code, s.d]));
  const dotOf = new Map(geometry.dots.map((d) => [d.code, d]));
  const titleId = `${input.id}-title`;

  const grey = [geometry.background, ...geometry.shapes.filter((s) => !input.categoryOf.has(s.code)).map((s) => s.d)]
    .filter((d) => d !== "")
    .map((d) => `<path class="map-nodata" d="${d}"/>`)
    .join("");

  const destinations = [...input.categoryOf]
    .filter(([code]) => shapeOf.has(code) || dotOf.has(code))
    .map(([code, category]) => ({ code, category, name: input.nameOf.get(code) ?? code }))
    .sort((a, b) => Number(dotOf.has(a.code)) - Number(dotOf.has(b.code)) || a.name.localeCompare(b.name, "en") || compare(a.code, b.code));

  const items = destinations.map(({ code, category, name }) => {
    const text = escapeXml(`${name}: ${input.labelOf(category)}`);
    const d = shapeOf.get(code);
    const dot = dotOf.get(code);
    const fill = MAP_TEXTURES[category] ? ` fill="url(#${escapeXml(patternId(input.id, category))})"` : "";
    const body =
      (d ? `<path class="map-c-${category}"${fill} d="${d}"/>` : "") +
      (dot ? `<circle class="map-dot map-c-${category}"${fill} cx="${dot.x}" cy="${dot.y}" r="${MAP_DOT_RADIUS}"/>` : "");
    const data = `data-code="${escapeXml(code)}" data-category="${category}"`;
    const href = input.hrefOf(code);
    return href === null
      ? `<g ${data}><title>${text}</title>${body}</g>`
      : `<a href="${escapeXml(href)}" aria-label="${text}" ${data}><title>${text}</title>${body}</a>`;
  });

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${geometry.width} ${geometry.height}" role="group" aria-labelledby="${escapeXml(titleId)}" ` +
    `stroke="#fff" stroke-width=".5" stroke-linejoin="round">` +
    `<title id="${escapeXml(titleId)}">${escapeXml(input.title)}</title>` +
    textureDefs(input.id, new Set(destinations.map((d) => d.category))) +
    (grey ? `<g aria-hidden="true">${grey}</g>` : "") +
    items.join("") +
    "</svg>"
  );
}

/** The `<defs>` holding a pattern for each textured category among `used`, in legend order; "" when none is used. */
function textureDefs(id: string, used: ReadonlySet<MapCategory>): string {
  const patterns = MAP_CATEGORIES.flatMap((category) => {
    const texture = MAP_TEXTURES[category];
    return texture && used.has(category) ? [patternSvg(escapeXml(patternId(id, category)), texture, MAP_PALETTE[category])] : [];
  });
  return patterns.length > 0 ? `<defs>${patterns.join("")}</defs>` : "";
}

/**
 * Escapes text for XML content and for attribute values in either quote style.
 * @example escapeXml(`Trinidad & "Tobago"`) // "Trinidad &amp; &quot;Tobago&quot;"
 */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
}

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Code-point order: a stable tie-break that does not depend on the locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
