/**
 * @module Textures that tell the map's neighbouring categories apart by more than a shade (issue #33): visa on
 * arrival is hatched (against visa free's plain light green), an eTA is dotted (against the e-Visa's plain blue) and no
 * admission is cross-hatched (against visa required's plain dark purple), and the passport's own country is lined
 * (its dark grey is visa required's lightness: in greyscale it vanished among them). Every pair of neighbours in the legend's
 * order then differs in texture or, where both are plain, in lightness, which survives every colour-vision deficiency
 * and greyscale. The SVG draws them as `<pattern>`s (per map, so two maps on a page never share an id); the legend's
 * swatches draw the same textures with CSS gradients (client/styles/passport.css, held equal by a unit test).
 */
import type { MapCategory } from "./requirement-map-svg";

/**
 * A texture laid over a category's colour: diagonal stripes, a grid of dots, stripes both ways, level lines, or
 * upright lines (a pair with no sourced rule, on no data's grey: decision 18).
 */
export type MapTexture = "hatch" | "dots" | "cross" | "lines" | "columns";

/** The textured categories and their texture; every other category is a plain fill. */
export const MAP_TEXTURES: Partial<Record<MapCategory, MapTexture>> = {
  "visa-on-arrival": "hatch",
  eta: "dots",
  "no-admission": "cross",
  "own-country": "lines",
  unknown: "columns",
};

/**
 * Texture marks: dark on the light greens, white on the darker fills, so the marks stay visible on their colour.
 * `period` is the pattern's tile in the geometry's user units (the map is 1000 wide: about 4 px on a phone).
 */
export const MAP_TEXTURE_STYLE: Record<MapTexture, { mark: string; opacity: number; period: number }> = {
  hatch: { mark: "#000", opacity: 0.35, period: 5 },
  dots: { mark: "#fff", opacity: 0.8, period: 4 },
  cross: { mark: "#fff", opacity: 0.45, period: 5 },
  lines: { mark: "#fff", opacity: 0.6, period: 5 },
  columns: { mark: "#000", opacity: 0.35, period: 5 },
};

/** The pattern's element id for a category on the map `mapId` (the map's unique id prefix). */
export function patternId(mapId: string, category: MapCategory): string {
  return `${mapId}-p-${category}`;
}

/**
 * One `<pattern>` element: the category's colour as the tile's background with the texture's marks over it. No
 * stroke inside (the svg's white outline stroke would otherwise be inherited by the marks).
 * @param id the element id (patternId). @param colour the category's fill (MAP_PALETTE).
 */
export function patternSvg(id: string, texture: MapTexture, colour: string): string {
  const { mark, opacity, period: p } = MAP_TEXTURE_STYLE[texture];
  const marks =
    texture === "dots"
      ? `<circle cx="${p / 2}" cy="${p / 2}" r="${p / 4}"/>`
      : texture === "hatch"
        ? `<rect width="${p * 0.35}" height="${p}"/>`
        : texture === "lines"
          ? `<rect width="${p}" height="${p * 0.35}"/>`
          : texture === "columns"
            ? `<rect width="${p * 0.35}" height="${p}"/>`
            : `<rect width="${p * 0.35}" height="${p}"/><rect width="${p}" height="${p * 0.35}"/>`;
  const turn = texture === "dots" || texture === "lines" || texture === "columns" ? "" : ` patternTransform="rotate(45)"`;
  return (
    `<pattern id="${id}" width="${p}" height="${p}" patternUnits="userSpaceOnUse"${turn} stroke="none">` +
    `<rect width="${p}" height="${p}" fill="${colour}"/><g fill="${mark}" fill-opacity="${opacity}">${marks}</g></pattern>`
  );
}

/**
 * The texture as a CSS background layer list for the legend's swatch (put before the category's colour), at the
 * map's scale on a phone and in the same mark colour and opacity: the stylesheet holds this exact text.
 * @example swatchTextureCss("hatch") // "repeating-linear-gradient(45deg, rgb(0 0 0 / 35%) 0 1.75px, transparent 1.75px 5px)"
 */
export function swatchTextureCss(texture: MapTexture): string {
  const { mark, opacity } = MAP_TEXTURE_STYLE[texture];
  const colour = `rgb(${mark === "#fff" ? "255 255 255" : "0 0 0"} / ${Math.round(opacity * 100)}%)`;
  const stripes = (angle: number) => `repeating-linear-gradient(${angle}deg, ${colour} 0 1.75px, transparent 1.75px 5px)`;
  if (texture === "dots") return `radial-gradient(circle, ${colour} 0 1.25px, transparent 1.5px) 0 0 / 5px 5px`;
  if (texture === "lines") return stripes(180);
  if (texture === "columns") return stripes(90);
  return texture === "hatch" ? stripes(45) : `${stripes(45)}, ${stripes(-45)}`;
}
