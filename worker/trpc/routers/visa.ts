/** @module visa.*: the visa check for a passport → destination pair. */
import { visaCheckInputSchema } from "../../../shared/schemas/visa";
import { loadVisaCheck } from "../../services/visa-check";
import { publicProcedure, router } from "../init";

export const visaRouter = router({
  /**
   * The requirement card, the fee options that apply to the passport (decision 17, shared/fees/resolve.ts; "coming-soon"
   * with what is known where none applies) and
   * provenance for `{ passport, destination, visaType? }` (ISO 3166-1 alpha-2 codes; visaType defaults to tourist).
   * Amounts: native currency plus USD and the visitor's currency (from the request's country, decision 17; none beside
   * USD for a visitor whose currency is USD) through the dated rate table, with the rates' dates; days are calendar days.
   * Errors: BAD_REQUEST for malformed codes or equal countries (message "Origin and destination countries
   * cannot be the same."), NOT_FOUND "Country not found" for codes outside the data.
   */
  check: publicProcedure
    .input(visaCheckInputSchema)
    .query(({ ctx, input }) => loadVisaCheck(ctx.db, { ...input, today: ctx.today, currency: ctx.currency })),
});
