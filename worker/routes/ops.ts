/**
 * @module Operators' read-only view of the rate-limit counters: GET /ops/rate-limits answers the KV counters
 * (decision 4) as JSON to a request bearing `Authorization: Bearer <OPS_TOKEN>`; a missing or wrong token gets
 * 401, and when no OPS_TOKEN secret is configured the route does not exist (404). The token is checked before
 * the query, so a caller without it learns nothing about the route's parameters.
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import * as z from "zod";
import { RATE_LIMIT_SCOPES } from "../../shared/leads/rate-limit";
import { getConfig } from "../config";
import type { AppEnv } from "../env";
import { listCounters } from "../kv/rate-limits";

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

/** 404 without a configured OPS_TOKEN, 401 without the right bearer token; else the route runs. */
const opsToken = createMiddleware<AppEnv>(async (c, next) => {
  const expected = getConfig(c.env).secrets.opsToken;
  if (!expected) return c.notFound();
  const header = c.req.header("Authorization") ?? "";
  const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
  if (!given || !(await sameSecret(given, expected))) {
    return c.json({ error: "unauthorized" }, 401, { "WWW-Authenticate": 'Bearer realm="ops"', "Cache-Control": "no-store" });
  }
  await next();
});

/**
 * Query of GET /ops/rate-limits: `scope`, one of the forms ("consultation", "api-contact", "contact"), optional
 * (every form when absent). Anything else, or the parameter twice, is a 400.
 */
export const rateLimitsQuerySchema = z.strictObject({ scope: z.enum(RATE_LIMIT_SCOPES).optional() });

/** The ops routes, mounted at the app root before the SSR catch-all. */
export const opsRoutes = new Hono<AppEnv>();

opsRoutes.get(
  "/ops/rate-limits",
  opsToken,
  zValidator("query", rateLimitsQuerySchema, (result, c) => {
    if (!result.success) {
      const expected = RATE_LIMIT_SCOPES.join(", ");
      return c.json({ error: "invalid_query", message: `scope must be one of ${expected}, or absent; no other parameter is read.` }, 400, {
        "Cache-Control": "no-store",
      });
    }
  }),
  async (c) => {
    const { scope } = c.req.valid("query");
    const counters = await listCounters(c.env.KV, scope);
    return c.json({ generatedAt: new Date().toISOString(), counters }, 200, { "Cache-Control": "no-store" });
  },
);
