/**
 * @module The `data` of a tRPC error as this site's server formats it (worker/trpc/errors.ts errorFormatter), typed
 * from the router, and read without importing @trpc/client: the static shell's wire client (trpc-wire.ts) and the
 * app's client both carry it on their errors.
 */
import type { inferRouterError } from "@trpc/server";
import type { AppRouter } from "./trpc-client";

/** `{ code, httpStatus, path, zodIssues, retryAfterSeconds }` of a refused or failed procedure call. */
export type TrpcErrorData = inferRouterError<AppRouter>["data"];

/**
 * The error's tRPC data, or undefined for an error without it (the network down, a non-tRPC answer). Fields may be
 * missing when an answer came from something other than our server, hence Partial.
 * @example trpcErrorData(error)?.zodIssues
 */
export function trpcErrorData(error: unknown): Partial<TrpcErrorData> | undefined {
  return error instanceof Error && "data" in error ? (error.data as Partial<TrpcErrorData> | undefined) : undefined;
}
