/**
 * @module Step 2 of the consultation (lazy): name and contact number, checked live with the shared rules
 * (shared/leads/name.ts, shared/phone/rules.ts through the zod schema the Worker uses), Back and Submit
 * (disabled while saving). Errors and toasts are the spec's (sections 5 and 8).
 */
import { useId, useMemo, useRef, useState } from "react";
import { validateName } from "../../../shared/leads/name";
import { phoneRuleFor, validatePhone } from "../../../shared/phone/rules";
import { consultationInputSchema } from "../../../shared/schemas/leads-consultation";
import type { LeadFailureTexts } from "./lead-submit";
import { LeadField } from "./lead-field";
import { useLeadForm } from "./use-lead-form";
import { toast } from "../../components/toast-store";
import { useTrpc } from "../../trpc-react";
import { trackConsultationSubmitted } from "../../third-parties/events";

export interface ConsultationFormProps {
  /** ISO 3166-1 alpha-2 of the visitor's country: its phone rule applies. */
  origin: string;
  /** ISO 3166-1 alpha-2 of the destination. */
  destination: string;
  onBack: () => void;
  /** Called after the save with the name as stored (sanitised). */
  onSaved: (name: string) => void;
}

type Field = "name" | "phone";

const TEXTS: LeadFailureTexts = {
  invalid: (fields, message) => ({
    title: fields.name ? "Invalid Name" : fields.phone ? "Contact Required" : "Error",
    description: fields.name ?? fields.phone ?? message,
  }),
  saveFailed: "Failed to save your information. Please try again.",
};

export default function ConsultationForm({ origin, destination, onBack, onSaved }: ConsultationFormProps) {
  const id = useId();
  const rule = useMemo(() => phoneRuleFor(origin), [origin]);
  const [values, setValues] = useState({ name: "", phone: "" });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ name: false, phone: false });
  const nameInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const { client } = useTrpc();
  const lead = useLeadForm({ schema: consultationInputSchema, mutate: (input) => client.leads.consultation.mutate(input), texts: TEXTS });

  const live: Partial<Record<Field, string>> = {};
  const name = validateName(values.name);
  if (!name.ok) live.name = name.message;
  const phone = validatePhone(values.phone, rule);
  if (!phone.ok) live.phone = phone.message;
  // The last submission's message first (the server's may differ from the live rule), else the live one once touched.
  const errorOf = (field: Field) => lead.errors[field] ?? (touched[field] ? live[field] : undefined);

  function change(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
    lead.edited(field);
  }

  async function submit() {
    setTouched({ name: true, phone: true });
    const result = await lead.submit({ origin, destination, ...values });
    if (result.status === "invalid") {
      if (result.fields.name) {
        toast({ title: "Invalid Name", description: result.fields.name, variant: "destructive" });
        nameInput.current?.focus();
      } else if (!phoneDigitsPresent(values.phone)) {
        toast({ title: "Contact Required", description: "Please enter your contact number to continue.", variant: "destructive" });
        phoneInput.current?.focus();
      } else {
        phoneInput.current?.focus();
      }
      return;
    }
    if (result.status !== "saved") return;
    toast({ title: "Information Submitted", description: `Thank you, ${result.input.name}! Your Visa details are ready.` });
    // Spec §7: a consultation form submission is a conversion event (sent only with advertising consent).
    trackConsultationSubmitted();
    onSaved(result.input.name);
  }

  const nameError = errorOf("name");
  const phoneError = errorOf("phone");
  const hint = rule.minDigits === rule.maxDigits ? `${rule.minDigits} digits` : `${rule.minDigits}–${rule.maxDigits} digits`;
  return (
    <form
      className="lead-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <LeadField id={`${id}-name`} label="Full Name" error={nameError}>
        {(control) => (
          <input
            {...control}
            ref={nameInput}
            name="name"
            className="input"
            autoComplete="name"
            required
            maxLength={200}
            value={values.name}
            onChange={(event) => change("name", event.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, name: true }))}
          />
        )}
      </LeadField>
      <LeadField
        id={`${id}-phone`}
        label="Contact Number"
        error={phoneError}
        hint={`${rule.countryName} number, ${hint}${rule.prefix ? `, without ${rule.prefix}` : ""}`}
      >
        {(control) => (
          <div className="input-prefixed">
            {rule.prefix ? (
              <span className="input-prefixed__prefix" aria-hidden="true">
                {rule.prefix}
              </span>
            ) : null}
            <input
              {...control}
              ref={phoneInput}
              name="phone"
              className="input"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              required
              maxLength={40}
              value={values.phone}
              onChange={(event) => change("phone", event.target.value)}
              onBlur={() => setTouched((t) => ({ ...t, phone: true }))}
            />
          </div>
        )}
      </LeadField>
      <div className="lead-form__actions">
        <button type="button" className="button button--secondary" onClick={onBack} disabled={lead.pending}>
          Back
        </button>
        <button type="submit" className="button button--primary" disabled={lead.pending}>
          {lead.pending ? "Submitting..." : "Submit"}
        </button>
      </div>
    </form>
  );
}

function phoneDigitsPresent(raw: string): boolean {
  return /\d/.test(raw);
}
