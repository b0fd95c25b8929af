/**
 * @module The Contact for API dialog's texts and fields (spec: Contact for API dialog, sections 4, 5 and 8), one
 * source for its two builds: the app's Radix dialog (api-contact-dialog.tsx) and the static pages' platform dialog
 * (static-shell/api-contact/dialog.ts). React-free.
 */
import { VALIDATION_ERROR_MESSAGE, VALIDATION_ERROR_TITLE } from "../../../shared/messages";
import type { LeadFailureTexts } from "./lead-submit";

/** The dialog's fields, in order. */
export type ApiContactField = "name" | "companyName" | "mobileNumber" | "email";

export const API_CONTACT_TITLE = "Contact for API";
export const API_CONTACT_DESCRIPTION = "Tell us about your company and we will get back to you about access to our visa data API.";

const SUBMIT_FAILED = "Failed to submit request. Please try again.";

/** Its failure toasts (spec section 8). */
export const API_CONTACT_FAILURE_TEXTS: LeadFailureTexts = {
  invalid: () => ({ title: VALIDATION_ERROR_TITLE, description: VALIDATION_ERROR_MESSAGE }),
  saveFailed: SUBMIT_FAILED,
  unexpected: SUBMIT_FAILED,
};

/** The toast of a stored request. */
export const API_CONTACT_SUBMITTED = { title: "Request Submitted", description: "Thank you! We'll contact you soon regarding API access." };

/** Every field empty: the dialog's start, and its state after a stored request. */
export const API_CONTACT_EMPTY: Record<ApiContactField, string> = { name: "", companyName: "", mobileNumber: "", email: "" };

/** Each field's label and input attributes; `maxLength` in characters (the rules in shared/leads/fields.ts). */
export const API_CONTACT_FIELDS: {
  field: ApiContactField;
  label: string;
  type: string;
  autoComplete: string;
  inputMode?: "numeric" | "email";
  maxLength: number;
}[] = [
  { field: "name", label: "Name", type: "text", autoComplete: "name", maxLength: 100 },
  { field: "companyName", label: "Company name", type: "text", autoComplete: "organization", maxLength: 100 },
  { field: "mobileNumber", label: "Mobile number", type: "tel", autoComplete: "tel", inputMode: "numeric", maxLength: 12 },
  { field: "email", label: "Email", type: "email", autoComplete: "email", inputMode: "email", maxLength: 254 },
];
