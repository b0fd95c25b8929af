/**
 * @module One submission lifecycle for the three lead forms (the consultation, the Contact for API dialog, the
 * contact page form) in React: lead-submission.ts's key, check, send and failure toast (the static pages' dialog runs
 * on it too), with the schema given or loaded when first needed, the saving state and each field's message from the
 * last submission. The forms keep their fields, live messages and success steps.
 */
import { MutationObserver, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { firstMessagePerField } from "../../../shared/leads/field-issues";
import type { LeadFailureTexts } from "./lead-submit";
import { type LeadSchema, type LeadSubmission, leadSubmissions } from "./lead-submission";

/** A lead form's submission state and actions (see useLeadForm). */
export interface LeadForm<TInput> {
  /** Each field's message from the last submission (the schema's, or the server's refusal); gone once edited. */
  errors: Partial<Record<string, string>>;
  /** Whether a submission is being saved: the form disables its buttons and says so. */
  pending: boolean;
  /** The schema's messages for `values` as they stand, for live checking; none until a lazy schema has loaded. */
  check: (values: object) => Record<string, string>;
  /** Loads a lazy schema (on the form's first focus); resolves at once when it is there. */
  loadSchema: () => Promise<LeadSchema<TInput>>;
  /** Call on every edit of `field`: its message goes, and the changed values will be sent under a new key. */
  edited: (field: string) => void;
  /** Checks `values` (with the idempotency key added) and sends them; never throws. */
  submit: (values: object) => Promise<LeadSubmission<TInput>>;
}

// Stands in for the key when checking values live: well-formed, so it never adds a message of its own.
const LIVE_CHECK_KEY = "0000000000000000";

/**
 * The submission lifecycle of a lead form (lead-submission.ts) with React state: the saving state while a save runs,
 * and each field's message from the last submission in `errors`.
 * @param options.schema the form's zod/mini schema, or a function importing it: a form that is in its page's HTML
 *   loads its rules only when they are needed, keeping them out of the page's initial JavaScript.
 * @param options.mutate sends the parsed input (the form's tRPC mutation).
 * @param options.texts the form's own failure texts.
 * @example
 * const lead = useLeadForm({ schema: apiContactInputSchema, mutate: (input) => client.leads.apiContact.mutate(input), texts });
 * const result = await lead.submit(values);
 * if (result.status === "saved") onClose();
 */
export function useLeadForm<TInput>(options: {
  schema: LeadSchema<TInput> | (() => Promise<LeadSchema<TInput>>);
  mutate: (input: TInput) => Promise<unknown>;
  texts: LeadFailureTexts;
}): LeadForm<TInput> {
  const { schema, mutate, texts } = options;
  const given = typeof schema === "function" ? null : schema;
  // State re-renders the live messages once a lazy schema arrives; the ref lets a submit in the same render use it.
  const [loaded, setLoaded] = useState(given);
  const ready = useRef(given);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  async function loadSchema(): Promise<LeadSchema<TInput>> {
    if (ready.current) return ready.current;
    const imported = await (schema as () => Promise<LeadSchema<TInput>>)();
    ready.current = imported;
    setLoaded(() => imported);
    return imported;
  }

  // One lifecycle for the form's life: its key outlives renders.
  const [lead] = useState(() =>
    leadSubmissions<TInput>({
      // A schema at hand is used without waiting: the messages then render in the same event as the submit, before
      // the form moves focus to the first invalid field.
      schema: () => ready.current ?? loadSchema(),
      mutate: async (input) => {
        // Through the QueryClient, as useMutation runs it (the client's mutation defaults; paused while offline), with
        // one observer per submission: useMutation's subscription is ~150 bytes gzip more in the contact page's initial JS.
        const observer = new MutationObserver(queryClient, { mutationFn: mutate });
        setPending(true);
        try {
          await observer.mutate(input);
        } finally {
          // Detached, the settled mutation leaves the cache (useMutation's observer lets go of it on unmount).
          observer.reset();
          setPending(false);
        }
      },
      texts,
      fields: setErrors,
    }),
  );

  return {
    errors,
    pending,
    check: (values) => {
      const result = loaded?.safeParse({ idempotencyKey: LIVE_CHECK_KEY, ...values });
      return result && !result.success ? firstMessagePerField(result.error.issues) : {};
    },
    loadSchema,
    edited: (field) => {
      setErrors((e) => ({ ...e, [field]: undefined }));
      lead.edited();
    },
    submit: lead.submit,
  };
}
