/**
 * @module The maps' credit as the pages show it: the shapes (Natural Earth, public domain, through world-atlas, ISC)
 * and the small states' dots (positions from world-countries, ODbL). The geometry file records the same source
 * (tests/unit/map/map-styles.test.ts holds the two together).
 */

/** The geometry's source, as world-geometry.json's `source` states it. */
export const MAP_SHAPES_SOURCE = "Natural Earth via world-atlas 2.0.2 (countries-50m)";

/** The line under every map. */
export const MAP_CREDIT = `Map shapes: ${MAP_SHAPES_SOURCE}, public domain; small states' positions: world-countries (ODbL).`;
