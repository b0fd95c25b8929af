/**
 * @module Operators' read-only view of the rate-limit counters: GET /ops/rate-limits answers the KV counters
 * (decision 4) as JSON to a request bearing `Authorization: Bearer <OPS_TOKEN>`; a missing or wrong token gets
 * 401, and when no OPS_TOKEN secret is configured the route does not exist (404).
 */
import { Hono } from "hono";
import type { RateLimitScope } from "../../shared/leads/rate-limit";
import type { AppEnv } from "../env";
import { listCounters } from "../kv/rate-limits";

const SCOPES: readonly RateLimitScope[] = ["consultation", "api-contact", "contact"];

/**
 * Compares two secrets in constant time: both are hashed to 32 bytes first, so neither length nor content
 * leaks through timing.
 */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const enc = new TextEncoder();
  const [a, b] = await Promise.all([crypto.subtle.digest("SHA-256", enc.encode(given)), crypto.subtle.digest("SHA-256", enc.encode(expected))]);
  // workerd's extension of SubtleCrypto (absent from the DOM typings the tests compile with).
  return (crypto.subtle as SubtleCrypto & { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean }).timingSafeEqual(a, b);
}

/** The ops routes, mounted at the app root before the SSR catch-all. */
export const opsRoutes = new Hono<AppEnv>();

opsRoutes.get("/ops/rate-limits", async (c) => {
  const expected = c.env.OPS_TOKEN ?? "";
  if (!expected) return c.notFound();
  const header = c.req.header("Authorization") ?? "";
  const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
  if (!given || !(await sameSecret(given, expected))) {
    return c.json({ error: "unauthorized" }, 401, { "WWW-Authenticate": 'Bearer realm="ops"', "Cache-Control": "no-store" });
  }
  const scope = c.req.query("scope");
  const counters = await listCounters(c.env.KV, SCOPES.includes(scope as RateLimitScope) ? (scope as RateLimitScope) : undefined);
  return c.json({ generatedAt: new Date().toISOString(), counters }, 200, { "Cache-Control": "no-store" });
});
