/**
 * @module The contact page form (decision 8): name, email, subject, message, checked with the shared schema
 * (live after a field is touched, again on submit, and again by the Worker), stored in D1 within the rate limit,
 * with the same toasts as the API form. The form is server-rendered; its rules (zod/mini) load on the first focus
 * or submit, keeping them out of every page's initial JavaScript.
 */
import { useId, useRef, useState } from "react";
import { VALIDATION_ERROR_MESSAGE, VALIDATION_ERROR_TITLE } from "../../../shared/messages";
import type { LeadFailureTexts } from "./lead-submit";
import { LeadField } from "./lead-field";
import { useLeadForm } from "./use-lead-form";
import { toast } from "../../components/toast-store";
import { useTrpc } from "../../trpc-react";

const loadSchema = () => import("../../../shared/schemas/leads").then((rules) => rules.contactMessageInputSchema);

const TEXTS: LeadFailureTexts = {
  invalid: () => ({ title: VALIDATION_ERROR_TITLE, description: VALIDATION_ERROR_MESSAGE }),
  saveFailed: "Failed to send your message. Please try again.",
};

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
  const form = useRef<HTMLFormElement>(null);
  const { client } = useTrpc();
  const lead = useLeadForm({ schema: loadSchema, mutate: (input) => client.leads.contact.mutate(input), texts: TEXTS });

  const live = lead.check(values);
  const errorOf = (field: Field) => lead.errors[field] ?? (touched[field] ? live[field] : undefined);

  function change(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    lead.edited(field);
  }

  async function submit() {
    setTouched({ name: true, email: true, subject: true, message: true });
    const result = await lead.submit(values);
    if (result.status === "invalid") {
      toast({ title: VALIDATION_ERROR_TITLE, description: VALIDATION_ERROR_MESSAGE, variant: "destructive" });
      form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
      return;
    }
    if (result.status !== "saved") return;
    setValues(EMPTY);
    setTouched({});
    toast({ title: "Message Sent", description: "Thank you! We'll get back to you soon." });
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
        onFocus={() => void lead.loadSchema().catch(() => undefined)}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {FIELDS.map(({ field, label, type, autoComplete, multiline, maxLength }) => {
          const error = errorOf(field);
          return (
            <LeadField key={field} id={`${id}-${field}`} label={label} error={error}>
              {(control) => {
                const props = {
                  ...control,
                  name: field,
                  className: multiline ? "input input--multiline" : "input",
                  required: true,
                  maxLength,
                  autoComplete,
                  value: values[field],
                  onBlur: () => setTouched((t) => ({ ...t, [field]: true })),
                } as const;
                return multiline ? (
                  <textarea {...props} rows={5} onChange={(event) => change(field, event.target.value)} />
                ) : (
                  <input {...props} type={type ?? "text"} onChange={(event) => change(field, event.target.value)} />
                );
              }}
            </LeadField>
          );
        })}
        <div className="lead-form__actions">
          <button type="submit" className="button button--primary" disabled={lead.pending}>
            {lead.pending ? "Sending..." : "Send Message"}
          </button>
        </div>
      </form>
    </section>
  );
}
