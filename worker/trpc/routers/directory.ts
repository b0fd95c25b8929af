/** @module directory.*: the Verified Visa Fees directory and each destination's full list of records. */
import { directoryListInputSchema, directoryOptionsInputSchema } from "../../../shared/schemas/directory";
import { loadDirectory, loadDirectoryOptions } from "../../services/directory";
import { publicProcedure, router } from "../init";

export const directoryRouter = router({
  /**
   * The directory for a passport `{ passport, cards, ratesAsOn, ratesOn, ratesNote, localCurrency }` (issue #45): one
   * card per destination with a fee record that applies to the passport by the check's rule, sorted by country name;
   * each card `{ country: { code, name, flagEmoji }, requirement, featured, from, verifiedCount, optionCount }`.
   * `featured` is the check's headline for the pair (a tourist's cheapest single-entry fee in force and open to every
   * holder, "from" when others cost more), an eTA pair's eTA, else the best record in force, with what the card shows:
   * native fee, USD and the visitor's currency (`localCurrency`, from the request's country; none for a visitor whose
   * currency is USD) rounded to whole units through the rate table of `ratesOn` (the rates' dates, naming a currency
   * converted at a rate of another date), subtype, processing in calendar days, e-Visa, source, checked date and apply
   * link. Records only: no estimates. The full list is `directory.options`.
   * Input: nothing, or `{ passport?, search? }`: the passport (ISO 3166-1 alpha-2; India's when absent) and a search
   * (trimmed, at most 100 characters) keeping the cards whose country name contains it, case-insensitively.
   * Errors: BAD_REQUEST for a longer search or a malformed code; NOT_FOUND "Country not found" for a passport
   * outside the data. Source: the fee datasets (data/visa-fees) and requirements, seeded into D1.
   */
  list: publicProcedure
    .input(directoryListInputSchema)
    .query(({ ctx, input }) => loadDirectory(ctx.db, ctx.today, ctx.currency, input.passport, input.search)),

  /**
   * Every fee record of one destination that applies to a passport, for 'All Visa Options for {country}':
   * `{ country: { code, name, flagEmoji }, passport, options, ratesAsOn, ratesOn, ratesNote }`, the records in source
   * order, priced (native fee, USD and the visitor's currency in whole units through the rate table; processing and
   * validity in calendar days; requirements; source, checked date and Verified by decision 14; "Sources disagree" where
   * the pair's requirement names another document).
   * Input: `{ country, passport? }`, ISO 3166-1 alpha-2 codes (India's passport when absent). Errors: BAD_REQUEST
   * "Enter a two-letter country code."; NOT_FOUND "No fee records for this country" when the directory has no card
   * for it, "Country not found" for a passport outside the data.
   * Source: the fee dataset (data/visa-fees), seeded into D1.
   */
  options: publicProcedure
    .input(directoryOptionsInputSchema)
    .query(({ ctx, input }) => loadDirectoryOptions(ctx.db, ctx.today, ctx.currency, input.passport, input.country)),
});
