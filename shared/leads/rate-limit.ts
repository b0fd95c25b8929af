/**
 * @module The lead forms' rate limiter (spec section 9, decision 4) as a pure rule: given the instants of a
 * client's stored submissions, may one more be stored now, and if not, which message and how many seconds.
 * The Worker applies it to D1 rows (authoritative) and to KV counters (early refusal).
 */

/** A limit: at most `max` submissions per `windowSeconds`, and `cooldownSeconds` between two. */
export interface RateLimitPolicy {
  max: number;
  windowSeconds: number;
  cooldownSeconds: number;
}

/** Spec section 9: consultations, 5 per 60 minutes, 30 s between requests. */
export const CONSULTATION_POLICY: RateLimitPolicy = { max: 5, windowSeconds: 60 * 60, cooldownSeconds: 30 };

/** The forms a limit applies to; each is also a KV key's scope. */
export const RATE_LIMIT_SCOPES = ["consultation", "api-contact", "contact"] as const;

/** The form a limit applies to; also the KV key's scope. */
export type RateLimitScope = (typeof RATE_LIMIT_SCOPES)[number];

/** Refusal title (spec section 8). */
export const RATE_LIMIT_TITLE = "Too Many Requests";

/** The limiter's two messages (spec section 8), `{n}` in whole seconds. */
export const RATE_LIMIT_MESSAGES = {
  window: (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`,
  cooldown: (seconds: number) => `Please wait ${seconds} seconds before making another request.`,
} as const;

/** The verdict: allowed, or refused with the reason, the seconds to wait (at least 1) and the message. */
export type RateLimitVerdict = { allowed: true } | { allowed: false; reason: "window" | "cooldown"; retryAfterSeconds: number; message: string };

/**
 * Decides whether one more submission may be stored at `nowMs` (epoch ms), given the epoch-ms instants of the
 * client's stored submissions (any order; older ones are ignored, later ones count as made at `nowMs`). The window check comes first: with `max`
 * submissions inside the last `windowSeconds`, the wait lasts until the oldest of them leaves the window;
 * otherwise a submission within `cooldownSeconds` makes the client wait until the cooldown ends.
 * Seconds are rounded up, so waiting that long always succeeds.
 * @example evaluateRateLimit([now - 10_000], now, CONSULTATION_POLICY)
 *   // { allowed: false, reason: "cooldown", retryAfterSeconds: 20, message: "Please wait 20 seconds before making another request." }
 */
export function evaluateRateLimit(hitsMs: readonly number[], nowMs: number, policy: RateLimitPolicy): RateLimitVerdict {
  const windowMs = policy.windowSeconds * 1000;
  // A hit stamped after `now` (a parallel request that read the clock later) counts as made now.
  const inWindow = hitsMs
    .map((t) => Math.min(t, nowMs))
    .filter((t) => t > nowMs - windowMs)
    .sort((a, b) => a - b);
  if (inWindow.length >= policy.max) {
    // The submission whose leaving brings the count below max.
    const freeing = inWindow[inWindow.length - policy.max]!;
    const seconds = Math.max(1, Math.ceil((freeing + windowMs - nowMs) / 1000));
    return { allowed: false, reason: "window", retryAfterSeconds: seconds, message: RATE_LIMIT_MESSAGES.window(seconds) };
  }
  const last = inWindow[inWindow.length - 1];
  if (last !== undefined && last > nowMs - policy.cooldownSeconds * 1000) {
    const seconds = Math.max(1, Math.ceil((last + policy.cooldownSeconds * 1000 - nowMs) / 1000));
    return { allowed: false, reason: "cooldown", retryAfterSeconds: seconds, message: RATE_LIMIT_MESSAGES.cooldown(seconds) };
  }
  return { allowed: true };
}

/**
 * A refused submission (spec section 8, 'Too Many Requests'): carries the limiter's message and the seconds to
 * wait, which the Worker sends as tRPC code TOO_MANY_REQUESTS and a `Retry-After` header.
 */
export class RateLimitedError extends Error {
  constructor(
    readonly scope: RateLimitScope,
    readonly reason: "window" | "cooldown",
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(message);
    this.name = "RateLimitedError";
  }
}
