/**
 * @module leads.*: the three lead forms (spec: Visa Consultation, Contact for API dialog; decision 8: contact
 * page). Each input is re-validated with the shared zod schema, whatever the browser checked, then stored within
 * the client's rate limit (worker/services/leads.ts).
 */
import { TRPCError } from "@trpc/server";
import { COUNTRY_NOT_FOUND_MESSAGE } from "../../../shared/messages";
import { apiContactInputSchema, contactMessageInputSchema } from "../../../shared/schemas/leads";
import { consultationInputSchema } from "../../../shared/schemas/leads-consultation";
import { countryNameOf } from "../../db/queries/countries";
import { withD1Retry } from "../../db/retry";
import { storeLead } from "../../services/leads";
import { toTrpcError } from "../errors";
import { publicProcedure, router } from "../init";

/** What every lead mutation answers: the stored row's id (the same id when a retry replays a stored key). */
export interface LeadReceipt {
  id: string;
}

/** Runs a store and answers its receipt (the id only); any failure becomes the client-safe tRPC error. */
async function receiptOf(store: () => Promise<{ id: string }>): Promise<LeadReceipt> {
  try {
    const { id } = await store();
    return { id };
  } catch (error) {
    throw toTrpcError(error);
  }
}

export const leadsRouter = router({
  /**
   * Stores a consultation request `{ idempotencyKey, origin, destination, name, phone }` (consultationInputSchema:
   * ISO 3166-1 alpha-2 codes, the spec's name sanitiser and messages, the origin country's phone digits) as
   * name, number (digits only), origin code, destination code and name. Answers `{ id }`.
   * Limit (spec section 9): 5 per 60 minutes and 30 s apart per client.
   * Errors: BAD_REQUEST with the rule's message (data.zodIssues per field); NOT_FOUND "Country not found" for a
   * destination outside the data; TOO_MANY_REQUESTS with 'Too many requests. Please try again in {n} seconds.' or
   * 'Please wait {n} seconds before making another request.' (data.retryAfterSeconds, Retry-After header);
   * CONFLICT for an idempotency key of another client; INTERNAL_SERVER_ERROR (generic message) when D1 fails
   * after retries, in which case nothing was stored.
   */
  consultation: publicProcedure.input(consultationInputSchema).mutation(({ ctx, input }) =>
    receiptOf(async () => {
      const destinationName = await withD1Retry(() => countryNameOf(ctx.db, input.destination));
      if (!destinationName) throw new TRPCError({ code: "NOT_FOUND", message: COUNTRY_NOT_FOUND_MESSAGE });
      return storeLead(ctx, "consultation", input.idempotencyKey, {
        name: input.name,
        number: input.phone,
        originCode: input.origin,
        destinationCode: input.destination,
        destinationName,
      });
    }),
  ),
  /**
   * Stores a Contact for API request `{ idempotencyKey, name, companyName, mobileNumber, email }`
   * (apiContactInputSchema: trimmed name and company, mobile 10–12 digits only, e-mail trimmed and lower-cased).
   * Answers `{ id }`. Limit: the API_CONTACT_* vars. Errors as for `consultation` (no NOT_FOUND).
   */
  apiContact: publicProcedure.input(apiContactInputSchema).mutation(({ ctx, input }) =>
    receiptOf(() =>
      storeLead(ctx, "api-contact", input.idempotencyKey, {
        name: input.name,
        companyName: input.companyName,
        mobileNumber: input.mobileNumber,
        email: input.email,
      }),
    ),
  ),
  /**
   * Stores a contact page message `{ idempotencyKey, name, email, subject, message }` (contactMessageInputSchema).
   * Answers `{ id }`. Limit: the CONTACT_* vars. Errors as for `apiContact`.
   */
  contact: publicProcedure.input(contactMessageInputSchema).mutation(({ ctx, input }) =>
    receiptOf(() =>
      storeLead(ctx, "contact", input.idempotencyKey, {
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
      }),
    ),
  ),
});
