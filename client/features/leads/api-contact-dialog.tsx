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
import {
  API_CONTACT_DESCRIPTION,
  API_CONTACT_EMPTY as EMPTY,
  API_CONTACT_FAILURE_TEXTS as TEXTS,
  API_CONTACT_FIELDS as FIELDS,
  API_CONTACT_SUBMITTED,
  API_CONTACT_TITLE,
  type ApiContactField as Field,
} from "./api-contact-texts";
import { LeadField } from "./lead-field";
import { useLeadForm } from "./use-lead-form";
import { toast } from "../../components/toast-store";
import { useTrpc } from "../../trpc-react";

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
    toast(API_CONTACT_SUBMITTED);
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
            <Dialog.Title className="dialog__title">{API_CONTACT_TITLE}</Dialog.Title>
            <Dialog.Description className="dialog__description">{API_CONTACT_DESCRIPTION}</Dialog.Description>
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
                  <LeadField key={field} id={`${id}-${field}`} label={label} error={error}>
                    {(control) => (
                      <input
                        {...control}
                        name={field}
                        className="input"
                        type={type}
                        autoComplete={autoComplete}
                        inputMode={inputMode}
                        maxLength={maxLength}
                        required
                        value={values[field]}
                        onChange={(event) => change(field, event.target.value)}
                      />
                    )}
                  </LeadField>
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
