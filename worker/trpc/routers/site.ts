/** @module site.*: facts about the site's own data, for attribution. */
import { listDatasets } from "../../db/queries/datasets";
import { noInputSchema } from "../../../shared/schemas/common";
import { loadHeroSlides } from "../../services/hero";
import { publicProcedure, router } from "../init";

export const siteRouter = router({
  /**
   * Attribution of every seeded dataset: `{ id, attribution, sourceUrl, licence, asOn }[]` (asOn: YYYY-MM-DD).
   * Source: the SOURCE.md of each folder of data/, recorded by the seed.
   */
  attributions: publicProcedure.input(noInputSchema).query(({ ctx }) => listDatasets(ctx.db)),
  /**
   * The home carousel's six slides `{ city, destination, fee, detail }[]` (decision 15): each city checked for an
   * Indian passport as the visa check does it on the request's day (fees in USD at the current rates).
   * Source: the requirement data, corrections and fee records in D1.
   */
  hero: publicProcedure.input(noInputSchema).query(({ ctx }) => loadHeroSlides(ctx.db, ctx.today)),
});
