/**
 * @module The three lead forms' limits: consultations are the spec's (5 per 60 minutes, 30 s apart); the
 * Contact for API and contact page forms read theirs from [vars] (wrangler.toml), falling back to the same
 * values when a var is missing or malformed.
 */
import { CONSULTATION_POLICY, parsePolicy, type RateLimitPolicy, type RateLimitScope } from "../../shared/leads/rate-limit";

/** The [vars] that configure the non-consultation limits (strings, as Workers vars are). */
export interface LimitVars {
  API_CONTACT_LIMIT_MAX?: string;
  API_CONTACT_LIMIT_WINDOW_SECONDS?: string;
  API_CONTACT_COOLDOWN_SECONDS?: string;
  CONTACT_LIMIT_MAX?: string;
  CONTACT_LIMIT_WINDOW_SECONDS?: string;
  CONTACT_COOLDOWN_SECONDS?: string;
}

/**
 * The limit of each scope from the Worker's vars.
 * @example policiesFrom(env).consultation // { max: 5, windowSeconds: 3600, cooldownSeconds: 30 }
 */
export function policiesFrom(vars: LimitVars): Record<RateLimitScope, RateLimitPolicy> {
  return {
    consultation: CONSULTATION_POLICY,
    "api-contact": parsePolicy(
      { max: vars.API_CONTACT_LIMIT_MAX, windowSeconds: vars.API_CONTACT_LIMIT_WINDOW_SECONDS, cooldownSeconds: vars.API_CONTACT_COOLDOWN_SECONDS },
      CONSULTATION_POLICY,
    ),
    contact: parsePolicy({ max: vars.CONTACT_LIMIT_MAX, windowSeconds: vars.CONTACT_LIMIT_WINDOW_SECONDS, cooldownSeconds: vars.CONTACT_COOLDOWN_SECONDS }, CONSULTATION_POLICY),
  };
}
