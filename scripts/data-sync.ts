/**
 * @module `npm run data:sync [-- --check]`: refreshes the repository's copy of the data (`data/`) and of the product
 * spec (`docs/spec/`) from the workspace's `../shared/data` and `../shared/spec`, when those exist, and prints what
 * changed (files, and for JSON record files the records by id). The site is seeded from `data/` only, so a clone
 * with nothing beside it builds and starts. Files only in the copy (imports, the versions manifest) are kept.
 * `--check` changes nothing and exits 1 when the copy differs from upstream.
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describeChange, type FolderFile, planSync } from "./data/sync-plan";

const root = fileURLToPath(new URL("..", import.meta.url));
/** Upstream folder → the repository's copy. */
const FOLDERS: ReadonlyArray<{ from: string; to: string }> = [
  { from: path.resolve(root, "../shared/data"), to: path.resolve(root, "data") },
  { from: path.resolve(root, "../shared/spec"), to: path.resolve(root, "docs/spec") },
];

async function filesOf(dir: string): Promise<FolderFile[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  return Promise.all(
    files.map(async (entry) => {
      const absolute = path.join(entry.parentPath, entry.name);
      return { path: path.relative(dir, absolute).split(path.sep).join("/"), bytes: new Uint8Array(await readFile(absolute)) };
    }),
  );
}

async function main() {
  const check = process.argv.includes("--check");
  let differs = false;
  for (const { from, to } of FOLDERS) {
    if (!existsSync(from)) {
      console.log(`data:sync: ${path.relative(root, from)} does not exist here; ${path.relative(root, to)}/ stays as committed.`);
      continue;
    }
    const upstream = await filesOf(from);
    const changes = planSync(upstream, await filesOf(to));
    const pending = changes.filter((c) => c.status === "added" || c.status === "changed");
    differs ||= pending.length > 0;
    for (const change of changes) if (change.status !== "unchanged") console.log(describeChange(change));
    if (!check) {
      for (const change of pending) {
        const file = upstream.find((f) => f.path === change.path);
        if (!file) continue;
        const target = path.join(to, ...file.path.split("/"));
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, file.bytes);
      }
    }
    console.log(
      `data:sync: ${path.relative(root, from)} → ${path.relative(root, to)}/: ${pending.length} file(s) ${check ? "differ" : "written"}, ${changes.length - pending.length} unchanged or kept.`,
    );
  }
  if (check && differs) process.exit(1);
}

await main();
