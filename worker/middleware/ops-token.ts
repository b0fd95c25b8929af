/**
 * @module The operators' routes' gate (/ops/*): `Authorization: Bearer <OPS_TOKEN>`, compared in constant time. Without
 * a configured OPS_TOKEN secret the routes do not exist (404); a missing or wrong token gets 401 before any parameter
 * is read, so a caller without it learns nothing about the route.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { bearerToken } from "./bearer";

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
export const opsToken = createMiddleware<AppEnv>(async (c, next) => {
  const expected = c.var.config.secrets.opsToken;
  if (!expected) return c.notFound();
  const given = bearerToken(c.req.header("Authorization"));
  if (!given || !(await sameSecret(given, expected))) {
    return c.json({ error: "unauthorized" }, 401, { "WWW-Authenticate": 'Bearer realm="ops"', "Cache-Control": "no-store" });
  }
  await next();
});
