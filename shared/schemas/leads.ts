/**
 * @module zod schemas of the Contact for API and contact page forms, and the pieces every lead schema shares
 * (the consultation's is in leads-consultation.ts, apart because it carries the phone metadata): the single
 * source of their rules, used by the browser for live messages and by the Worker as tRPC inputs, which re-checks
 * everything whatever the browser sent. Built on `zod/mini` (~5 KiB gzip) so the forms' chunks stay small.
 */
import * as z from "zod/mini";
import {
  FIELD_MESSAGES,
  validateApiName,
  validateCompanyName,
  validateEmail,
  validateMessage,
  validateMobile,
  validateSubject,
} from "../leads/fields";
import { firstMessagePerField, type FieldIssue } from "../leads/field-issues";
import { NAME_MESSAGES, validateName, type RuleResult } from "../leads/name";

/** Raw characters accepted in any field before its own rule runs (a bound on the work done per request). */
export const RAW_FIELD_MAX_LENGTH = 20_000;
/** Message of a field over RAW_FIELD_MAX_LENGTH. */
export const RAW_TOO_LONG_MESSAGE = "This field is too long.";
/** Message of a malformed idempotency key (clients generate it; visitors never see this). */
export const IDEMPOTENCY_KEY_MESSAGE = "Invalid submission key.";

/**
 * A string field checked by one of the shared rules (at most RAW_FIELD_MAX_LENGTH raw characters); its output is
 * the rule's cleaned value.
 * @param requiredMessage what a field that is absent or not text gets: the rule's own message for an empty
 *   field, so a client that leaves a field out reads what the browser shows for it left blank.
 * @example ruled(validateEmail, FIELD_MESSAGES.emailRequired)
 */
export function ruled(rule: (raw: string) => RuleResult<string>, requiredMessage: string) {
  return z.pipe(
    z.string({ error: requiredMessage }).check(z.maxLength(RAW_FIELD_MAX_LENGTH, RAW_TOO_LONG_MESSAGE)),
    z.transform((raw: string, ctx) => {
      const result = rule(raw);
      if (result.ok) return result.value;
      ctx.issues.push({ code: "custom", message: result.message, input: raw });
      return z.NEVER;
    }),
  );
}

/**
 * A client-generated key, unique per submission (a UUID, or 16–64 of [A-Za-z0-9_-]): a retried submission
 * with the same key stores one row.
 */
export const idempotencyKeySchema = z.string({ error: IDEMPOTENCY_KEY_MESSAGE }).check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, IDEMPOTENCY_KEY_MESSAGE));

/**
 * Input of `leads.apiContact`: `{ idempotencyKey, name, companyName, mobileNumber, email }` with the spec's
 * API form rules (shared/leads/fields.ts): name and company trimmed and required, mobile 10–12 digits only,
 * e-mail trimmed, lower-cased and of a simple valid form.
 */
export const apiContactInputSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  name: ruled(validateApiName, FIELD_MESSAGES.nameRequired),
  companyName: ruled(validateCompanyName, FIELD_MESSAGES.companyRequired),
  mobileNumber: ruled(validateMobile, FIELD_MESSAGES.mobileRequired),
  email: ruled(validateEmail, FIELD_MESSAGES.emailRequired),
});

export type ApiContactInput = z.output<typeof apiContactInputSchema>;

/**
 * Input of `leads.contact` (the contact page form, decision 8): `{ idempotencyKey, name, email, subject,
 * message }`. name: the consultation name rule; email: the API form's rule; subject 1–100 characters;
 * message 10–5,000 characters (newlines kept).
 */
export const contactMessageInputSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  name: ruled(validateName, NAME_MESSAGES.required),
  email: ruled(validateEmail, FIELD_MESSAGES.emailRequired),
  subject: ruled(validateSubject, FIELD_MESSAGES.subjectRequired),
  message: ruled(validateMessage, FIELD_MESSAGES.messageRequired),
});

export type ContactMessageInput = z.output<typeof contactMessageInputSchema>;

/**
 * The first message per field of a failed parse, keyed by the top-level field name, for inline messages.
 * @example fieldErrors(apiContactInputSchema.safeParse(form)) // { email: "Please enter a valid email address" }
 */
export function fieldErrors(result: { success: boolean; error?: { issues: readonly FieldIssue[] } }): Record<string, string> {
  return result.success || !result.error ? {} : firstMessagePerField(result.error.issues);
}
