/**
 * @module The static pages' JavaScript in all (issue: ship JavaScript only where a page needs it): every chunk of the
 * static shell's build, the entry and whatever it can load on demand (consent dialog, Contact for API dialog, toasts,
 * third-party loader, app mode's links), gzipped at level 9 and summed in KiB: the most a static page can ever load.
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const CLIENT_DIR = "dist/client";

/** KiB (gzip) of every file the static shell's manifest lists, and how many. */
export function staticShellTotal(manifestPath = `${CLIENT_DIR}/.vite/static-shell-manifest.json`): { kib: number; files: number } {
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, { file: string }>;
  const files = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith(".js"));
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(`${CLIENT_DIR}/${file}`), { level: 9 }).length, 0);
  return { kib: bytes / 1024, files: files.length };
}
