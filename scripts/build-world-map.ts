/**
 * @module CLI `npm run map:build`: projects the world once and writes shared/map/world-geometry.json (committed).
 * Reads world-atlas (Natural Earth country shapes) and world-countries (alpha-2 codes, positions of small states)
 * from node_modules; the pure work is in scripts/world-map/build.ts. Run it again only when those packages or
 * the build's tuning change; the output is the same on every run.
 */
import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Topology } from "topojson-specification";
import { type AtlasCountry, buildWorldGeometry, serializeWorldGeometry } from "./world-map/build";

/** The world-atlas file drawn: 50m keeps the small islands that 110m drops, and fits the size budget once simplified. */
export const WORLD_ATLAS_FILE = "countries-50m";

/** Where the committed geometry lives. */
export const WORLD_GEOMETRY_PATH = fileURLToPath(new URL("../shared/map/world-geometry.json", import.meta.url));

/** The build's inputs as read from node_modules. */
export interface WorldMapInputs {
  topology: Topology;
  countries: AtlasCountry[];
  /** Attribution stored in the JSON, naming the world-atlas version and file. */
  source: string;
}

/**
 * Reads the world-atlas file, world-countries and the world-atlas version. The packages are loaded through
 * `require` because world-countries' ESM entry imports JSON without an import attribute, which Node rejects.
 */
export function loadWorldMapInputs(): WorldMapInputs {
  const require = createRequire(import.meta.url);
  const { version } = require("world-atlas/package.json") as { version: string };
  return {
    topology: require(`world-atlas/${WORLD_ATLAS_FILE}.json`) as Topology,
    countries: require("world-countries") as AtlasCountry[],
    source: `Natural Earth via world-atlas ${version} (${WORLD_ATLAS_FILE})`,
  };
}

/** The JSON text `npm run map:build` writes, from the installed packages. */
export function buildWorldGeometryText(): string {
  const { topology, countries, source } = loadWorldMapInputs();
  return serializeWorldGeometry(buildWorldGeometry(topology, countries, source));
}

async function main(): Promise<void> {
  const text = buildWorldGeometryText();
  await writeFile(WORLD_GEOMETRY_PATH, text);
  const geometry = JSON.parse(text) as { width: number; height: number; shapes: unknown[]; dots: unknown[] };
  console.log(
    `map:build: wrote ${path.relative(process.cwd(), WORLD_GEOMETRY_PATH)} (${geometry.width}×${geometry.height}, ${geometry.shapes.length} shapes, ${geometry.dots.length} dots, ${(text.length / 1024).toFixed(1)} KiB)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
