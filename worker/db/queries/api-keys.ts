/**
 * @module The API's keys and their daily usage (api_keys, api_usage): the lookup by key hash, the atomic per-day
 * counter, and the key's last use. Keys are created and revoked by npm run ops:keys (scripts/ops/keys.ts).
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../client";
import { apiKeys, apiUsage } from "../schema";

/** The live key with this SHA-256 hash (lower-case hex) as `{ id, plan }`, or null when unknown or revoked. */
export async function findLiveApiKey(db: Db, keyHash: string): Promise<{ id: string; plan: string } | null> {
  const [row] = await db
    .select({ id: apiKeys.id, plan: apiKeys.plan })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Counts one request of the key on `day` (YYYY-MM-DD, UTC) in one statement (insert or increment), so concurrent
 * requests cannot race past the quota. Returns the day's count including this one, or null if D1 returned no row.
 */
export async function countApiRequest(db: Db, keyId: string, day: string): Promise<number | null> {
  const [usage] = await db
    .insert(apiUsage)
    .values({ keyId, day, requests: 1 })
    .onConflictDoUpdate({ target: [apiUsage.keyId, apiUsage.day], set: { requests: sql`${apiUsage.requests} + 1` } })
    .returning({ requests: apiUsage.requests });
  return usage?.requests ?? null;
}

/** Records when the key was last used (`at`: an ISO instant). */
export async function touchApiKey(db: Db, keyId: string, at: string): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, keyId));
}
