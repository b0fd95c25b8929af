/**
 * @module The requirement maps' drawing on the server: the projected world (shared/map/world-geometry.json, built by
 * `npm run map:build` from Natural Earth via world-atlas) coloured by each destination's category, every destination
 * a link to its check (/?from=XX&to=YY). Only the Worker imports this module, so the geometry never reaches a
 * browser bundle.
 */
import type { MapDestination, MapDrawing } from "../../shared/map/map-drawing";
import { requirementMapSvg } from "../../shared/map/requirement-map-svg";
import { worldGeometry } from "../../shared/map/world-geometry";
import { checkHref } from "../../shared/concessions/holds";
import { CATEGORY_LABELS } from "../../shared/passport/category-labels";

/**
 * Draws one map as SVG markup (the requirement-map fragment, worker/fragments/): `id` unique on the page, `title` its accessible name,
 * `destinations` each destination's category for the passport that gets it, `holds` the documents held (the URL's
 * value), which an Indian passport's check links keep. Destinations of the geometry missing from `destinations` are
 * drawn as "no data" and are not links.
 */
export function drawRequirementMap({ id, title, destinations, holds }: MapDrawing): string {
  const byCode = new Map<string, MapDestination>(destinations.map((d) => [d.code, d]));
  return requirementMapSvg(worldGeometry, {
    id,
    title,
    categoryOf: new Map(destinations.map((d) => [d.code, d.category])),
    nameOf: new Map(destinations.map((d) => [d.code, d.name])),
    hrefOf: (code) => {
      const destination = byCode.get(code);
      // A holder's own country has no check to open.
      return destination && destination.category !== "own-country" ? checkHref(destination.passport, code, holds) : null;
    },
    labelOf: (category) => CATEGORY_LABELS[category],
  });
}
