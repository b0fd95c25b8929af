/**
 * @module leads.*: the three lead forms (spec: Visa Consultation, Contact for API dialog; decision 8: contact
 * page). Each input is re-validated with the shared zod schema, whatever the browser checked, then stored within
 * the client's rate limit (worker/leads/store.ts).
 */
import { apiContactInputSchema, contactMessageInputSchema } from "../../../shared/schemas/leads";
import { consultationInputSchema } from "../../../shared/schemas/leads-consultation";
import { submitApiContact, submitConsultation, submitContactMessage } from "../../leads/store";
import { publicProcedure, router } from "../init";

export const leadsRouter = router({
  /**
   * Stores a consultation request `{ idempotencyKey, origin, destination, name, phone }` (consultationInputSchema:
   * ISO 3166-1 alpha-2 codes, the spec's name sanitiser and messages, the origin country's phone digits) as
   * name, number (digits only), origin code, destination code and name. Answers `{ id }`.
   * Limit (spec section 9): 5 per 60 minutes and 30 s apart per client.
   * Errors: BAD_REQUEST with the rule's message (data.zodIssues per field; a missing field gets its required
   * message); NOT_FOUND "Country not found" for a destination outside the data; TOO_MANY_REQUESTS with
   * 'Too many requests. Please try again in {n} seconds.' or 'Please wait {n} seconds before making another
   * request.' (data.retryAfterSeconds, Retry-After header); CONFLICT for an idempotency key of another client;
   * INTERNAL_SERVER_ERROR (generic message) when D1 fails after retries, in which case nothing was stored.
   */
  consultation: publicProcedure.input(consultationInputSchema).mutation(({ ctx, input }) => submitConsultation(ctx, input)),
  /**
   * Stores a Contact for API request `{ idempotencyKey, name, companyName, mobileNumber, email }`
   * (apiContactInputSchema: trimmed name and company, mobile 10–12 digits only, e-mail trimmed and lower-cased).
   * Answers `{ id }`. Limit: the API_CONTACT_* vars. Errors as for `consultation` (no NOT_FOUND).
   */
  apiContact: publicProcedure.input(apiContactInputSchema).mutation(({ ctx, input }) => submitApiContact(ctx, input)),
  /**
   * Stores a contact page message `{ idempotencyKey, name, email, subject, message }` (contactMessageInputSchema).
   * Answers `{ id }`. Limit: the CONTACT_* vars. Errors as for `apiContact`.
   */
  contact: publicProcedure.input(contactMessageInputSchema).mutation(({ ctx, input }) => submitContactMessage(ctx, input)),
});
