/** @module The client build's hashed file names and chunk graph, read from the Vite manifest at bundle time. */
import manifest from "../../dist/client/.vite/manifest.json";

interface ManifestChunk {
  file: string;
  css?: string[];
  /** Manifest keys of the chunks this one imports statically. */
  imports?: string[];
}

const chunks = manifest as Record<string, ManifestChunk>;
const ENTRY = "client/entry-client.tsx";
const entry = chunks[ENTRY];
if (!entry) throw new Error(`${ENTRY} missing from the Vite manifest: run \`npm run build:client\``);

/** Script and stylesheets of the browser entry, as absolute paths. */
export const clientAssets = {
  script: `/${entry.file}`,
  styles: (entry.css ?? []).map((file) => `/${file}`),
};

/** Whether the manifest has a chunk under `key` (a source path such as "client/routes/-components/home-page.tsx"). */
export function hasChunk(key: string): boolean {
  return key in chunks;
}

/** The manifest key of a chunk group ("_content-page-<hash>.js" for "content-page"), or null when the build has none. */
export function chunkGroupKey(name: string): string | null {
  return Object.keys(chunks).find((key) => key.startsWith(`_${name}-`)) ?? null;
}

/**
 * Absolute paths of the chunks the entry imports and of `keys` with everything they import, each once, imports
 * first; the entry's own file is left out (the page loads it as its script).
 * @throws Error for a key the manifest lacks (a route map out of step with the build).
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
