/**
 * @module User-facing texts shown in several places (the Worker and the browser, or several forms), defined once so
 * they never drift apart (spec section 8, the error catalogue). Texts owned by a rule module (the lead field
 * messages, the rate limiter's) stay where they are.
 */

/**
 * Spec section 8, "Unexpected failure": what a visitor reads for any failure that is not theirs to fix (a D1
 * error, a bug, a missing secret). The Worker sends it instead of every internal error's own message, so no
 * SQL, stack or configuration detail reaches a client; the browser shows it for failed loads and submissions.
 * @example UNEXPECTED_ERROR_MESSAGE // "An unexpected error occurred. Please try again."
 */
export const UNEXPECTED_ERROR_MESSAGE = "An unexpected error occurred. Please try again.";

/**
 * Spec section 8, "Validation failure (API form)": the toast title when the Contact for API dialog, or the contact
 * page form (decision 8, same toast), refuses a submission over its fields; each field shows its message inline.
 * @example VALIDATION_ERROR_TITLE // "Validation Error"
 */
export const VALIDATION_ERROR_TITLE = "Validation Error";

/**
 * Spec section 8, "Validation failure (API form)": the description of that toast, pointing at the inline messages.
 * @example VALIDATION_ERROR_MESSAGE // "Please fix the errors below and try again."
 */
export const VALIDATION_ERROR_MESSAGE = "Please fix the errors below and try again.";

/**
 * Spec section 8, "Country missing from list": the title when a well-formed ISO 3166-1 alpha-2 code is not a
 * country of the data. The Worker answers tRPC NOT_FOUND with it (visa check, No Visa Countries finder,
 * consultation destination); the browser uses it as the alert's heading.
 * @example COUNTRY_NOT_FOUND_MESSAGE // "Country not found"
 */
export const COUNTRY_NOT_FOUND_MESSAGE = "Country not found";
