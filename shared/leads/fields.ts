/**
 * @module Field rules of the Contact for API form (spec section 5) and the contact page form (decision 8):
 * plain functions returning the cleaned value or the one message to show. The zod schemas in
 * shared/schemas/leads.ts wrap them, so the browser and the Worker apply the same rules.
 */
import type { RuleResult } from "./name";

/** Mobile number of the API form: 10 to 12 digits (spec section 9). */
export const MOBILE_MIN_DIGITS = 10;
export const MOBILE_MAX_DIGITS = 12;
/** Longest e-mail address accepted (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest name and company name on the API form, and subject on the contact form (characters, after trimming). */
export const SHORT_TEXT_MAX_LENGTH = 100;
/** Contact form message bounds (characters, after trimming). */
export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 5000;

/** The spec's API form messages (section 5), then the contact form's. */
export const FIELD_MESSAGES = {
  nameRequired: "Name is required",
  nameTooLong: `Name must be at most ${SHORT_TEXT_MAX_LENGTH} characters long`,
  companyRequired: "Company name is required",
  companyTooLong: `Company name must be at most ${SHORT_TEXT_MAX_LENGTH} characters long`,
  mobileRequired: "Mobile number is required",
  mobileTooShort: "Mobile number should be at least 10 digits",
  mobileTooLong: "Mobile number should not exceed 12 digits",
  mobileNotDigits: "Mobile number should contain only digits",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  subjectRequired: "Subject is required",
  subjectTooLong: `Subject must be at most ${SHORT_TEXT_MAX_LENGTH} characters long`,
  messageRequired: "Message is required",
  messageTooShort: `Message must be at least ${MESSAGE_MIN_LENGTH} characters long`,
  messageTooLong: `Message must be at most ${MESSAGE_MAX_LENGTH} characters long`,
} as const;

// Control characters other than tab and newline, and invisible format characters used to hide or reorder text.
const CONTROL_EXCEPT_NEWLINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;
const CONTROL_ALL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;

/**
 * Sanitises free text: NFC, control and invisible format characters removed (newlines kept when `multiline`,
 * CRLF becoming LF), surrounding space trimmed. Markup is kept as typed: it is always rendered as text.
 * @example cleanText(" Acme\u0000 Ltd ") // "Acme Ltd"
 */
export function cleanText(raw: string, multiline = false): string {
  const text = raw.normalize("NFC").replace(/\r\n?/g, "\n");
  return (multiline ? text.replace(CONTROL_EXCEPT_NEWLINE, "") : text.replace(CONTROL_ALL, " ").replace(/\s+/g, " ")).trim();
}

function required(raw: string, messages: { required: string; tooLong: string }, max = SHORT_TEXT_MAX_LENGTH): RuleResult<string> {
  const value = cleanText(raw);
  if (!value) return { ok: false, message: messages.required };
  if (value.length > max) return { ok: false, message: messages.tooLong };
  return { ok: true, value };
}

/** API form name: trimmed, non-empty ('Name is required'), at most 100 characters. @example validateApiName(" Ravi ") // { ok: true, value: "Ravi" } */
export function validateApiName(raw: string): RuleResult<string> {
  return required(raw, { required: FIELD_MESSAGES.nameRequired, tooLong: FIELD_MESSAGES.nameTooLong });
}

/** API form company name: trimmed, non-empty ('Company name is required'), at most 100 characters. */
export function validateCompanyName(raw: string): RuleResult<string> {
  return required(raw, { required: FIELD_MESSAGES.companyRequired, tooLong: FIELD_MESSAGES.companyTooLong });
}

/**
 * Keeps what the mobile field may hold while typing (spec: non-digits stripped, at most 12 digits).
 * @example mobileInput("+91 98765-43210") // "919876543210"
 */
export function mobileInput(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, MOBILE_MAX_DIGITS);
}

/**
 * API form mobile number (spec section 5): empty → 'Mobile number is required'; any non-digit (besides
 * surrounding space) → 'Mobile number should contain only digits'; under 10 → 'at least 10 digits';
 * over 12 → 'should not exceed 12 digits'. The browser strips non-digits while typing; the Worker refuses them.
 * @example validateMobile("9876543210") // { ok: true, value: "9876543210" }
 */
export function validateMobile(raw: string): RuleResult<string> {
  const value = raw.trim();
  if (!value) return { ok: false, message: FIELD_MESSAGES.mobileRequired };
  if (/\D/.test(value)) return { ok: false, message: FIELD_MESSAGES.mobileNotDigits };
  if (value.length < MOBILE_MIN_DIGITS) return { ok: false, message: FIELD_MESSAGES.mobileTooShort };
  if (value.length > MOBILE_MAX_DIGITS) return { ok: false, message: FIELD_MESSAGES.mobileTooLong };
  return { ok: true, value };
}

// A simple address form: something@something.tld, no spaces, a single @.
// local@domain.tld: the local part in RFC 5322's atext (letters and their marks of any script allowed, RFC 6531),
// the domain labels letters, marks, digits and hyphens. Anything else (`a@b.com>`, `"a"@b.com`, `a@[1.2.3.4]`) is refused (issue #31).
const EMAIL = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~.-]+@(?:[\p{L}\p{N}][\p{L}\p{M}\p{N}-]*\.)+[\p{L}\p{N}][\p{L}\p{M}\p{N}-]*$/u;

/**
 * E-mail (spec section 5): trimmed and lower-cased; empty → 'Email is required'; it must match a simple
 * `local@domain.tld` form with no '..' and not start or end with '.', at most 254 characters; else
 * 'Please enter a valid email address'.
 * @example validateEmail(" Ravi@Example.COM ") // { ok: true, value: "ravi@example.com" }
 */
export function validateEmail(raw: string): RuleResult<string> {
  const value = raw.trim().toLowerCase();
  if (!value) return { ok: false, message: FIELD_MESSAGES.emailRequired };
  const valid = value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value) && !value.includes("..") && !value.startsWith(".") && !value.endsWith(".");
  return valid ? { ok: true, value } : { ok: false, message: FIELD_MESSAGES.emailInvalid };
}

/** Contact form subject: trimmed, non-empty ('Subject is required'), at most 100 characters. */
export function validateSubject(raw: string): RuleResult<string> {
  return required(raw, { required: FIELD_MESSAGES.subjectRequired, tooLong: FIELD_MESSAGES.subjectTooLong });
}

/** Contact form message: control characters removed (newlines kept), trimmed, 10 to 5,000 characters. */
export function validateMessage(raw: string): RuleResult<string> {
  const value = cleanText(raw, true);
  if (!value) return { ok: false, message: FIELD_MESSAGES.messageRequired };
  if (value.length < MESSAGE_MIN_LENGTH) return { ok: false, message: FIELD_MESSAGES.messageTooShort };
  if (value.length > MESSAGE_MAX_LENGTH) return { ok: false, message: FIELD_MESSAGES.messageTooLong };
  return { ok: true, value };
}
