/** @module Reading tRPC errors on the client. */
import { TRPCClientError } from "@trpc/client";
import { firstMessagePerField, type FieldIssue } from "../shared/leads/field-issues";

/**
 * Whether an error is the client's own (4xx: bad input, not found, too many requests): retrying cannot help.
 * @example isClientError(new TRPCClientError("…")) // depends on data.httpStatus
 */
export function isClientError(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus ?? 500;
  return status >= 400 && status < 500;
}

/**
 * The tRPC error code of an error ("NOT_FOUND", "BAD_REQUEST"…), or null for other errors.
 */
export function trpcErrorCode(error: unknown): string | null {
  return error instanceof TRPCClientError ? ((error.data as { code?: string } | undefined)?.code ?? null) : null;
}

/**
 * The first message per input field of a refused call (tRPC BAD_REQUEST with `data.zodIssues`), keyed by field
 * ("" for the whole input); empty for any other error.
 * @example fieldMessagesOf(error) // { page: "Page 9 is past the last page (3)." }
 */
export function fieldMessagesOf(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const issues = (error.data as { zodIssues?: FieldIssue[] | null } | undefined)?.zodIssues ?? [];
  return firstMessagePerField(issues);
}
