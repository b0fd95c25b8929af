/** @module Reading tRPC errors on the client. */
import { TRPCClientError } from "@trpc/client";
import { RATE_LIMIT_TITLE } from "../shared/leads/rate-limit";
import { trpcErrorData } from "./trpc-error-data";

/**
 * Whether an error is the client's own (4xx: bad input, not found, too many requests): retrying cannot help.
 * @example isClientError(new TRPCClientError("…")) // depends on data.httpStatus
 */
export function isClientError(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const status = trpcErrorData(error)?.httpStatus ?? 500;
  return status >= 400 && status < 500;
}

/**
 * The tRPC error code of an error ("NOT_FOUND", "BAD_REQUEST"…), or null for other errors.
 */
export function trpcErrorCode(error: unknown): string | null {
  return error instanceof TRPCClientError ? (trpcErrorData(error)?.code ?? null) : null;
}

/**
 * The toast of a call the site's limits refused (TOO_MANY_REQUESTS, issue #44): the limiter's title and the server's
 * message, which says how many seconds to wait; null for any other error (the feature shows its own failure state).
 * The lead forms raise their own toast for their refusals (features/leads/lead-submit.ts), so this is for queries.
 * @example rateLimitToast(error) // { title: "Too Many Requests", description: "Too many requests from your connection …", variant: "destructive" }
 */
export function rateLimitToast(error: unknown): { title: string; description: string; variant: "destructive" } | null {
  if (!(error instanceof Error) || trpcErrorData(error)?.code !== "TOO_MANY_REQUESTS") return null;
  return { title: RATE_LIMIT_TITLE, description: error.message, variant: "destructive" };
}
