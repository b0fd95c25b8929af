/**
 * @module The site's own procedures (/trpc) are metered per client (issue #44: "one price for one answer"): every
 * procedure counts against a per-minute limit, and the trip planner, whose answer is the one the API sells, against
 * the API's starter plan. This file is the one rule: which limit each procedure counts against, how many calls a
 * minute each allows, and what a refused caller is told. The Worker applies it with the Workers Rate Limiting
 * binding of each limit (wrangler.toml `SITE_RATE_*`, same numbers: tests/unit/api/site-limits.test.ts compares
 * them, tests/worker/site-meter.test.ts counts them) in one tRPC middleware (worker/trpc/meter.ts).
 */
import { API_PLANS } from "./plans";

/** A limit on a client's calls: at most `perMinute` in a window of `periodSeconds` (the binding's `simple` rule). */
export interface SiteCallLimit {
  /** Calls a client may make in one window. */
  perMinute: number;
  /** The window, in seconds: 60 (the binding allows 10 or 60). */
  periodSeconds: 60;
}

/**
 * The limits. Chosen so that no person using the site reaches them, and a program copying the data does at once:
 * - `read`, 300 a minute (5 a second for a whole minute): a page the browser hydrates asks for 1–6 procedures, a
 *   search box asks once per 250 ms pause in typing, and react-query keeps answers for 5 minutes; a person clicking
 *   through pages as fast as they render makes well under 100 calls a minute. Reading all 39,601 pairs' checks from
 *   one address takes over two hours instead of minutes.
 * - `plan`, the API starter plan's per-minute quota (60): a 12-stop plan is the heaviest answer on the site and the
 *   one `/api/v1/trips` sells; a person edits a trip a few times a minute at most.
 */
export const SITE_CALL_LIMITS = {
  read: { perMinute: 300, periodSeconds: 60 },
  plan: { perMinute: API_PLANS.starter.perMinute, periodSeconds: 60 },
} as const satisfies Record<string, SiteCallLimit>;

/** The name of a limit. */
export type SiteCallLimitName = keyof typeof SITE_CALL_LIMITS;

/**
 * The procedures (tRPC paths, "router.procedure") that count against a limit other than `read`. Every other
 * procedure, a new one included, counts against `read`: none is left unmetered by forgetting it here.
 */
const PROCEDURE_LIMITS: Readonly<Record<string, SiteCallLimitName>> = {
  "trip.plan": "plan",
};

/**
 * The limit a procedure counts against: its entry in the table, else `read`.
 * @example siteLimitOf("trip.plan") // "plan"
 * @example siteLimitOf("visa.check") // "read"
 */
export function siteLimitOf(path: string): SiteCallLimitName {
  return Object.hasOwn(PROCEDURE_LIMITS, path) ? PROCEDURE_LIMITS[path]! : "read";
}

/** What counts calls: the shape of the Workers Rate Limiting binding (`limit({ key })`), stubbed in unit tests. */
export interface CallCounter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** The verdict on one call: allowed, or refused with the limit, the seconds to wait (at least 1) and the message. */
export type SiteCallVerdict = { allowed: true } | { allowed: false; limit: SiteCallLimitName; retryAfterSeconds: number; message: string };

/** What a refused caller reads (the app shows it in a toast), `seconds` whole. */
export function siteRateLimitMessage(limit: SiteCallLimitName, seconds: number): string {
  const what = limit === "plan" ? "trip plans" : "requests";
  return `Too many ${what} from your connection (the site allows ${SITE_CALL_LIMITS[limit].perMinute} a minute). Please try again in ${seconds} seconds. For more, use the API: /developers.`;
}

/**
 * Counts one call of procedure `path` by the client `clientKey` (a hash, never a raw address) on the counter of
 * its limit, and decides. The binding does not say when a refused key may call again: miniflare's simulation counts
 * in windows aligned to the clock's minute, and Cloudflare (counting per location) promises no alignment, so the wait
 * given is the rest of the clock's current window, `periodSeconds - (now mod periodSeconds)` (1–60 s), as the API's
 * minute quota gives it (worker/api/access.ts). A missing counter (a deployment without the binding) allows the
 * call: the site must not fail because a limiter is absent.
 * @param nowMs epoch milliseconds of the call.
 * @example await meterSiteCall("trip.plan", "5c1e…", { read, plan }, Date.now())
 *   // { allowed: false, limit: "plan", retryAfterSeconds: 17, message: "Too many trip plans … in 17 seconds. …" }
 */
export async function meterSiteCall(
  path: string,
  clientKey: string,
  counters: Partial<Record<SiteCallLimitName, CallCounter>>,
  nowMs: number,
): Promise<SiteCallVerdict> {
  const limit = siteLimitOf(path);
  const counter = counters[limit];
  if (!counter || (await counter.limit({ key: clientKey })).success) return { allowed: true };
  const period = SITE_CALL_LIMITS[limit].periodSeconds;
  const seconds = Math.max(1, period - (Math.floor(nowMs / 1000) % period));
  return { allowed: false, limit, retryAfterSeconds: seconds, message: siteRateLimitMessage(limit, seconds) };
}

/** A call the site's limit refused: thrown by the meter, sent as TOO_MANY_REQUESTS with a `Retry-After` header. */
export class SiteRateLimitedError extends Error {
  constructor(
    readonly limit: SiteCallLimitName,
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(message);
    this.name = "SiteRateLimitedError";
  }
}

/**
 * What the site's procedures are not (issue #44), said once for the OpenAPI document (worker/api/app.ts) and the
 * /developers page: not a public API. Plain text, the limits read from SITE_CALL_LIMITS.
 */
export const SITE_PROCEDURES_NOTICE =
  "The site's own calls under /trpc are not a public API: they serve this site's pages, carry no key, no quota headers and no version, are " +
  `limited per connection (${SITE_CALL_LIMITS.read.perMinute} calls and ${SITE_CALL_LIMITS.plan.perMinute} trip plans a minute), and may change ` +
  "or go away without notice. To build on our data, use API v1 (/api/v1) with a key.";
