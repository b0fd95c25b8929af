/**
 * @module Results kept per isolate while the data version is the same: computed answers that many requests share
 * (the home carousel's six checks, a document's unlocks), so an uncached page reads one small row (the version)
 * instead of the several behind the answer. The flagged sources' version keys them too (issue #35): a kept answer
 * carries the notes of its records' sources, and a flag raised or acknowledged must show on the next render.
 */
import type { Db } from "../db/client";
import { loadDataVersion } from "../db/queries/datasets";
import { loadSourceStatuses } from "./source-statuses";

// Only finished values are kept, never a pending promise: workerd must not settle one request's promise in another
// request's context. Bounded so that a crawl of many keys cannot grow the isolate without limit.
const kept = new Map<string, unknown>();
const KEPT_MAX = 256;

/**
 * `compute()`, or its result kept from an earlier call with the same `key` while the data version and the flagged
 * sources (shared/watch/source-statuses.ts `version`) are the same. Put
 * the day in `key` when the answer depends on it. A failure is not kept; two first calls at once both compute.
 */
export async function keptForVersion<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  // Both reads are kept per request handle, and run side by side.
  const [version, statuses] = await Promise.all([loadDataVersion(db), loadSourceStatuses(db)]);
  const full = `${version}|${statuses.version}|${key}`;
  if (kept.has(full)) return kept.get(full) as T;
  const value = await compute();
  if (kept.size >= KEPT_MAX) kept.clear();
  kept.set(full, value);
  return value;
}
