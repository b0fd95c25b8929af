/**
 * @module Tests of the server-drawn world map: the committed geometry (shared/map/world-geometry.json) has every
 * small state as a shape or a dot and equals a fresh `npm run map:build`; the SVG builder links, names and escapes
 * destinations and stays within the size budget (60 KiB gzip for one passport).
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildWorldGeometryText, loadWorldMapInputs, WORLD_GEOMETRY_PATH } from "../../../scripts/build-world-map";
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
      '<a href="/?from=IN&amp;to=BB" aria-label="Barbados: Visa on arrival" data-code="BB" data-category="visa-on-arrival"><title>Barbados: Visa on arrival</title><path class="map-c-visa-on-arrival" d="M20 0l10 0 0 10z"/></a>',
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

  it("colours only through classes", () => {
    const svg = tinyMap(new Map([["BB", "visa-free"]]));
    expect(svg).not.toMatch(/fill=|style=/);
  });

  it("renders a destination without a link as a titled, non-focusable group", () => {
    const svg = tinyMap(new Map([["BB", "own-country"]]), () => null);
    expect(svg).toContain('<g data-code="BB" data-category="own-country"><title>Barbados: Your country</title>');
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
