/**
 * @module A lead form's submissions without a framework: the idempotency key of the values being sent, the check
 * against the form's schema, the send, and a failure read into its toast (spec section 8). One lifecycle for the
 * app's three forms (the React hook use-lead-form.ts adds their state) and the static pages' Contact for API dialog
 * (static-shell/api-contact/dialog.ts). No DOM (tests/unit/leads/lead-submission.test.ts).
 */
import { type FieldIssue, firstMessagePerField } from "../../../shared/leads/field-issues";
import { toast } from "../../components/toast-store";
import { failureToast, type LeadFailure, type LeadFailureTexts, newIdempotencyKey, readLeadError } from "./lead-submit";

/** What a submission needs of a form's zod/mini schema (typed by shape, so this module imports no zod). */
export interface LeadSchema<TInput> {
  safeParse(data: unknown): { success: true; data: TInput } | { success: false; error: { issues: readonly FieldIssue[] } };
}

/** How a submission ended. */
export type LeadSubmission<TInput> =
  /** Nothing was sent: the values break the schema; `fields` holds each field's message. */
  | { status: "invalid"; fields: Record<string, string> }
  /** Stored: `input` is what was sent (the schema's cleaned values). */
  | { status: "saved"; input: TInput }
  /** Refused or failed (the toast is already shown); `error` is what was thrown. */
  | { status: "failed"; failure: LeadFailure; error: unknown };

/** One form's submissions (see leadSubmissions). */
export interface LeadSubmissions<TInput> {
  /** Call on every edit: the changed values will be sent under a new key. */
  edited: () => void;
  /** Checks `values` (with the idempotency key added) and sends them; never throws. */
  submit: (values: object) => Promise<LeadSubmission<TInput>>;
}

/**
 * The submissions of one form. One idempotency key covers one set of values: made at the first submit, kept for its
 * retries (a retried save stores one row), dropped once a field changes or the save succeeded. A failed save shows
 * the form's failure toast (`texts`, spec section 8).
 * @param options.schema the form's schema; when it is at hand (not a promise), the values are checked before
 *   `submit` returns to its caller's event, so `fields` runs in that event too.
 * @param options.mutate sends the parsed input (the form's tRPC mutation).
 * @param options.texts the form's own failure texts.
 * @param options.fields receives each field's message after a submission: the schema's, the server's refusal, or none
 *   after a save (a failed send leaves them as they are).
 * @example
 * const lead = leadSubmissions({ schema: () => apiContactInputSchema, mutate: (input) => trpcMutate("leads.apiContact", input), texts, fields: show });
 * if ((await lead.submit(values)).status === "saved") close();
 */
export function leadSubmissions<TInput>(options: {
  schema: () => LeadSchema<TInput> | Promise<LeadSchema<TInput>>;
  mutate: (input: TInput) => Promise<unknown>;
  texts: LeadFailureTexts;
  fields: (messages: Record<string, string>) => void;
}): LeadSubmissions<TInput> {
  let key: string | null = null;
  return {
    edited: () => {
      key = null;
    },
    submit: async (values) => {
      key ??= newIdempotencyKey();
      try {
        const schema = options.schema();
        const parsed = (schema instanceof Promise ? await schema : schema).safeParse({ idempotencyKey: key, ...values });
        if (!parsed.success) {
          const fields = firstMessagePerField(parsed.error.issues);
          options.fields(fields);
          return { status: "invalid", fields };
        }
        await options.mutate(parsed.data);
        key = null;
        options.fields({});
        return { status: "saved", input: parsed.data };
      } catch (error) {
        // A schema that failed to load reads as an unexpected failure, as a network failure does.
        const failure = readLeadError(error);
        if (failure.kind === "invalid") options.fields(failure.fields);
        toast(failureToast(failure, options.texts));
        return { status: "failed", failure, error };
      }
    },
  };
}
