/// <reference path="./client-build.d.ts" />
/**
 * @module The client build's hashed file names and chunk graph, read from the Vite manifest at bundle time
 * (`@client-build/manifest`, typed in ./client-build.d.ts and aliased in wrangler.toml).
 */
import manifest from "@client-build/manifest";

const chunks = manifest;
const ENTRY = "client/entry-client.tsx";
const entry = chunks[ENTRY];
if (!entry) throw new Error(`${ENTRY} missing from the Vite manifest: run \`npm run build:client\``);

/** Manifest key of each output file ("assets/home-page-x.js" → "client/…/home-page.tsx" or "_content-page-x.js"). */
const keyOfFile = new Map(Object.entries(chunks).map(([key, chunk]) => [chunk.file, key]));

/** Script and stylesheets of the browser entry, as absolute paths. */
export const clientAssets = {
  script: `/${entry.file}`,
  styles: (entry.css ?? []).map((file) => `/${file}`),
};

/**
 * The manifest key of an output file of the build.
 * @throws Error for a file the manifest lacks (a route-chunks file out of step with the manifest).
 */
export function chunkKeyOfFile(file: string): string {
  const key = keyOfFile.get(file);
  if (key === undefined) throw new Error(`${file} missing from the Vite manifest`);
  return key;
}

/**
 * Absolute paths of the chunks the entry imports and of `keys` with everything they import, each once, imports
 * first; the entry's own file is left out (the page loads it as its script).
 * @throws Error for a key the manifest lacks (a source path out of step with the build).
 */
export function modulePreloads(keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = chunks[key];
    if (!chunk) throw new Error(`${key} missing from the Vite manifest`);
    chunk.imports?.forEach(visit);
    if (key !== ENTRY) files.push(`/${chunk.file}`);
  };
  [ENTRY, ...keys].forEach(visit);
  return files;
}
