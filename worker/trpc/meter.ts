/**
 * @module The meter of the site's procedures (issue #44): each call over /trpc counts against its limit
 * (shared/api/site-limits.ts, the one rule) on the Workers Rate Limiting binding of that limit, keyed by the client's
 * hash (worker/rate-limit/client-hash.ts; never the address). Past the limit the call is refused with
 * TOO_MANY_REQUESTS and the seconds to wait, which app.ts sends as `Retry-After`. The pages' own in-process calls
 * (SSR) are not metered: the context has no meter for them (context.ts).
 */
import { TRPCError } from "@trpc/server";
import { meterSiteCall, SiteRateLimitedError, type CallCounter, type SiteCallLimitName } from "../../shared/api/site-limits";
import { MissingSaltError } from "../rate-limit/client-hash";

/** A client's meter: its key (a hash, computed on first use) and the counters of each limit. */
export interface SiteMeter {
  /** The client's hash; rejects with MissingSaltError without IP_HASH_SALT. */
  clientKey: () => Promise<string>;
  /** The Rate Limiting binding of each limit (wrangler.toml SITE_RATE_READ, SITE_RATE_PLAN). */
  counters: Partial<Record<SiteCallLimitName, CallCounter>>;
}

/**
 * Counts the call of procedure `path` and throws when its limit refuses it.
 * Without IP_HASH_SALT the call is allowed and an error logged: a missing secret is an operator's fault, and every
 * page of the site must not fail for it (the lead forms refuse instead: they store).
 * @throws TRPCError TOO_MANY_REQUESTS, its cause a SiteRateLimitedError (retryAfterSeconds ≥ 1), past the limit.
 */
export async function meterCall(meter: SiteMeter | null, path: string, nowMs: number): Promise<void> {
  if (!meter) return;
  let key: string;
  try {
    key = await meter.clientKey();
  } catch (error) {
    if (!(error instanceof MissingSaltError)) throw error;
    console.error(JSON.stringify({ level: "error", event: "site_meter_off", reason: "IP_HASH_SALT is not configured" }));
    return;
  }
  const verdict = await meterSiteCall(path, key, meter.counters, nowMs);
  if (verdict.allowed) return;
  const cause = new SiteRateLimitedError(verdict.limit, verdict.retryAfterSeconds, verdict.message);
  throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: verdict.message, cause });
}
