/**
 * @module How errors reach clients: a tRPC code and a generic message. Internal errors (D1, bugs) never
 * leak their message, SQL or stack; validation errors carry the zod issues (path + message) only. Every domain
 * error a service throws is mapped here, once, to its tRPC code; procedures never catch.
 */
import { TRPCError, type TRPCDefaultErrorShape } from "@trpc/server";
import { $ZodError } from "zod/v4/core";
import { SiteRateLimitedError } from "../../shared/api/site-limits";
import { RateLimitedError } from "../../shared/leads/rate-limit";
import { COUNTRY_NOT_FOUND_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from "../../shared/messages";
import { MissingSaltError } from "../rate-limit/client-hash";
import { CountryNotFoundError, InvalidFilterError, NoFeeRecordsError } from "../services/errors";
import { IdempotencyConflictError } from "../leads/store";

/** Issues of a validation failure, as clients receive them. */
export interface ClientZodIssue {
  path: (string | number)[];
  message: string;
}

/**
 * tRPC errorFormatter: strips stacks, replaces non-client errors with the generic message and adds
 * `data.zodIssues` for validation failures (and a refused filter, as its field's issue).
 */
export function errorFormatter({ shape, error }: { shape: TRPCDefaultErrorShape; error: TRPCError }) {
  // $ZodError: the base of both zod's classic and zod/mini errors (the lead schemas use zod/mini).
  const zod = error.cause instanceof $ZodError ? error.cause : null;
  const internal = error.code === "INTERNAL_SERVER_ERROR";
  // A refused filter (history.changes) reads as a validation failure of its field.
  const zodIssues: ClientZodIssue[] | null = zod
    ? zod.issues.map((i) => ({ path: i.path.filter((p): p is string | number => typeof p !== "symbol"), message: i.message }))
    : error.cause instanceof InvalidFilterError
      ? [{ path: [error.cause.field], message: error.cause.message }]
      : null;
  return {
    message: internal ? UNEXPECTED_ERROR_MESSAGE : zod ? (zodIssues?.[0]?.message ?? "Invalid input") : shape.message,
    code: shape.code,
    data: {
      code: shape.data.code,
      httpStatus: shape.data.httpStatus,
      path: shape.data.path,
      zodIssues,
      // Seconds until a refused submission or call may succeed (also sent as the Retry-After header).
      retryAfterSeconds: retryAfterSecondsOf(error.cause),
    },
  };
}

/**
 * The tRPC error for a domain error, the domain error kept as `cause`; null for anything else (which reaches
 * clients as an internal error, with the generic message):
 * - CountryNotFoundError → NOT_FOUND "Country not found" (visa check, finder, consultation destination);
 * - NoFeeRecordsError → NOT_FOUND "No fee records for this country" (directory options);
 * - InvalidFilterError → BAD_REQUEST with its message (an unknown code or a page past the last in history.changes);
 * - RateLimitedError → TOO_MANY_REQUESTS with the limiter's message (spec section 8) and its seconds;
 * - IdempotencyConflictError → CONFLICT (a submission key already used by another client);
 * - MissingSaltError → INTERNAL_SERVER_ERROR: the IP_HASH_SALT secret is missing, an operator's fault, so
 *   the visitor reads the generic message and nothing is stored.
 */
export function toTrpcError(error: unknown): TRPCError | null {
  if (error instanceof CountryNotFoundError) return new TRPCError({ code: "NOT_FOUND", message: COUNTRY_NOT_FOUND_MESSAGE, cause: error });
  if (error instanceof InvalidFilterError) return new TRPCError({ code: "BAD_REQUEST", message: error.message, cause: error });
  if (error instanceof NoFeeRecordsError) return new TRPCError({ code: "NOT_FOUND", message: error.message, cause: error });
  if (error instanceof RateLimitedError) return new TRPCError({ code: "TOO_MANY_REQUESTS", message: error.message, cause: error });
  if (error instanceof IdempotencyConflictError) return new TRPCError({ code: "CONFLICT", message: error.message, cause: error });
  if (error instanceof MissingSaltError) return new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: error.message, cause: error });
  return null;
}

/** Seconds to wait of a refusal: a lead form's limit (RateLimitedError) or the site's (SiteRateLimitedError). */
function retryAfterSecondsOf(cause: unknown): number | null {
  return cause instanceof RateLimitedError || cause instanceof SiteRateLimitedError ? cause.retryAfterSeconds : null;
}

/**
 * The `Retry-After` value (whole seconds) for a response carrying these errors: the longest wait among
 * rate-limit refusals (a lead form's or the site's limits), or null when none was refused.
 */
export function retryAfterOf(errors: readonly TRPCError[]): number | null {
  const waits = errors.map((e) => retryAfterSecondsOf(e.cause) ?? 0).filter((n) => n > 0);
  return waits.length ? Math.max(...waits) : null;
}
