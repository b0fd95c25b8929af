/**
 * @module What the lead forms share on the client: an idempotency key per submission, and the reading of a
 * failed submission into the spec's texts (section 8): rate limit, validation, save failure, unexpected failure,
 * and the toast each shows.
 */
import { firstMessagePerField } from "../../../shared/leads/field-issues";
import { RATE_LIMIT_TITLE } from "../../../shared/leads/rate-limit";
import { UNEXPECTED_ERROR_MESSAGE } from "../../../shared/messages";
import { trpcErrorData } from "../../trpc-error-data";

/**
 * A fresh idempotency key (a UUID). Keep it for retries of the same values; make a new one once they change or
 * once the submission succeeded.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** A failed submission, as the form shows it. */
export type LeadFailure =
  | { kind: "rate-limited"; title: string; description: string }
  | { kind: "invalid"; fields: Record<string, string>; message: string }
  | { kind: "failed" }
  | { kind: "unexpected"; description: string };

/**
 * Reads a mutation error (a TRPCClientError of the tRPC client, or trpc-wire.ts's TrpcWireError: both carry the
 * server's message and error data): TOO_MANY_REQUESTS → 'Too Many Requests' with the server's (the limiter's) message;
 * BAD_REQUEST → the server's messages per field; a server failure (5xx) → the form's save-failure text; anything
 * else (network down, a non-tRPC answer) → the unexpected-failure text.
 */
export function readLeadError(error: unknown): LeadFailure {
  if (error instanceof Error) {
    const data = trpcErrorData(error);
    if (data?.code === "TOO_MANY_REQUESTS") return { kind: "rate-limited", title: RATE_LIMIT_TITLE, description: error.message };
    if (data?.code === "BAD_REQUEST" || data?.code === "NOT_FOUND") {
      return { kind: "invalid", fields: firstMessagePerField(data.zodIssues ?? []), message: error.message };
    }
    if (data?.httpStatus && data.httpStatus >= 500) return { kind: "failed" };
  }
  return { kind: "unexpected", description: UNEXPECTED_ERROR_MESSAGE };
}

/** A form's own texts for its failures (spec section 8 and the form's section). */
export interface LeadFailureTexts {
  /** Toast of an invalid submission, from the server's messages per field. */
  invalid: (fields: Record<string, string>, message: string) => { title: string; description: string };
  /** Description of the toast when the server could not save (5xx). */
  saveFailed: string;
  /** Description when the failure is not the server's answer (network down…); UNEXPECTED_ERROR_MESSAGE when absent. */
  unexpected?: string;
}

/**
 * The error toast of a failed submission: the limiter's title and message; the form's invalid-input toast; its
 * save-failure text; else the unexpected-failure text.
 * @example failureToast({ kind: "failed" }, texts) // { title: "Error", description: texts.saveFailed, variant: "destructive" }
 */
export function failureToast(failure: LeadFailure, texts: LeadFailureTexts): { title: string; description: string; variant: "destructive" } {
  const variant = "destructive" as const;
  switch (failure.kind) {
    case "rate-limited":
      return { title: failure.title, description: failure.description, variant };
    case "invalid":
      return { ...texts.invalid(failure.fields, failure.message), variant };
    case "failed":
      return { title: "Error", description: texts.saveFailed, variant };
    case "unexpected":
      return { title: "Error", description: texts.unexpected ?? failure.description, variant };
  }
}
