/// <reference path="./client-build.d.ts" />
/**
 * @module The client builds' hashed file names and chunk graphs, read from their Vite manifests at bundle time
 * (`@client-build/manifest` for the app, `@client-build/static-shell-manifest` for the static pages' script; typed in
 * ./client-build.d.ts and aliased in wrangler.toml).
 */
import manifest from "@client-build/manifest";
import shellManifest from "@client-build/static-shell-manifest";

type Manifest = typeof manifest;

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

const STATIC_SHELL = "client/static-shell/entry.ts";
const shellEntry = shellManifest[STATIC_SHELL];
if (!shellEntry) throw new Error(`${STATIC_SHELL} missing from its manifest: run \`npm run build:client\``);

/**
 * The static pages' script (client/static-shell/entry.ts, its own build: vite.static-shell.config.ts) and the
 * chunks it imports at once, as absolute paths: what a page of static text runs instead of the app. Its styles are
 * the app entry's (`clientAssets.styles`).
 */
export const staticShellScripts = {
  entry: `/${shellEntry.file}`,
  preloads: chunkFiles(shellManifest, [STATIC_SHELL], STATIC_SHELL),
};

/**
 * Every file both client builds wrote (hashed names, sorted, one per line): what a kept page's markup points at. A copy
 * kept across a deployment (edge-page-cache.ts) is keyed with it, so a page never outlives the scripts and styles it
 * names: after a deployment the previous build's files are gone, and such a page would load without them.
 */
export const clientBuildFiles = [
  ...new Set([manifest, shellManifest].flatMap((m) => Object.values(m).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))),
]
  .sort()
  .join("\n");

/**
 * The static shell's scripts with `keys` (source paths of modules it loads at start, such as the third-party
 * loader) and their imports added to the preloads.
 * @throws Error for a key the static shell's manifest lacks.
 */
export function staticShellWith(keys: readonly string[]): { entry: string; preloads: string[] } {
  return { entry: staticShellScripts.entry, preloads: chunkFiles(shellManifest, [STATIC_SHELL, ...keys], STATIC_SHELL) };
}

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
  return chunkFiles(chunks, [ENTRY, ...keys], ENTRY);
}

/**
 * Absolute paths of `keys` and every chunk they import statically in `chunks` (a build's manifest), each once,
 * imports first, `root`'s own file left out.
 */
function chunkFiles(chunks: Manifest, keys: readonly string[], root: string): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = chunks[key];
    if (!chunk) throw new Error(`${key} missing from the Vite manifest`);
    chunk.imports?.forEach(visit);
    if (key !== root) files.push(`/${chunk.file}`);
  };
  keys.forEach(visit);
  return files;
}
