/**
 * @module The Contact for API dialog (spec: Contact for API dialog, sections 4, 5 and 8) on Radix Dialog: Name,
 * Company name, Mobile number, Email (all required), Cancel and Submit. Submit checks the shared schema: failures
 * show inline red messages and the 'Validation Error' toast; while saving the button reads 'Submitting...' and is
 * disabled; success clears the form, closes the dialog and shows 'Request Submitted'; a failed save keeps it
 * open with the error toast. Editing a field clears that field's error. Loaded lazily (api-contact.tsx).
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useId, useRef, useState } from "react";
import { mobileInput } from "../../../shared/leads/fields";
import { VALIDATION_ERROR_MESSAGE, VALIDATION_ERROR_TITLE } from "../../../shared/messages";
import { apiContactInputSchema } from "../../../shared/schemas/leads";
import type { LeadFailureTexts } from "./lead-submit";
import { useLeadForm } from "./use-lead-form";
import { toast } from "../../components/toast-store";
import { useTrpc } from "../../trpc-react";

type Field = "name" | "companyName" | "mobileNumber" | "email";
const SUBMIT_FAILED = "Failed to submit request. Please try again.";
const TEXTS: LeadFailureTexts = {
  invalid: () => ({ title: VALIDATION_ERROR_TITLE, description: VALIDATION_ERROR_MESSAGE }),
  saveFailed: SUBMIT_FAILED,
  unexpected: SUBMIT_FAILED,
};
const EMPTY: Record<Field, string> = { name: "", companyName: "", mobileNumber: "", email: "" };

const FIELDS: { field: Field; label: string; type: string; autoComplete: string; inputMode?: "numeric" | "email"; maxLength: number }[] = [
  { field: "name", label: "Name", type: "text", autoComplete: "name", maxLength: 100 },
  { field: "companyName", label: "Company name", type: "text", autoComplete: "organization", maxLength: 100 },
  { field: "mobileNumber", label: "Mobile number", type: "tel", autoComplete: "tel", inputMode: "numeric", maxLength: 12 },
  { field: "email", label: "Email", type: "email", autoComplete: "email", inputMode: "email", maxLength: 254 },
];

export interface ApiContactDialogProps {
  onClose: () => void;
  /** Focused again on close (the trigger lives outside this lazy module). */
  returnTo: HTMLElement | null;
}

export default function ApiContactDialog({ onClose, returnTo }: ApiContactDialogProps) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const form = useRef<HTMLFormElement>(null);
  const { client } = useTrpc();
  const lead = useLeadForm({ schema: apiContactInputSchema, mutate: (input) => client.leads.apiContact.mutate(input), texts: TEXTS });

  function change(field: Field, raw: string) {
    // Spec: the mobile number keeps digits only, at most 12, while typing.
    const value = field === "mobileNumber" ? mobileInput(raw) : raw;
    setValues((v) => ({ ...v, [field]: value }));
    lead.edited(field);
  }

  async function submit() {
    const result = await lead.submit(values);
    if (result.status === "invalid") {
      toast({ title: VALIDATION_ERROR_TITLE, description: VALIDATION_ERROR_MESSAGE, variant: "destructive" });
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    if (result.status === "failed") {
      // Spec section 8: a failed API request is also logged.
      if (result.failure.kind === "failed" || result.failure.kind === "unexpected") console.error("API contact request failed", result.error);
      return;
    }
    setValues(EMPTY);
    onClose();
    toast({ title: "Request Submitted", description: "Thank you! We'll contact you soon regarding API access." });
  }

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content
          className="dialog api-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnTo?.focus();
          }}
        >
          <div className="dialog__head">
            <Dialog.Title className="dialog__title">Contact for API</Dialog.Title>
            <Dialog.Description className="dialog__description">
              Tell us about your company and we will get back to you about access to our visa data API.
            </Dialog.Description>
          </div>
          <form
            ref={form}
            className="lead-form api-dialog__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <div className="dialog__body">
              {FIELDS.map(({ field, label, type, autoComplete, inputMode, maxLength }) => {
                const error = lead.errors[field];
                return (
                  <div className="lead-field" key={field}>
                    <label className="field__label" htmlFor={`${id}-${field}`}>
                      {label}{" "}
                      <span className="lead-field__required" aria-hidden="true">
                        *
                      </span>
                    </label>
                    <input
                      id={`${id}-${field}`}
                      name={field}
                      className="input"
                      type={type}
                      autoComplete={autoComplete}
                      inputMode={inputMode}
                      maxLength={maxLength}
                      required
                      value={values[field]}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-${field}-error` : undefined}
                      onChange={(event) => change(field, event.target.value)}
                    />
                    {error ? (
                      <p id={`${id}-${field}-error`} className="lead-field__error">
                        {error}
                      </p>
                    ) : null}
                  </div>
                );
              })}
            </div>
            <div className="dialog__foot lead-form__actions">
              <Dialog.Close type="button" className="button button--secondary">
                Cancel
              </Dialog.Close>
              <button type="submit" className="button button--primary" disabled={lead.pending}>
                {lead.pending ? "Submitting..." : "Submit"}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
