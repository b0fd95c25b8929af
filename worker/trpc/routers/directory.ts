/** @module directory.*: the Verified Visa Fees directory. */
import { buildDirectory } from "../../../shared/directory/card";
import { filterDirectory } from "../../../shared/directory/search";
import { directoryListInputSchema } from "../../../shared/schemas/directory";
import { loadDirectoryData } from "../../db/queries/directory";
import { publicProcedure, router } from "../init";

export const directoryRouter = router({
  /**
   * The directory `{ cards, ratesAsOn }`: one card per destination with fee records (Indian passports),
   * sorted by country name; each card `{ country: { code, name, flagEmoji }, options, featuredIndex,
   * verifiedCount, optionCount }` carries every record priced (native fee, USD and INR rounded to whole
   * units through the rate table dated `ratesAsOn`; processing and validity in calendar days), its featured
   * record the first verified (decision 14: cited source and date), else the first. Records only: no estimates.
   * Input: nothing, or `{ search? }` (trimmed, at most 100 characters) keeping the cards whose country name
   * contains it, case-insensitively. Errors: BAD_REQUEST for a longer search.
   * Source: the fee dataset (../shared/data/visa-fees), seeded into D1.
   */
  list: publicProcedure.input(directoryListInputSchema).query(async ({ ctx, input }) => {
    const directory = buildDirectory(await loadDirectoryData(ctx.db));
    return input?.search ? { ...directory, cards: filterDirectory(directory.cards, input.search) } : directory;
  }),
});
