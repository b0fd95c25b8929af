/**
 * @module The Contact for API form's rules (spec: Contact for API dialog, sections 4, 5 and 8), one source for its two
 * builds: the app's Radix dialog (api-contact-dialog.tsx) and the static pages' platform dialog
 * (static-shell/api-contact/dialog.ts), which draw the same fields and texts (api-contact-texts.ts) and submit
 * through the same lifecycle (lead-submission.ts). No framework, no DOM (tests/unit/leads/lead-submission.test.ts).
 */
import { mobileInput } from "../../../shared/leads/fields";
import { VALIDATION_ERROR_MESSAGE, VALIDATION_ERROR_TITLE } from "../../../shared/messages";
import { toast } from "../../components/toast-store";
import { API_CONTACT_SUBMITTED, type ApiContactField } from "./api-contact-texts";
import type { LeadSubmission } from "./lead-submission";

/**
 * What a field keeps of what was typed: the mobile number digits only, at most 12 (spec), the others as typed.
 * @example apiContactValue("mobileNumber", "+91 98765-43210") // "919876543210"
 */
export function apiContactValue(field: ApiContactField, typed: string): string {
  return field === "mobileNumber" ? mobileInput(typed) : typed;
}

/** The Submit button's text: 'Submitting...' while a request is being saved (the button is then disabled). */
export function apiContactSubmitLabel(pending: boolean): string {
  return pending ? "Submitting..." : "Submit";
}

/**
 * What a finished submission shows: invalid values, the 'Validation Error' toast (the form then focuses the first
 * invalid field); a failed send, logged (spec section 8: its toast is the submission's own); a stored request closes
 * the dialog (`close`), then shows 'Request Submitted'.
 */
export function finishApiContact(result: LeadSubmission<unknown>, close: () => void): void {
  if (result.status === "invalid") {
    toast({ title: VALIDATION_ERROR_TITLE, description: VALIDATION_ERROR_MESSAGE, variant: "destructive" });
  } else if (result.status === "failed") {
    if (result.failure.kind === "failed" || result.failure.kind === "unexpected") console.error("API contact request failed", result.error);
  } else {
    close();
    toast(API_CONTACT_SUBMITTED);
  }
}
