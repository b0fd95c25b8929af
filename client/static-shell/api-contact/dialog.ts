/**
 * @module The Contact for API dialog on a static page (spec: Contact for API dialog, sections 4, 5 and 8), on the
 * platform's modal `<dialog>` (../modal.ts): the app's fields, texts, rules and toasts (api-contact-texts.ts,
 * shared/schemas/leads.ts, lead-submit.ts). Invalid fields show their messages
 * and the 'Validation Error' toast and take focus; Submit reads 'Submitting...' and is disabled while saving; a
 * stored request closes the dialog with 'Request Submitted'; a refused or failed one keeps it open with the error
 * toast. One idempotency key covers one set of values, as in the app (use-lead-form.ts). The call goes through
 * trpc-wire.ts's `trpcMutate` rather than the tRPC client, which would take 5.5 of the static pages' 20 KiB.
 * Loaded when a visitor points at, focuses or clicks the trigger (trigger.ts).
 */
import { mobileInput } from "../../../shared/leads/fields";
import { firstMessagePerField } from "../../../shared/leads/field-issues";
import { VALIDATION_ERROR_MESSAGE, VALIDATION_ERROR_TITLE } from "../../../shared/messages";
import { apiContactInputSchema } from "../../../shared/schemas/leads";
import {
  API_CONTACT_DESCRIPTION,
  API_CONTACT_FAILURE_TEXTS,
  API_CONTACT_FIELDS,
  API_CONTACT_SUBMITTED,
  API_CONTACT_TITLE,
  type ApiContactField,
} from "../../features/leads/api-contact-texts";
import { failureToast, newIdempotencyKey, readLeadError } from "../../features/leads/lead-submit";
import type { inferRouterInputs } from "@trpc/server";
import type { AppRouter } from "../../trpc-client";
import { trpcMutate } from "../../trpc-wire";
import { add, element } from "../dom";
import { dialogHead, showModal } from "../modal";
import { showToast } from "../toasts";

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
  const dialog = element("dialog", "dialog api-dialog");
  const head = dialogHead(dialog, "api-contact", API_CONTACT_TITLE, API_CONTACT_DESCRIPTION);

  const form = element("form", "lead-form api-dialog__form");
  form.noValidate = true;
  const body = element("div", "dialog__body");
  const rows = new Map(API_CONTACT_FIELDS.map((spec) => [spec.field, fieldRow(spec)]));
  // The key of the values being sent: kept for retries of the same values, dropped once one changes.
  let idempotencyKey: string | null = null;
  for (const [field, { row, input, setError }] of rows) {
    add(body, row);
    input.addEventListener("input", () => {
      // Spec: the mobile number keeps digits only, at most 12, while typing.
      if (field === "mobileNumber") input.value = mobileInput(input.value);
      setError(undefined);
      idempotencyKey = null;
    });
  }
  const cancel = element("button", "button button--secondary", "Cancel");
  cancel.type = "button";
  cancel.addEventListener("click", () => dialog.close());
  const submit = element("button", "button button--primary", "Submit");
  submit.type = "submit";
  const foot = element("div", "dialog__foot lead-form__actions");
  add(foot, cancel, submit);
  add(form, body, foot);
  add(dialog, head, form);

  const showErrors = (fields: Record<string, string>) => {
    for (const [field, { setError }] of rows) setError(fields[field]);
  };
  const setPending = (pending: boolean) => {
    submit.disabled = pending;
    submit.textContent = pending ? "Submitting..." : "Submit";
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    idempotencyKey ??= newIdempotencyKey();
    const values: Record<string, string> = { idempotencyKey };
    for (const [field, { input }] of rows) values[field satisfies ApiContactField] = input.value;
    const parsed = apiContactInputSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(firstMessagePerField(parsed.error.issues));
      showToast({ title: VALIDATION_ERROR_TITLE, description: VALIDATION_ERROR_MESSAGE, variant: "destructive" });
      form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
      return;
    }
    setPending(true);
    const input: ApiContactInput = parsed.data;
    trpcMutate("leads.apiContact", input)
      .then(() => {
        idempotencyKey = null;
        dialog.close();
        showToast(API_CONTACT_SUBMITTED);
      })
      .catch((error: unknown) => {
        const failure = readLeadError(error);
        if (failure.kind === "invalid") showErrors(failure.fields);
        // Spec section 8: a failed API request is also logged.
        if (failure.kind === "failed" || failure.kind === "unexpected") console.error("API contact request failed", error);
        showToast(failureToast(failure, API_CONTACT_FAILURE_TEXTS));
      })
      .finally(() => setPending(false));
  });
  dialog.addEventListener("close", onClose);
  showModal(dialog, opener);
}
