/** @module site.*: facts about the site's own data, for attribution. */
import { listDatasets } from "../../db/queries/datasets";
import { noInputSchema } from "../../../shared/schemas/common";
import { heroInputSchema } from "../../../shared/schemas/site";
import { loadHeroSlides } from "../../services/hero";
import { publicProcedure, router } from "../init";

export const siteRouter = router({
  /**
   * Attribution of every seeded dataset: `{ id, attribution, sourceUrl, licence, asOn }[]` (asOn: YYYY-MM-DD).
   * Source: the SOURCE.md of each folder of data/, recorded by the seed.
   */
  attributions: publicProcedure.input(noInputSchema).query(({ ctx }) => listDatasets(ctx.db)),
  /**
   * The home carousel's six slides `{ city, destination, passport, fee, detail }[]` for `{ passport? }` (ISO 3166-1
   * alpha-2; India's when absent): each city checked for that passport as the visa check does it on the request's day
   * (fees in USD at the current rates). India's are the spec's six cities (decision 15); another passport's are the
   * first six of shared/visa/hero.ts' candidates whose check shows a fee on record (decision 17), then the spec's
   * cities. Errors: BAD_REQUEST for a malformed code; NOT_FOUND "Country not found" for a code outside the data.
   * Source: the requirement data, corrections and fee records in D1.
   */
  hero: publicProcedure.input(heroInputSchema).query(({ ctx, input }) => loadHeroSlides(ctx.db, ctx.today, input.passport)),
});
