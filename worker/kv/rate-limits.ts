/**
 * @module Rate-limit counters in KV (decision 4): one key per client and scope,
 * `ratelimit:v1:<scope>:<clientHash>`, holding the instants of the client's stored submissions in the window,
 * with a TTL equal to the window. They mirror D1 (the authority) for operators (`npm run ops:limits`,
 * GET /ops/rate-limits, `wrangler kv key list`) and give a cheap early refusal. Nothing else touches KV's keys.
 */
import type { RateLimitPolicy, RateLimitScope } from "../../shared/leads/rate-limit";

const PREFIX = "ratelimit:v1:";

/** A counter as stored: the scope, the client hash, the ISO instants counted (oldest first) and the policy then. */
export interface RateLimitCounter {
  scope: RateLimitScope;
  clientHash: string;
  /** Stored submissions in the window: `hits.length`. */
  count: number;
  /** ISO 8601 instants of those submissions, oldest first. */
  hits: string[];
  max: number;
  windowSeconds: number;
  /** ISO instant of the last write. */
  updatedAt: string;
}

/** What each counter key's KV metadata holds (listed with the key, no read needed). */
export interface CounterMetadata {
  count: number;
  max: number;
  windowSeconds: number;
  /** ISO instant of the client's latest stored submission. */
  lastAt: string;
}

/** The key of a client's counter. @example counterKey("consultation", "ab12…") // "ratelimit:v1:consultation:ab12…" */
export function counterKey(scope: RateLimitScope, clientHash: string): string {
  return `${PREFIX}${scope}:${clientHash}`;
}

/** Reads a client's counter; null when absent or unreadable (a bad value must never block a visitor). */
export async function readCounter(kv: KVNamespace, scope: RateLimitScope, clientHash: string): Promise<RateLimitCounter | null> {
  try {
    return await kv.get<RateLimitCounter>(counterKey(scope, clientHash), "json");
  } catch {
    return null;
  }
}

/**
 * Writes a client's counter from D1's rows (the instants after the window start), expiring `windowSeconds` after
 * this write (KV's minimum TTL is 60 s; windows are at least that). With no rows the key is deleted.
 */
export async function writeCounter(
  kv: KVNamespace,
  scope: RateLimitScope,
  clientHash: string,
  hits: readonly string[],
  policy: RateLimitPolicy,
  now: Date,
): Promise<void> {
  const key = counterKey(scope, clientHash);
  if (hits.length === 0) {
    await kv.delete(key);
    return;
  }
  const sorted = [...hits].sort();
  const counter: RateLimitCounter = {
    scope,
    clientHash,
    count: sorted.length,
    hits: sorted,
    max: policy.max,
    windowSeconds: policy.windowSeconds,
    updatedAt: now.toISOString(),
  };
  // The metadata repeats the figures, so `wrangler kv key list` (and `npm run ops:limits`) shows them without a read per key.
  const metadata: CounterMetadata = {
    count: counter.count,
    max: counter.max,
    windowSeconds: counter.windowSeconds,
    lastAt: sorted[sorted.length - 1]!,
  };
  await kv.put(key, JSON.stringify(counter), { expirationTtl: Math.max(60, policy.windowSeconds), metadata });
}

/** Every counter (all scopes, or one), paging through KV's list; values read in parallel per page of 1,000 keys. */
export async function listCounters(kv: KVNamespace, scope?: RateLimitScope): Promise<(RateLimitCounter & { expiresAt: string | null })[]> {
  const out: (RateLimitCounter & { expiresAt: string | null })[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix: scope ? `${PREFIX}${scope}:` : PREFIX, ...(cursor ? { cursor } : {}) });
    const values = await Promise.all(page.keys.map(async (k) => ({ k, v: await kv.get<RateLimitCounter>(k.name, "json").catch(() => null) })));
    for (const { k, v } of values) if (v) out.push({ ...v, expiresAt: k.expiration ? new Date(k.expiration * 1000).toISOString() : null });
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return out;
}
