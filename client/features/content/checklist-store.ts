/**
 * @module Where a document checklist keeps its ticks: local storage, a JSON array of item ids per checklist, and its
 * progress line. No framework: the server's markup (checklist.tsx) draws the progress line, and the static pages'
 * script (static-shell/checklist.ts) keeps the ticks.
 */

/** Local-storage key of a checklist's ticks: a JSON array of item ids. */
export function checklistStorageKey(id: string): string {
  return `vfa:checklist:v1:${id}`;
}

/** The ticked item ids of checklist `id`; empty when none are stored or storage is blocked or holds junk. */
export function readTicks(id: string): Set<string> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(checklistStorageKey(id)) ?? "[]");
    return new Set(Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === "string") : []);
  } catch {
    return new Set();
  }
}

/** Stores the ticks of checklist `id` (none: the key is removed). */
export function writeTicks(id: string, ticks: ReadonlySet<string>): void {
  try {
    if (ticks.size === 0) window.localStorage.removeItem(checklistStorageKey(id));
    else window.localStorage.setItem(checklistStorageKey(id), JSON.stringify([...ticks]));
  } catch {
    // Storage full or blocked (private mode): the ticks still work for this visit.
  }
}

/** The progress line over a checklist. */
export function progressText(ticked: number, total: number): string {
  return `${ticked} of ${total} ready`;
}
