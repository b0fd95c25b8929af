/** @module editorial.*: the data the guide pages quote, read from D1 so copy and data never disagree. */
import { noInputSchema } from "../../../shared/schemas/common";
import { editorialFeesInputSchema } from "../../../shared/schemas/editorial";
import { loadEditorialFacts, loadEditorialFees } from "../../services/editorial";
import { publicProcedure, router } from "../init";

export const editorialRouter = router({
  /**
   * Counts quoted by the guides (decision 7): `{ passportsAnalysed, countriesListed, feeDestinations, feeRecords,
   * india: { visaFree, visaOnArrival, eVisa, eta }, requirementsAsOn, today }`. India's counts are destinations
   * (India itself excluded) by the requirement in force today: the Passport Index dataset with its dated
   * corrections; visa-free includes destinations with a day count or "visa free"; e-Visa and eTA are apart.
   */
  facts: publicProcedure.input(noInputSchema).query(({ ctx }) => loadEditorialFacts(ctx.db, ctx.today)),
  /**
   * Fee records for Indian passports at the given destinations, as a guide quotes them: `{ ratesAsOn, ratesOn,
   * records }`, each record with id, destination, visaType, subtype, `amount` in major units of `currency` as the
   * authority charges it (0 = free), `local` (whole units of `localCurrency`, the visitor's from the request's country,
   * null without a rate; `ratesOn` says the rates' dates and names a currency converted at a rate of another date),
   * processing days, source and its page, `verified` (decision 14: official page and date cited) and checkedOn.
   */
  fees: publicProcedure
    .input(editorialFeesInputSchema)
    .query(({ ctx, input }) => loadEditorialFees(ctx.db, input.destinations, ctx.today, ctx.currency)),
});
