/**
 * @module The contact page form (decision 8): name, email, subject, message, checked with the shared schema
 * (live after a field is touched, again on submit, and again by the Worker), stored in D1 within the rate limit,
 * with the same toasts as the API form. The form is server-rendered; its rules (zod/mini) load on the first focus
 * or submit, keeping them out of every page's initial JavaScript.
 */
import { useMutation } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { UNEXPECTED_ERROR_MESSAGE, VALIDATION_ERROR_MESSAGE, VALIDATION_ERROR_TITLE } from "../../../shared/messages";
import { failureToast, newIdempotencyKey, readLeadError } from "./lead-submit";
import { toast } from "../../components/toast-store";
import type { ContactMessageInput } from "../../../shared/schemas/leads";
import { useTrpc } from "../../trpc-react";

type Rules = typeof import("../../../shared/schemas/leads");
const loadRules = () => import("../../../shared/schemas/leads");

type Field = "name" | "email" | "subject" | "message";
const EMPTY: Record<Field, string> = { name: "", email: "", subject: "", message: "" };

const FIELDS: { field: Field; label: string; type?: string; autoComplete?: string; multiline?: boolean; maxLength: number }[] = [
  { field: "name", label: "Name", autoComplete: "name", maxLength: 200 },
  { field: "email", label: "Email", type: "email", autoComplete: "email", maxLength: 254 },
  { field: "subject", label: "Subject", maxLength: 100 },
  { field: "message", label: "Message", multiline: true, maxLength: 5000 },
];

export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const key = useRef<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const { client } = useTrpc();
  const mutation = useMutation({ mutationFn: (input: ContactMessageInput) => client.leads.contact.mutate(input) });
  const [rules, setRules] = useState<Rules | null>(null);
  const ensureRules = async () => {
    const loaded = rules ?? (await loadRules());
    if (!rules) setRules(loaded);
    return loaded;
  };

  const live = rules ? rules.fieldErrors(rules.contactMessageInputSchema.safeParse({ idempotencyKey: "0000000000000000", ...values })) : {};
  const errorOf = (field: Field) => serverErrors[field] ?? (touched[field] ? live[field] : undefined);

  function change(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
    key.current = null;
  }

  async function submit() {
    setTouched({ name: true, email: true, subject: true, message: true });
    key.current ??= newIdempotencyKey();
    let parsed;
    try {
      parsed = (await ensureRules()).contactMessageInputSchema.safeParse({ idempotencyKey: key.current, ...values });
    } catch {
      toast({ title: "Error", description: UNEXPECTED_ERROR_MESSAGE, variant: "destructive" });
      return;
    }
    if (!parsed.success) {
      toast({ title: VALIDATION_ERROR_TITLE, description: VALIDATION_ERROR_MESSAGE, variant: "destructive" });
      form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
      return;
    }
    try {
      await mutation.mutateAsync(parsed.data);
      key.current = null;
      setValues(EMPTY);
      setTouched({});
      setServerErrors({});
      toast({ title: "Message Sent", description: "Thank you! We'll get back to you soon." });
    } catch (error) {
      const failure = readLeadError(error);
      if (failure.kind === "invalid") setServerErrors(failure.fields);
      toast(
        failureToast(failure, {
          invalid: () => ({ title: VALIDATION_ERROR_TITLE, description: VALIDATION_ERROR_MESSAGE }),
          saveFailed: "Failed to send your message. Please try again.",
        }),
      );
    }
  }

  return (
    <section className="panel contact__form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title">
        Send us a message
      </h2>
      <form
        ref={form}
        className="lead-form"
        noValidate
        onFocus={() => void ensureRules().catch(() => undefined)}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {FIELDS.map(({ field, label, type, autoComplete, multiline, maxLength }) => {
          const error = errorOf(field);
          const props = {
            id: `${id}-${field}`,
            name: field,
            className: multiline ? "input input--multiline" : "input",
            required: true,
            maxLength,
            autoComplete,
            value: values[field],
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${id}-${field}-error` : undefined,
            onBlur: () => setTouched((t) => ({ ...t, [field]: true })),
          } as const;
          return (
            <div className="lead-field" key={field}>
              <label className="field__label" htmlFor={props.id}>
                {label} <span className="lead-field__required" aria-hidden="true">*</span>
              </label>
              {multiline ? (
                <textarea {...props} rows={5} onChange={(event) => change(field, event.target.value)} />
              ) : (
                <input {...props} type={type ?? "text"} onChange={(event) => change(field, event.target.value)} />
              )}
              {error ? (
                <p id={`${id}-${field}-error`} className="lead-field__error">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="lead-form__actions">
          <button type="submit" className="button button--primary" disabled={mutation.isPending}>
            {mutation.isPending ? "Sending..." : "Send Message"}
          </button>
        </div>
      </form>
    </section>
  );
}
