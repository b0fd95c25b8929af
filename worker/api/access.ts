/**
 * @module Who may call the API, and how much: the bearer key (looked up by its SHA-256 hash; missing, malformed,
 * unknown or revoked: 401) and the key's plan quotas, per minute (the plan's Workers Rate Limiting binding, counted
 * per Cloudflare location) and per UTC day (one D1 counter per key and day, incremented atomically, so concurrent
 * requests cannot race past it). Over quota: 429 with Retry-After and the IETF RateLimit-Policy / RateLimit headers.
 */
import { createMiddleware } from "hono/factory";
import { API_PLANS, isApiPlan } from "../../shared/api/plans";
import { hashApiKey, isApiKeyShape } from "./keys";
import { bearerToken } from "../middleware/bearer";
import { loadDataVersion } from "../db/queries/datasets";
import { loadSourceStatuses } from "../services/source-statuses";
import { countApiRequest, findLiveApiKey, touchApiKey } from "../db/queries/api-keys";
import type { AppEnv } from "../env";
import { problem } from "./problem";

const SECONDS_PER_DAY = 86_400;

/** Seconds until the next UTC midnight. */
function secondsToMidnight(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

/** The bearer key's row, or a 401; then the quotas, or a 429. Sets `apiCaller`. */
export const apiAccess = createMiddleware<AppEnv>(async (c, next) => {
  const siteUrl = c.var.config.site.url;
  const key = bearerToken(c.req.header("Authorization"));
  const challenge = { "WWW-Authenticate": 'Bearer realm="api"' };
  if (!key) return problem("unauthorized", "Send your API key as Authorization: Bearer <key>. /developers says how to get one.", siteUrl, challenge);
  if (!isApiKeyShape(key)) return problem("unauthorized", "That is not an API key: keys start with vfa_ and have 47 characters.", siteUrl, challenge);
  const db = c.var.db();
  // The edge cache reads the data version and the flagged sources next; started now, they travel beside the key
  // lookup (a failure is the cache's to report: each read is kept per handle with its own rejection handler).
  void loadDataVersion(db);
  void loadSourceStatuses(db);
  const row = await findLiveApiKey(db, await hashApiKey(key));
  if (!row || !isApiPlan(row.plan)) return problem("unauthorized", "This API key is unknown or revoked.", siteUrl, challenge);
  const plan = API_PLANS[row.plan];
  const now = new Date();
  const policy = `"minute";q=${plan.perMinute};w=60, "day";q=${plan.perDay};w=${SECONDS_PER_DAY}`;

  const limiter = row.plan === "partner" ? c.env.API_RATE_PARTNER : c.env.API_RATE_STARTER;
  const minute = limiter ? await limiter.limit({ key: row.id }) : { success: true };
  if (!minute.success) {
    const wait = 60 - now.getUTCSeconds();
    return problem("too-many-requests", `This key's plan allows ${plan.perMinute} requests a minute.`, siteUrl, {
      "Retry-After": String(wait),
      "RateLimit-Policy": policy,
      RateLimit: `"minute";r=0;t=${wait}`,
    });
  }
  const day = now.toISOString().slice(0, 10);
  const used = (await countApiRequest(db, row.id, day)) ?? plan.perDay + 1;
  const reset = secondsToMidnight(now);
  if (used > plan.perDay) {
    return problem("too-many-requests", `This key's plan allows ${plan.perDay} requests a day (UTC).`, siteUrl, {
      "Retry-After": String(reset),
      "RateLimit-Policy": policy,
      RateLimit: `"day";r=0;t=${reset}`,
    });
  }
  // When the key was last used, without holding the answer for it.
  c.executionCtx.waitUntil(touchApiKey(db, row.id, now.toISOString()));
  await next();
  c.res.headers.set("RateLimit-Policy", policy);
  c.res.headers.set("RateLimit", `"day";r=${plan.perDay - used};t=${reset}`);
});
