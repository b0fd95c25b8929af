/**
 * @module The one page-cache road (issue #34): pages (ssr/render.tsx), fragments (routes/fragments.ts) and feeds
 * (routes/feeds.ts) answer through it. A kept answer is served as it is: the same bytes for every request, its inline
 * scripts allowed by their hashes (script-hashes.ts), so a hit copies and rewrites nothing. Otherwise the answer is
 * built, kept when it is a 200, and served. Server-Timing says which happened and, for a build, how long it took.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../env";
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
  const cache = isolatePageCache(c.var.config.pageCacheSeconds);
  const kept = cache?.get(key);
  if (kept) return answerOf(c, kept, "page-cache;desc=hit");
  const built = await build();
  if (built instanceof Response) return built;
  if (cache && built.page.status === 200) cache.set(key, built.page);
  const state = `page-cache;desc=${cache ? "miss" : "off"}`;
  return answerOf(c, built.page, built.timing ? `${state}, ${built.timing}` : state);
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
