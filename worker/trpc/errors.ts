/**
 * @module How errors reach clients: a tRPC code and a generic message. Internal errors (D1, bugs) never
 * leak their message, SQL or stack; validation errors carry the zod issues (path + message) only.
 */
import type { TRPCDefaultErrorShape, TRPCError } from "@trpc/server";
import { ZodError } from "zod";

/** Message of every internal error seen by a client (spec section 8, unexpected failure). */
export const GENERIC_ERROR_MESSAGE = "An unexpected error occurred. Please try again.";

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
  const zod = error.cause instanceof ZodError ? error.cause : null;
  const internal = error.code === "INTERNAL_SERVER_ERROR";
  const zodIssues: ClientZodIssue[] | null = zod
    ? zod.issues.map((i) => ({ path: i.path.filter((p): p is string | number => typeof p !== "symbol"), message: i.message }))
    : null;
  return {
    message: internal ? GENERIC_ERROR_MESSAGE : zod ? (zodIssues?.[0]?.message ?? "Invalid input") : shape.message,
    code: shape.code,
    data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, zodIssues },
  };
}
