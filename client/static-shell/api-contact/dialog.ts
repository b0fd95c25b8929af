/**
 * @module The Contact for API dialog on a static page (spec: Contact for API dialog, sections 4, 5 and 8), on the
 * platform's modal `<dialog>` (../modal.ts): the app's fields, texts, rules, submission lifecycle and toast queue
 * (features/leads/api-contact-texts.ts, api-contact-form.ts, lead-submission.ts, shared/schemas/leads.ts). Invalid
 * fields show their messages and the 'Validation Error' toast and take focus; Submit reads 'Submitting...' and is
 * disabled while saving; a stored request closes the dialog with 'Request Submitted'; a refused or failed one keeps
 * it open with the error toast. One idempotency key covers one set of values, as in the app. The call goes through
 * trpc-wire.ts's `trpcMutate` rather than the tRPC client, which would take 5.5 of the static pages' 20 KiB.
 * Loaded when a visitor points at, focuses or clicks the trigger (features/leads/api-contact-trigger.ts).
 */
import { apiContactInputSchema } from "../../../shared/schemas/leads";
import { apiContactSubmitLabel, apiContactValue, finishApiContact } from "../../features/leads/api-contact-form";
import {
  API_CONTACT_DESCRIPTION,
  API_CONTACT_FAILURE_TEXTS,
  API_CONTACT_FIELDS,
  API_CONTACT_TITLE,
  type ApiContactField,
} from "../../features/leads/api-contact-texts";
import { leadSubmissions } from "../../features/leads/lead-submission";
import type { inferRouterInputs } from "@trpc/server";
import type { AppRouter } from "../../trpc-client";
import { trpcMutate } from "../../trpc-wire";
import { add, element } from "../dom";
import { dialogHead, showModal } from "../modal";
import { showToasts } from "../toasts";

/** The procedure's input type, checked against the router at compile time. */
type ApiContactInput = inferRouterInputs<AppRouter>["leads"]["apiContact"];

/** One field's row: label with the required mark, input, and the place of its message. */
function fieldRow(spec: (typeof API_CONTACT_FIELDS)[number]) {
  const id = `api-contact-${spec.field}`;
  const label = element("label", "field__label", `${spec.label} `);
  label.htmlFor = id;
  const mark = element("span", "lead-field__required", "*");
  mark.setAttribute("aria-hidden", "true");
  add(label, mark);
  const input = element("input", "input");
  Object.assign(input, { id, name: spec.field, type: spec.type, autocomplete: spec.autoComplete, maxLength: spec.maxLength, required: true });
  if (spec.inputMode) input.inputMode = spec.inputMode;
  const message = element("p", "lead-field__error");
  message.id = `${id}-error`;
  message.hidden = true;
  const row = element("div", "lead-field");
  add(row, label, input, message);
  const setError = (text: string | undefined) => {
    message.hidden = !text;
    message.textContent = text ?? "";
    if (text) {
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", message.id);
    } else {
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
    }
  };
  return { row, input, setError };
}

/**
 * Opens the dialog; `opener` gets focus back and `onClose` runs when it closes (Cancel, Escape, a click outside,
 * or a stored request).
 */
export function openApiContactDialog(opener: HTMLElement | null, onClose: () => void): void {
  showToasts();
  const dialog = element("dialog", "dialog api-dialog");
  const head = dialogHead(dialog, "api-contact", API_CONTACT_TITLE, API_CONTACT_DESCRIPTION);
  const form = element("form", "lead-form api-dialog__form");
  form.noValidate = true;
  const body = element("div", "dialog__body");
  const rows = new Map(API_CONTACT_FIELDS.map((spec) => [spec.field, fieldRow(spec)]));
  const cancel = element("button", "button button--secondary", "Cancel");
  cancel.type = "button";
  cancel.addEventListener("click", () => dialog.close());
  const submit = element("button", "button button--primary", apiContactSubmitLabel(false));
  submit.type = "submit";
  const foot = element("div", "dialog__foot lead-form__actions");
  add(foot, cancel, submit);
  add(form, body, foot);
  add(dialog, head, form);

  const setPending = (pending: boolean) => {
    submit.disabled = pending;
    submit.textContent = apiContactSubmitLabel(pending);
  };
  const lead = leadSubmissions<ApiContactInput>({
    schema: () => apiContactInputSchema,
    mutate: async (input) => {
      setPending(true);
      try {
        await trpcMutate("leads.apiContact", input);
      } finally {
        setPending(false);
      }
    },
    texts: API_CONTACT_FAILURE_TEXTS,
    fields: (messages) => {
      for (const [field, { setError }] of rows) setError(messages[field]);
    },
  });
  for (const [field, { row, input, setError }] of rows) {
    add(body, row);
    input.addEventListener("input", () => {
      // Assigned only when it changes: an assignment moves the caret to the end.
      const kept = apiContactValue(field, input.value);
      if (kept !== input.value) input.value = kept;
      setError(undefined);
      lead.edited();
    });
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    const values: Record<string, string> = {};
    for (const [field, { input }] of rows) values[field satisfies ApiContactField] = input.value;
    void lead.submit(values).then((result) => {
      finishApiContact(result, () => dialog.close());
      if (result.status === "invalid") form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
    });
  });
  dialog.addEventListener("close", onClose);
  showModal(dialog, opener);
}
