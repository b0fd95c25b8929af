/**
 * @module Tests of the server-drawn world map: the committed geometry (shared/map/world-geometry.json) has every
 * small state as a shape or a dot and equals a fresh `npm run map:build`; the SVG builder links, names and escapes
 * destinations and stays within the size budget (60 KiB gzip for one passport).
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildWorldGeometryText, loadWorldMapInputs, WORLD_GEOMETRY_PATH } from "../../../scripts/build-world-map";
import { MAP_TEXTURES } from "../../../shared/map/map-patterns";
import { escapeXml, MAP_CATEGORIES, MAP_PALETTE, type MapCategory, requirementMapSvg } from "../../../shared/map/requirement-map-svg";
import { type WorldGeometry, worldGeometry } from "../../../shared/map/world-geometry";

const SMALL_STATES = "SG MV BH MT BB GD LC KN AG DM VC TV NR KI MH PW TO WS FM SC MU KM ST CV AD SM MC LI VA".split(" ");
const LARGE_STATES = ["IN", "US", "BR", "CN", "RU", "AU"];

const shapeCodes = worldGeometry.shapes.map((s) => s.code);
const dotCodes = worldGeometry.dots.map((d) => d.code);

describe("world geometry", () => {
  it.each(SMALL_STATES)("draws %s as a shape or a dot", (code) => {
    expect(shapeCodes.includes(code) || dotCodes.includes(code)).toBe(true);
  });

  it.each(LARGE_STATES)("draws %s as a shape", (code) => {
    expect(shapeCodes).toContain(code);
  });

  it("holds only path commands, digits, dots, minus signs and spaces in every path (written unescaped into the SVG)", () => {
    for (const d of [worldGeometry.background, ...worldGeometry.shapes.map((s) => s.d)]) expect(d).toMatch(/^[MLZmlz0-9. -]*$/);
  });

  it("makes Singapore a dot", () => {
    expect(dotCodes).toContain("SG");
  });

  it("names each code at most once among shapes and once among dots, sorted", () => {
    expect(new Set(shapeCodes).size).toBe(shapeCodes.length);
    expect(new Set(dotCodes).size).toBe(dotCodes.length);
    expect(shapeCodes).toEqual([...shapeCodes].sort());
    expect(dotCodes).toEqual([...dotCodes].sort());
  });

  it("keeps every dot inside the viewBox", () => {
    for (const dot of worldGeometry.dots) {
      expect(dot.x, dot.code).toBeGreaterThanOrEqual(0);
      expect(dot.x, dot.code).toBeLessThanOrEqual(worldGeometry.width);
      expect(dot.y, dot.code).toBeGreaterThanOrEqual(0);
      expect(dot.y, dot.code).toBeLessThanOrEqual(worldGeometry.height);
    }
  });

  it("leaves Antarctica out and draws unassigned land (Somaliland, Northern Cyprus) as background", () => {
    expect(shapeCodes).not.toContain("AQ");
    expect(dotCodes).not.toContain("AQ");
    expect(worldGeometry.background).toMatch(/^M/);
    expect(shapeCodes).toContain("XK");
  });

  it("is 1000 units wide and names its source", () => {
    expect(worldGeometry.width).toBe(1000);
    expect(worldGeometry.height).toBeGreaterThan(400);
    expect(worldGeometry.height).toBeLessThan(520);
    expect(worldGeometry.source).toMatch(/^Natural Earth via world-atlas \d+\.\d+\.\d+ \(countries-\d+m\)$/);
  });

  it("equals what `npm run map:build` writes now (run it after changing the build or the packages)", () => {
    expect(readFileSync(WORLD_GEOMETRY_PATH, "utf8")).toBe(buildWorldGeometryText());
  });
});

const TINY: WorldGeometry = {
  width: 100,
  height: 50,
  shapes: [
    { code: "AA", d: "M0 0l10 0 0 10z" },
    { code: "BB", d: "M20 0l10 0 0 10z" },
    { code: "CC", d: "M40 0l10 0 0 10z" },
  ],
  dots: [
    { code: "CC", x: 45, y: 5 },
    { code: "DD", x: 60, y: 5 },
    { code: "EE", x: 70, y: 5 },
  ],
  background: "M80 0l5 0 0 5z",
  source: "test",
};

const LABELS: Record<MapCategory, string> = {
  "visa-free": "Visa-free",
  "visa-on-arrival": "Visa on arrival",
  eta: "ETA",
  "e-visa": "eVisa",
  "visa-required": "Visa required",
  "no-admission": "No admission",
  unknown: "No sourced rule",
  "own-country": "Your country",
};

function tinyMap(categoryOf: Map<string, MapCategory>, hrefOf: (code: string) => string | null = (c) => `/?from=IN&to=${c}`): string {
  return requirementMapSvg(TINY, {
    categoryOf,
    nameOf: new Map([
      ["AA", `Trinidad & "Tobago"`],
      ["BB", "Barbados"],
      ["CC", "Cabo Verde"],
      ["DD", "Dominica"],
    ]),
    hrefOf,
    labelOf: (c) => LABELS[c],
    title: "Map: what an <Indian> passport needs",
    id: "map-in",
  });
}

describe("requirementMapSvg", () => {
  it("is a group named by its title, not an image that would hide the links", () => {
    const svg = tinyMap(new Map());
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 100 50"[^>]*role="group"[^>]*aria-labelledby="map-in-title"/);
    expect(svg).toContain('<title id="map-in-title">Map: what an &lt;Indian&gt; passport needs</title>');
    expect(svg).not.toContain('role="img"');
  });

  it("links a destination with a category, named and titled 'Name: Label'", () => {
    const svg = tinyMap(new Map([["BB", "visa-on-arrival"]]));
    expect(svg).toContain(
      '<a href="/?from=IN&amp;to=BB" aria-label="Barbados: Visa on arrival" data-code="BB" data-category="visa-on-arrival"><title>Barbados: Visa on arrival</title><path class="map-c-visa-on-arrival" fill="url(#map-in-p-visa-on-arrival)" d="M20 0l10 0 0 10z"/></a>',
    );
  });

  it("escapes names, labels and hrefs", () => {
    const svg = tinyMap(new Map([["AA", "e-visa"]]), () => `/x?a="1"&b='2'`);
    expect(svg).toContain('aria-label="Trinidad &amp; &quot;Tobago&quot;: eVisa"');
    expect(svg).toContain("<title>Trinidad &amp; &quot;Tobago&quot;: eVisa</title>");
    expect(svg).toContain('href="/x?a=&quot;1&quot;&amp;b=&#39;2&#39;"');
    expect(escapeXml(`<&>"'`)).toBe("&lt;&amp;&gt;&quot;&#39;");
  });

  it("draws a code without a category grey and not as a link, and leaves its dot out", () => {
    const svg = tinyMap(new Map([["BB", "visa-free"]]));
    expect(svg).toContain('<path class="map-nodata" d="M0 0l10 0 0 10z"/>');
    expect(svg).toContain('<path class="map-nodata" d="M80 0l5 0 0 5z"/>');
    expect(svg).not.toContain('data-code="AA"');
    expect(svg).not.toContain('cx="60"');
    expect(svg.match(/<a /g)).toHaveLength(1);
  });

  it("puts a country's shape and dot in one link, and dot-only countries after shape-only ones", () => {
    const svg = tinyMap(
      new Map<string, MapCategory>([
        ["DD", "eta"],
        ["CC", "visa-required"],
        ["BB", "visa-free"],
      ]),
    );
    expect(svg).toContain(
      '<title>Cabo Verde: Visa required</title><path class="map-c-visa-required" d="M40 0l10 0 0 10z"/><circle class="map-dot map-c-visa-required" cx="45" cy="5" r="3"/></a>',
    );
    const order = [...svg.matchAll(/data-code="(\w+)"/g)].map((m) => m[1]);
    expect(order).toEqual(["BB", "CC", "DD"]);
  });

  it("colours plain categories only through classes, with no pattern defined", () => {
    const svg = tinyMap(new Map([["BB", "visa-free"]]));
    expect(svg).not.toMatch(/fill=|style=|<defs>|<pattern/);
  });

  it("fills the textured categories with the map's own patterns (hatched, dotted, cross-hatched), each defined once", () => {
    const svg = tinyMap(
      new Map<string, MapCategory>([
        ["BB", "visa-on-arrival"],
        ["CC", "eta"],
        ["DD", "no-admission"],
        ["AA", "e-visa"],
      ]),
    );
    expect(svg).toContain('<path class="map-c-visa-on-arrival" fill="url(#map-in-p-visa-on-arrival)" d="M20 0l10 0 0 10z"/>');
    expect(svg).toContain('<circle class="map-dot map-c-eta" fill="url(#map-in-p-eta)" cx="45" cy="5" r="3"/>');
    expect(svg).toContain('<circle class="map-dot map-c-no-admission" fill="url(#map-in-p-no-admission)"');
    expect(svg).toContain('<path class="map-c-e-visa" d=');
    const defs = svg.match(/<defs>(.*?)<\/defs>/)?.[1] ?? "";
    expect([...defs.matchAll(/<pattern id="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "map-in-p-visa-on-arrival",
      "map-in-p-eta",
      "map-in-p-no-admission",
    ]);
    // Each tile is the category's colour under its marks, with no inherited outline.
    expect(defs).toContain(`<rect width="5" height="5" fill="${MAP_PALETTE["visa-on-arrival"]}"/>`);
    expect(defs).toContain(`<rect width="4" height="4" fill="${MAP_PALETTE.eta}"/><g fill="#fff" fill-opacity="0.8"><circle`);
    expect(defs.match(/stroke="none"/g)).toHaveLength(3);
    expect(defs.match(/patternTransform="rotate\(45\)"/g)).toHaveLength(2);
  });

  it("gives neighbouring legend categories a different texture unless their lightness differs by a 1.5:1 contrast", () => {
    const textured = MAP_CATEGORIES.map((c) => MAP_TEXTURES[c] ?? "plain");
    for (let i = 1; i < 6; i++) {
      const [a, b] = [MAP_CATEGORIES[i - 1] as MapCategory, MAP_CATEGORIES[i] as MapCategory];
      if (textured[i - 1] === textured[i]) expect(contrast(MAP_PALETTE[a], MAP_PALETTE[b]), `${a} / ${b}`).toBeGreaterThanOrEqual(1.5);
    }
    // The two greens and the two authorisations, which the issue found hard to tell apart, never share a texture.
    expect(MAP_TEXTURES["visa-free"]).not.toBe(MAP_TEXTURES["visa-on-arrival"]);
    expect(MAP_TEXTURES.eta).not.toBe(MAP_TEXTURES["e-visa"]);
    // The own country's dark grey has visa required's lightness (in greyscale they were one): its lines tell it apart.
    expect(MAP_TEXTURES["own-country"]).toBe("lines");
    expect(new Set(Object.values(MAP_TEXTURES)).size).toBe(Object.values(MAP_TEXTURES).length);
  });

  it("renders a destination without a link as a titled, non-focusable group", () => {
    const svg = tinyMap(new Map([["BB", "own-country"]]), () => null);
    expect(svg).toContain('<g data-code="BB" data-category="own-country"><title>Barbados: Your country</title>');
    expect(svg).toContain('<pattern id="map-in-p-own-country" width="5" height="5" patternUnits="userSpaceOnUse" stroke="none">');
    expect(svg).not.toContain("<a ");
  });

  it("is deterministic", () => {
    const categories = new Map<string, MapCategory>([
      ["AA", "eta"],
      ["CC", "no-admission"],
    ]);
    expect(tinyMap(categories)).toBe(tinyMap(categories));
  });

  it("has a colour for every category, all different", () => {
    expect(Object.keys(MAP_PALETTE).sort()).toEqual([...MAP_CATEGORIES].sort());
    expect(new Set(Object.values(MAP_PALETTE)).size).toBe(MAP_CATEGORIES.length);
  });

  it("stays within 60 KiB gzip for a passport with every country categorised", () => {
    const codes = [...new Set([...shapeCodes, ...dotCodes])];
    const names = new Map(loadWorldMapInputs().countries.map((c) => [c.cca2, (c as unknown as { name: { common: string } }).name.common]));
    const svg = requirementMapSvg(worldGeometry, {
      categoryOf: new Map(codes.map((code, i) => [code, MAP_CATEGORIES[i % MAP_CATEGORIES.length] as MapCategory])),
      nameOf: names,
      hrefOf: (code) => `/?from=IN&to=${code}`,
      labelOf: (c) => LABELS[c],
      title: "Map: what an Indian passport needs for each destination",
      id: "map-in",
    });
    const gzip = gzipSync(svg).length;
    console.log(`requirement map: ${codes.length} destinations, ${(svg.length / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip`);
    expect(svg.match(/<a /g)).toHaveLength(codes.length);
    expect(gzip).toBeLessThanOrEqual(60 * 1024);
  });
});

/** WCAG contrast ratio of two colours (1 to 21): lightness alone, which no colour-vision deficiency takes away. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [lightness(a), lightness(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Relative luminance (WCAG) of a #rrggbb colour, 0 to 1: what stays of a colour with no hue discrimination at all. */
function lightness(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}
