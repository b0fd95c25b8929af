/**
 * @module Every Worker response says how it may be cached (issue #31). Routes whose answers are the same for every
 * visitor set their own `Cache-Control` (feeds, server fragments, the API, the OpenAPI document); everything else is
 * personal and gets a default here. A page depends on the visitor's country (request.cf), their consent, app-mode
 * and dev-country cookies; `/trpc/geo.country` answers the visitor's country. No shared cache (Cloudflare's, a
 * corporate proxy) may then keep one visitor's answer for another:
 * - a read (GET or HEAD) answered 2xx or 3xx: `private, no-cache`, kept by the visitor's own browser only, and
 *   checked again before reuse (back and forward still work);
 * - anything else (an error, a mutation): `no-store`.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/** The default for a personal read. */
export const PERSONAL_READ_CACHE_CONTROL = "private, no-cache";

/** Sets the default policy on a response that has none. */
export const cachePolicy = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.headers.has("Cache-Control")) return;
  const read = c.req.method === "GET" || c.req.method === "HEAD";
  const value = read && c.res.status < 400 ? PERSONAL_READ_CACHE_CONTROL : "no-store";
  try {
    c.res.headers.set("Cache-Control", value);
  } catch {
    // A response with immutable headers (one read from a cache or a fetch): copied, then set.
    const copy = new Response(c.res.body, c.res);
    copy.headers.set("Cache-Control", value);
    c.res = undefined;
    c.res = copy;
  }
});
