/**
 * @module The Contact for API dialog on the app's pages (spec: Contact for API dialog, sections 4, 5 and 8) on the
 * app's modal (components/dialog-shell.tsx, Radix): Name, Company name, Mobile number, Email (all required), Cancel
 * and Submit. Its fields, texts and rules are the static pages' dialog's too (api-contact-texts.ts,
 * api-contact-form.ts, lead-submission.ts): failures show inline red messages and the 'Validation Error' toast; while
 * saving the button reads 'Submitting...' and is disabled; success clears the form, closes the dialog and shows
 * 'Request Submitted'; a failed save keeps it open with the error toast. Editing a field clears that field's error.
 * Loaded lazily (api-contact.tsx).
 */
import { useId, useRef, useState } from "react";
import { apiContactInputSchema } from "../../../shared/schemas/leads";
import { DialogClose, ModalDialog } from "../../components/dialog-shell";
import { useTrpc } from "../../trpc-react";
import { apiContactSubmitLabel, apiContactValue, finishApiContact } from "./api-contact-form";
import {
  API_CONTACT_DESCRIPTION,
  API_CONTACT_EMPTY as EMPTY,
  API_CONTACT_FAILURE_TEXTS as TEXTS,
  API_CONTACT_FIELDS as FIELDS,
  API_CONTACT_TITLE,
  type ApiContactField as Field,
} from "./api-contact-texts";
import { LeadField } from "./lead-field";
import { useLeadForm } from "./use-lead-form";

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

  function change(field: Field, typed: string) {
    setValues((v) => ({ ...v, [field]: apiContactValue(field, typed) }));
    lead.edited(field);
  }

  async function submit() {
    const result = await lead.submit(values);
    finishApiContact(result, () => {
      setValues(EMPTY);
      onClose();
    });
    if (result.status === "invalid") requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
  }

  return (
    <ModalDialog
      title={API_CONTACT_TITLE}
      description={API_CONTACT_DESCRIPTION}
      onClose={onClose}
      returnFocus={{ current: returnTo }}
      className="api-dialog"
    >
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
          {FIELDS.map(({ field, label, type, autoComplete, inputMode, maxLength }) => (
            <LeadField key={field} id={`${id}-${field}`} label={label} error={lead.errors[field]}>
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
          ))}
        </div>
        <div className="dialog__foot lead-form__actions">
          <DialogClose type="button" className="button button--secondary">
            Cancel
          </DialogClose>
          <button type="submit" className="button button--primary" disabled={lead.pending}>
            {apiContactSubmitLabel(lead.pending)}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
