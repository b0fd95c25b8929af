/** @module tRPC context: what every procedure may use, built once per request. */
import type { Context as HonoContext } from "hono";
import type { RateLimitPolicy, RateLimitScope } from "../../shared/leads/rate-limit";
import { visitorCurrency } from "../../shared/money/visitor-currency";
import type { CountryCode } from "../../shared/units/country-code";
import type { CurrencyCode } from "../../shared/units/money";
import { isoDateOf, type IsoDate } from "../../shared/units/iso-date";
import type { Db } from "../db/client";
import type { AppEnv } from "../env";
import type { LeadMessage } from "../db/queries/lead-deliveries";
import { handOffLead } from "../leads/hand-off";
import { clientNetworkOf, hashClient } from "../rate-limit/client-hash";
import type { SiteMeter } from "./meter";

/** Fields of the context (pure: tests build it directly). */
export type ContextInner = {
  /** drizzle over the D1 binding. */
  db: Db;
  /** KV namespace holding rate-limit counters. */
  kv: KVNamespace;
  /** The visitor's country from request.cf (or the dev override), null when unknown. */
  country: CountryCode | null;
  /**
   * The visitor's currency, from `country` on the server (shared/money/visitor-currency.ts; INR when unknown): every
   * procedure that prices fees shows them in it beside USD (decision 17). Never read from the client's input.
   */
  currency: CurrencyCode;
  /** The day of the request (UTC), which picks requirement corrections in force. */
  today: IsoDate;
  /** The request's clock, for rate-limit windows and `created_at` (tests pass a fixed one via createCaller). */
  now: () => Date;
  /** The client's hash (HMAC of CF-Connecting-IP with IP_HASH_SALT), computed on first use; rejects without a salt. */
  clientHash: () => Promise<string>;
  /** Rate limit of each lead form. */
  policies: Record<RateLimitScope, RateLimitPolicy>;
  /** Hands a stored lead to delivery after the answer (worker/leads/hand-off.ts); absent where nothing is delivered. */
  deliver?: (message: LeadMessage) => void;
  /**
   * Counts this client's calls against the site's limits (meter.ts, issue #44); absent or null where a call is not a
   * request of its own: a page's in-process calls (SSR), tests' callers, and a request without CF-Connecting-IP.
   */
  meter?: SiteMeter | null;
  /** ALERTS_TOKEN_KEY, for the alerts' token pages (issue #47); absent or null: those pages say alerts are off. */
  alertsKey?: string | null;
};

/** Builds the context from its parts (used by tests and by SSR's in-process calls). */
export function createContextInner(inner: ContextInner): ContextInner {
  return inner;
}

/**
 * Builds the context from a Hono request context. `metered`: whether the procedures' calls count against the site's
 * limits: true for /trpc, false for a page's render (the page is the answer; its calls are not the client's).
 */
export function createContext(c: HonoContext<AppEnv>, { metered }: { metered: boolean }): ContextInner {
  const config = c.var.config;
  let hash: Promise<string> | undefined;
  return createContextInner({
    db: c.var.db(),
    kv: c.env.KV,
    country: c.get("country"),
    currency: visitorCurrency(c.get("country")),
    today: isoDateOf(new Date()),
    now: () => new Date(),
    // Cloudflare sets CF-Connecting-IP on every request it forwards; the salt is a Worker secret.
    clientHash: () => (hash ??= hashClient(c.req.header("CF-Connecting-IP"), config.secrets.ipHashSalt)),
    policies: config.policies,
    deliver: (message) => c.executionCtx.waitUntil(handOffLead(c.env, message)),
    // Cloudflare sets CF-Connecting-IP on every request from the internet, and a client cannot remove it; only local
    // tools and tests send none, and they are not metered (rather than all counted as one "unknown" client).
    // Counted per network (an IPv6 /64), so one client cannot rotate addresses past the limits.
    meter: metered ? siteMeterOf(c, config.secrets.ipHashSalt) : null,
    alertsKey: config.secrets.alertsTokenKey,
  });
}

/** The meter of a request from the internet: its network's hash and the limits' bindings; null without the header. */
function siteMeterOf(c: HonoContext<AppEnv>, salt: string | null): SiteMeter | null {
  const address = c.req.header("CF-Connecting-IP");
  if (!address) return null;
  let key: Promise<string> | undefined;
  return {
    clientKey: () => (key ??= hashClient(clientNetworkOf(address), salt)),
    counters: { read: c.env.SITE_RATE_READ, plan: c.env.SITE_RATE_PLAN },
  };
}

export type Context = ContextInner;
