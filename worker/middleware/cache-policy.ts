/**
 * @module Every Worker response says how it may be cached (issue #31). Routes whose answers are the same for every
 * visitor set their own `Cache-Control` (feeds, server fragments, the API, the OpenAPI document); everything else is
 * personal and gets a default here. A page depends on the visitor's country (request.cf; with it, the currency its fees
 * show in), their consent, app-mode and dev-country cookies; `/trpc/geo.country` answers the visitor's country, and a
 * procedure that prices fees answers in the visitor's currency. No shared cache (Cloudflare's, a
 * corporate proxy) may then keep one visitor's answer for another:
 * - a read (GET or HEAD) answered 2xx or 3xx: `private, no-cache` and `Vary: Cookie`, kept by the visitor's own
 *   browser only, checked again before reuse (back and forward still work), and never for another cookie;
 * - anything else (an error, a mutation): `no-store`.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/** The default for a personal read. */
export const PERSONAL_READ_CACHE_CONTROL = "private, no-cache";

/** `Vary` with `Cookie` added, keeping whatever the answer already varied by. */
function varyingByCookie(vary: string | null): string {
  const names = (vary ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
  if (names.some((name) => name === "*" || name.toLowerCase() === "cookie")) return names.join(", ");
  return [...names, "Cookie"].join(", ");
}

/**
 * Sets the default policy on a response that has none. A personal read also says `Vary: Cookie` (issue #44): the
 * same URL answers differently by the consent, app-mode and dev-country cookies, so a cache that keeps it anyway
 * (the browser's own, across a consent change; a proxy that ignores `private`) must not hand it to another cookie.
 */
export const cachePolicy = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.headers.has("Cache-Control")) return;
  const read = c.req.method === "GET" || c.req.method === "HEAD";
  const personal = read && c.res.status < 400;
  const headers: [string, string][] = [["Cache-Control", personal ? PERSONAL_READ_CACHE_CONTROL : "no-store"]];
  if (personal) headers.push(["Vary", varyingByCookie(c.res.headers.get("Vary"))]);
  try {
    for (const [name, value] of headers) c.res.headers.set(name, value);
  } catch {
    // A response with immutable headers (one read from a cache or a fetch): copied, then set.
    const copy = new Response(c.res.body, c.res);
    for (const [name, value] of headers) copy.headers.set(name, value);
    c.res = undefined;
    c.res = copy;
  }
});
