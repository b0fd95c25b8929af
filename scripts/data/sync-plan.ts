/**
 * @module What `npm run data:sync` would change in the repository's copy of the data: every file of the upstream
 * folder compared with the copy, and for a changed JSON file of records, which records (by `id`, or by
 * `passports`→`destination`) were added, removed or changed. Pure: the CLI (scripts/data-sync.ts) reads and writes.
 */

/** One file of a folder: its path relative to the folder (with `/`), and its bytes. */
export interface FolderFile {
  path: string;
  bytes: Uint8Array;
}

/** What happens to one file. */
export interface FileChange {
  path: string;
  status: "added" | "changed" | "unchanged" | "only-here";
  /** For a changed JSON file of records: the keys of records added, removed and changed. */
  records?: { added: string[]; removed: string[]; changed: string[] };
  /** For a changed text file that is not records: lines before and after. */
  lines?: { before: number; after: number };
}

const text = new TextDecoder();

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && a.every((byte, i) => byte === b[i]);
}

/** The key of a record: its `id`, else `passports`→`destination`, else null. */
function recordKey(record: unknown): string | null {
  if (typeof record !== "object" || record === null) return null;
  const r = record as Record<string, unknown>;
  if (typeof r.id === "string") return r.id;
  if (Array.isArray(r.passports) && typeof r.destination === "string") return `${r.passports.join(",")}→${r.destination}`;
  if (Array.isArray(r.destinations) && typeof r.appliesTo === "string") return `${r.destinations.join(",")}: ${r.appliesTo}`;
  return null;
}

/** Every array of keyed records in a JSON document (top level, or one level down), by key. */
function recordsOf(json: unknown): Map<string, string> | null {
  const arrays = Array.isArray(json)
    ? [json]
    : typeof json === "object" && json !== null
      ? Object.values(json).filter((value): value is unknown[] => Array.isArray(value))
      : [];
  const records = new Map<string, string>();
  for (const array of arrays) {
    for (const record of array) {
      const key = recordKey(record);
      if (key !== null) records.set(key, JSON.stringify(record));
    }
  }
  return records.size > 0 ? records : null;
}

function recordChanges(before: Uint8Array, after: Uint8Array): FileChange["records"] | undefined {
  try {
    const [old, now] = [recordsOf(JSON.parse(text.decode(before))), recordsOf(JSON.parse(text.decode(after)))];
    if (!old || !now) return undefined;
    return {
      added: [...now.keys()].filter((key) => !old.has(key)),
      removed: [...old.keys()].filter((key) => !now.has(key)),
      changed: [...now.keys()].filter((key) => old.has(key) && old.get(key) !== now.get(key)),
    };
  } catch {
    return undefined;
  }
}

const lineCount = (bytes: Uint8Array) => text.decode(bytes).split("\n").length;

/**
 * Compares the upstream folder with the repository's copy, file by file (sorted by path). Files only in the copy
 * (a snapshot imported with `data:import`, the versions manifest) are reported and kept, never deleted.
 */
export function planSync(upstream: readonly FolderFile[], copy: readonly FolderFile[]): FileChange[] {
  const copied = new Map(copy.map((file) => [file.path, file.bytes]));
  const changes: FileChange[] = upstream.map((file) => {
    const before = copied.get(file.path);
    if (!before) return { path: file.path, status: "added" };
    if (sameBytes(before, file.bytes)) return { path: file.path, status: "unchanged" };
    const records = file.path.endsWith(".json") ? recordChanges(before, file.bytes) : undefined;
    return records
      ? { path: file.path, status: "changed", records }
      : { path: file.path, status: "changed", lines: { before: lineCount(before), after: lineCount(file.bytes) } };
  });
  const upstreamPaths = new Set(upstream.map((file) => file.path));
  for (const file of copy) if (!upstreamPaths.has(file.path)) changes.push({ path: file.path, status: "only-here" });
  return changes.sort((a, b) => a.path.localeCompare(b.path));
}

/** One line per file that is not unchanged, as the CLI prints it. */
export function describeChange(change: FileChange): string {
  if (change.records) {
    const { added, removed, changed } = change.records;
    const list = (label: string, keys: string[]) =>
      keys.length ? ` ${label} ${keys.length} (${keys.slice(0, 8).join(", ")}${keys.length > 8 ? ", …" : ""})` : "";
    return `changed ${change.path}:${list("added", added)}${list("removed", removed)}${list("changed", changed)}`.trimEnd();
  }
  if (change.lines) return `changed ${change.path}: ${change.lines.before} → ${change.lines.after} lines`;
  if (change.status === "only-here") return `kept    ${change.path} (only in the repository)`;
  return `${change.status.padEnd(7)} ${change.path}`;
}
