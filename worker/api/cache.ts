/**
 * @module The API's answers cached at the edge (the Cache API) and revalidated by ETag. It runs after the key and
 * quota checks, so a cached answer is never served to a caller who may not have it; the cache key is the URL with
 * the data's version (datasets' dates, the flagged sources' version and the day) and without the Authorization
 * header, so every key shares one copy, a reseed or a rate refresh never serves an old figure under a new date, and a
 * source flagged or re-checked shows in the next answer's `sourceStatus`.
 */
import { createMiddleware } from "hono/factory";
import { isoDateOf } from "../../shared/units/iso-date";
import type { AppEnv } from "../env";
import { apiDataVersion } from "../services/public-api";

/** Seconds a client and the edge may keep an answer. */
export const API_MAX_AGE_SECONDS = 300;

async function etagOf(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  return `"${[...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("")}"`;
}

/** Whether If-None-Match names `etag` (or is *). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim().replace(/^W\//, "");
    return t === "*" || t === etag;
  });
}

function notModified(etag: string): Response {
  return new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": `private, max-age=${API_MAX_AGE_SECONDS}` } });
}

/** Edge cache and ETag for successful GETs; errors are never cached. */
export const apiCache = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const version = await apiDataVersion(c.var.db(), isoDateOf(new Date()));
  const params = [...url.searchParams].sort(([a], [b]) => a.localeCompare(b));
  params.push(["__data", version]);
  // The path as the router matched it (folded once, api-path.ts), so a cached answer is one the router would give.
  const cacheKey = new Request(`${url.origin}${c.req.path}?${new URLSearchParams(params)}`);
  const cache = (caches as unknown as { default: Cache }).default;
  const hit = await cache.match(cacheKey);
  if (hit) {
    const etag = hit.headers.get("ETag") ?? "";
    if (matches(c.req.header("If-None-Match"), etag)) return notModified(etag);
    const answer = new Response(hit.body, hit);
    answer.headers.set("Cache-Control", `private, max-age=${API_MAX_AGE_SECONDS}`);
    answer.headers.set("X-Cache", "HIT");
    return answer;
  }
  await next();
  if (c.res.status !== 200) return;
  const body = await c.res.arrayBuffer();
  const etag = await etagOf(body);
  const headers = new Headers(c.res.headers);
  headers.set("ETag", etag);
  // The edge copy is public (the Cache API keeps no private answer); the caller's copy is private to it.
  headers.set("Cache-Control", `public, max-age=${API_MAX_AGE_SECONDS}`);
  headers.delete("RateLimit");
  c.executionCtx.waitUntil(cache.put(cacheKey, new Response(body, { status: 200, headers })));
  if (matches(c.req.header("If-None-Match"), etag)) {
    c.res = notModified(etag);
    return;
  }
  const answer = new Response(body, { status: 200, headers: c.res.headers });
  answer.headers.set("ETag", etag);
  answer.headers.set("Cache-Control", `private, max-age=${API_MAX_AGE_SECONDS}`);
  answer.headers.set("X-Cache", "MISS");
  c.res = answer;
});
