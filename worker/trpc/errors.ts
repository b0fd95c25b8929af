/**
 * @module How errors reach clients: a tRPC code and a generic message. Internal errors (D1, bugs) never
 * leak their message, SQL or stack; validation errors carry the zod issues (path + message) only.
 */
import { TRPCError, type TRPCDefaultErrorShape } from "@trpc/server";
import { $ZodError } from "zod/v4/core";
import { RateLimitedError } from "../../shared/leads/rate-limit";
import { UNEXPECTED_ERROR_MESSAGE } from "../../shared/messages";
import { IdempotencyConflictError } from "../services/leads";

/** Issues of a validation failure, as clients receive them. */
export interface ClientZodIssue {
  path: (string | number)[];
  message: string;
}

/**
 * tRPC errorFormatter: strips stacks, replaces non-client errors with the generic message and adds
 * `data.zodIssues` for validation failures.
 */
export function errorFormatter({ shape, error }: { shape: TRPCDefaultErrorShape; error: TRPCError }) {
  // $ZodError: the base of both zod's classic and zod/mini errors (the lead schemas use zod/mini).
  const zod = error.cause instanceof $ZodError ? error.cause : null;
  const internal = error.code === "INTERNAL_SERVER_ERROR";
  const zodIssues: ClientZodIssue[] | null = zod
    ? zod.issues.map((i) => ({ path: i.path.filter((p): p is string | number => typeof p !== "symbol"), message: i.message }))
    : null;
  return {
    message: internal ? UNEXPECTED_ERROR_MESSAGE : zod ? (zodIssues?.[0]?.message ?? "Invalid input") : shape.message,
    code: shape.code,
    data: {
      code: shape.data.code,
      httpStatus: shape.data.httpStatus,
      path: shape.data.path,
      zodIssues,
      // Seconds until a refused submission may succeed (also sent as the Retry-After header).
      retryAfterSeconds: error.cause instanceof RateLimitedError ? error.cause.retryAfterSeconds : null,
    },
  };
}

/**
 * Maps the lead domain's errors to tRPC errors: RateLimitedError → TOO_MANY_REQUESTS with the limiter's message
 * (spec section 8), IdempotencyConflictError → CONFLICT; anything else is rethrown unchanged (internal errors
 * then reach clients as the generic message).
 */
export function toTrpcError(error: unknown): unknown {
  if (error instanceof RateLimitedError) return new TRPCError({ code: "TOO_MANY_REQUESTS", message: error.message, cause: error });
  if (error instanceof IdempotencyConflictError) return new TRPCError({ code: "CONFLICT", message: error.message, cause: error });
  return error;
}

/**
 * The `Retry-After` value (whole seconds) for a response carrying these errors: the longest wait among
 * rate-limit refusals, or null when none was refused.
 */
export function retryAfterOf(errors: readonly TRPCError[]): number | null {
  const waits = errors.map((e) => (e.cause instanceof RateLimitedError ? e.cause.retryAfterSeconds : 0)).filter((n) => n > 0);
  return waits.length ? Math.max(...waits) : null;
}
