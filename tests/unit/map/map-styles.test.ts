/** The stylesheet paints the map as MAP_PALETTE says and reserves the geometry's aspect ratio (no layout shift). */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MAP_SHAPES_SOURCE } from "../../../shared/map/map-credit";
import { MAP_TEXTURES, swatchTextureCss } from "../../../shared/map/map-patterns";
import { MAP_CATEGORIES, MAP_NO_DATA_COLOUR, MAP_PALETTE } from "../../../shared/map/requirement-map-svg";
import { worldGeometry } from "../../../shared/map/world-geometry";

// One space for any run of whitespace: the rules are compared as written on one line, whatever the formatter's layout.
const css = readFileSync(new URL("../../../client/styles/passport.css", import.meta.url), "utf8").replace(/\s+/g, " ");

describe("client/styles/passport.css", () => {
  it.each(MAP_CATEGORIES.filter((c) => !MAP_TEXTURES[c]))("fills map-c-%s and its legend swatch with the palette's colour", (category) => {
    expect(css).toContain(`.map-c-${category} { fill: ${MAP_PALETTE[category]}; }`);
    expect(css).toContain(`.req-map__swatch.map-c-${category} { background: ${MAP_PALETTE[category]}; }`);
  });

  it.each(MAP_CATEGORIES.filter((c) => MAP_TEXTURES[c]))(
    "leaves map-c-%s's fill to the svg's pattern and draws its swatch with the same texture over the palette's colour",
    (category) => {
      const texture = MAP_TEXTURES[category];
      if (!texture) throw new Error(category);
      // A class rule setting the fill would override the svg's fill="url(#…)" attribute and lose the texture.
      expect(css).not.toMatch(new RegExp(`\\.map-c-${category}[^{]*\\{[^}]*fill`));
      expect(css).toContain(`.req-map__swatch.map-c-${category} { background: ${swatchTextureCss(texture)}, ${MAP_PALETTE[category]}; }`);
    },
  );

  it("fills land without data with the no-data grey", () => {
    expect(css).toContain(`.map-nodata { fill: ${MAP_NO_DATA_COLOUR}; }`);
  });

  it("reserves the geometry's aspect ratio for the map's frame", () => {
    expect(css).toContain(`aspect-ratio: ${worldGeometry.width} / ${worldGeometry.height};`);
  });

  it("credits the geometry the map is drawn from", () => {
    expect(worldGeometry.source).toBe(MAP_SHAPES_SOURCE);
  });
});
