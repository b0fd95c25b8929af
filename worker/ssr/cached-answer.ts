/**
 * @module The one page-cache road (issue #34): pages (ssr/render.tsx), fragments (routes/fragments.ts) and feeds
 * (routes/feeds.ts) answer through it. A kept answer is served as it is: the same bytes for every request, its inline
 * scripts allowed by their hashes (script-hashes.ts), so a hit copies and rewrites nothing. Two tiers keep it: the
 * isolate's memory (page-cache.ts), then the location's Cache API (edge-page-cache.ts, issue #44), which a miss in
 * memory reads before building and fills after. Otherwise the answer is built, kept in both when it is a 200, and
 * served. Server-Timing says which happened (`hit`, `edge`, `miss`, `off`) and, for a build, how long it took.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../env";
import { isoDateOf } from "../../shared/units/iso-date";
import { apiDataVersion } from "../services/public-api";
import { edgeKeyOf, keepEdgePage, readEdgePage } from "./edge-page-cache";
import { type CachedPage, isolatePageCache } from "./page-cache";

/** What a build gives: the page to keep (page-cache.ts `keptPage`) and its Server-Timing entries ("" for none). */
export interface BuiltAnswer {
  page: CachedPage;
  timing: string;
}

/**
 * The answer kept under `key`, or the one `build` makes (kept when its status is 200). A build may answer a Response
 * instead (a refusal: 400/404 text), which is returned as it is and never kept.
 * @param key one line per fact the answer depends on; each kind of answer starts its keys with its own prefix
 *   (pages with their path, "fragment\n", "feed\n"), so kinds never collide.
 */
export async function cachedAnswer(c: Context<AppEnv>, key: string, build: () => Promise<BuiltAnswer | Response>): Promise<Response> {
  const seconds = c.var.config.pageCacheSeconds;
  const cache = isolatePageCache(seconds);
  const kept = cache?.get(key);
  if (kept) return answerOf(c, kept, "page-cache;desc=hit");
  // The location's copy (edge-page-cache.ts), keyed by the data's version too: read only when memory has none.
  const edgeKey = cache ? await edgeKeyFor(c, key) : null;
  const shared = edgeKey ? await readEdgePage(edgeKey) : null;
  if (cache && shared) {
    cache.set(key, shared);
    return answerOf(c, shared, "page-cache;desc=edge");
  }
  const built = await build();
  if (built instanceof Response) return built;
  if (cache && edgeKey && built.page.status === 200) {
    cache.set(key, built.page);
    afterAnswer(c, keepEdgePage(edgeKey, built.page, seconds));
  }
  const state = `page-cache;desc=${cache ? "miss" : "off"}`;
  return answerOf(c, built.page, built.timing ? `${state}, ${built.timing}` : state);
}

/**
 * An answer built for this request alone and never kept (the alerts' token pages, issue #47), with its own
 * `Cache-Control` (e.g. "no-store"), which the cache policy then leaves as it is.
 */
export function answerUnkept(c: Context<AppEnv>, built: BuiltAnswer, cacheControl: string): Response {
  const response = answerOf(c, built.page, built.timing ? `page-cache;desc=private, ${built.timing}` : "page-cache;desc=private");
  response.headers.set("Cache-Control", cacheControl);
  return response;
}

/**
 * The Cache API key of `key` for this request, or null when the data's version cannot be read: the answer is then
 * built (or refused) as if the location kept nothing, rather than failing on the cache's account.
 */
async function edgeKeyFor(c: Context<AppEnv>, key: string): Promise<Request | null> {
  try {
    return await edgeKeyOf(new URL(c.req.url).origin, key, await apiDataVersion(c.var.db(), isoDateOf(new Date())));
  } catch {
    return null;
  }
}

/** Runs `work` after the answer (waitUntil); a failure to keep a copy costs the next request a render, nothing more. */
function afterAnswer(c: Context<AppEnv>, work: Promise<void>): void {
  const quiet = work.catch(() => undefined);
  try {
    c.executionCtx.waitUntil(quiet);
  } catch {
    // A request made without an execution context (app.request in a test): the promise runs on its own.
  }
}

/** The response of a kept page, with the hashes of its inline scripts for the policy. */
function answerOf(c: Context<AppEnv>, page: CachedPage, serverTiming: string): Response {
  const headers = new Headers(page.headers);
  headers.set("Server-Timing", serverTiming);
  // The security headers put these in the policy's script-src in place of the request's nonce.
  c.set("scriptHashes", page.scriptHashes);
  // Through the context, so headers set before (Set-Cookie, X-Request-Id, the security headers) are merged in.
  return c.newResponse(page.body, { status: page.status as ContentfulStatusCode, headers });
}
