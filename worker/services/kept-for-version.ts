/** @module Concession results kept per isolate and data version (worker/islands/ draw the same few often). */
import type { Db } from "../db/client";
import { loadDataVersion } from "../db/queries/search";

/**
 * Results kept per isolate, keyed by the data version, the day and the arguments (worker/islands/ draw them often).
 * Only finished values are kept, never a pending promise: workerd must not settle one request's promise in another
 * request (as worker/services/search-index.ts keeps its index).
 */
const kept = new Map<string, unknown>();
/** Entries before the map is emptied: a few hundred small objects at most; holds combinations are many but rare. */
const KEPT_MAX = 256;

/**
 * `compute()`, or its result kept from an earlier call with the same `key` while the data version is the same: one
 * small D1 read (the version, shared with the request's other reads) instead of the several behind the result. A
 * failure is not kept; two first calls at once both compute.
 */
export async function keptForVersion<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  const full = `${await loadDataVersion(db)}|${key}`;
  if (kept.has(full)) return kept.get(full) as T;
  const value = await compute();
  if (kept.size >= KEPT_MAX) kept.clear();
  kept.set(full, value);
  return value;
}
