/**
 * @module The API's plans and their quotas (issue #23): requests per minute (the Workers Rate Limiting binding of
 * the plan, counted per Cloudflare location) and per UTC day (a D1 counter, exact across locations).
 */

/** A plan's quotas. */
export interface ApiPlan {
  /** Requests per minute, per key (approximate: counted per location by the Rate Limiting binding). */
  perMinute: number;
  /** Requests per UTC day, per key (exact: one D1 counter). */
  perDay: number;
}

/** The plans a key can have. */
export const API_PLANS = {
  /** Trials and small sites. */
  starter: { perMinute: 60, perDay: 5_000 },
  /** Travel businesses with an agreement. */
  partner: { perMinute: 600, perDay: 200_000 },
} as const satisfies Record<string, ApiPlan>;

export type ApiPlanName = keyof typeof API_PLANS;

/** Whether a text names a plan. */
export function isApiPlan(value: string): value is ApiPlanName {
  return Object.hasOwn(API_PLANS, value);
}
