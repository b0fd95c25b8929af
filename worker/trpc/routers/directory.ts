/** @module directory.*: the Verified Visa Fees directory and each destination's full list of records. */
import { directoryListInputSchema, directoryOptionsInputSchema } from "../../../shared/schemas/directory";
import { loadDirectory, loadDirectoryOptions } from "../../services/directory";
import { publicProcedure, router } from "../init";

export const directoryRouter = router({
  /**
   * The directory `{ cards, ratesAsOn, ratesOn, ratesNote, localCurrency }`: one card per destination with fee records,
   * sorted by country name; each card `{ country: { code, name, flagEmoji }, featured, verifiedCount,
   * optionCount }`. `featured` is the first verified record (decision 14: cited source and date), else the
   * first, with what the card shows: native fee, USD and the visitor's currency (`localCurrency`, from the request's
   * country; none for a visitor whose currency is USD) rounded to whole units through the rate table of `ratesOn`
   * (the rates' dates, naming a currency converted at a rate of another date), subtype, processing in calendar days,
   * e-Visa, source, checked date and apply link.
   * Records only: no estimates. The full list of a destination's records is `directory.options`.
   * Input: nothing, or `{ search? }` (trimmed, at most 100 characters) keeping the cards whose country name
   * contains it, case-insensitively. Errors: BAD_REQUEST for a longer search.
   * Source: the fee dataset (data/visa-fees), seeded into D1.
   */
  list: publicProcedure.input(directoryListInputSchema).query(({ ctx, input }) => loadDirectory(ctx.db, ctx.today, ctx.currency, input?.search)),

  /**
   * Every fee record of one destination for Indian passports, for 'All Visa Options for {country}':
   * `{ country: { code, name, flagEmoji }, options, ratesAsOn, ratesOn, ratesNote }`, the records in source order,
   * priced (native fee, USD and the visitor's currency in whole units through the rate table; processing and validity in
   * calendar days; requirements; source, checked date and Verified by decision 14).
   * Input: `{ country }`, an ISO 3166-1 alpha-2 code. Errors: BAD_REQUEST "Enter a two-letter country code.";
   * NOT_FOUND "No fee records for this country" when the directory has no card for it.
   * Source: the fee dataset (data/visa-fees), seeded into D1.
   */
  options: publicProcedure
    .input(directoryOptionsInputSchema)
    .query(({ ctx, input }) => loadDirectoryOptions(ctx.db, ctx.today, ctx.currency, input.country)),
});
