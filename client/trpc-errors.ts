/** @module Reading tRPC errors on the client. */
import { TRPCClientError } from "@trpc/client";
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
