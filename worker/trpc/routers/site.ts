/** @module site.*: facts about the site's own data, for attribution. */
import { listDatasets } from "../../db/queries/datasets";
import { noInputSchema } from "../../../shared/schemas/common";
import { publicProcedure, router } from "../init";

export const siteRouter = router({
  /**
   * Attribution of every seeded dataset: `{ id, attribution, sourceUrl, licence, asOn }[]` (asOn: YYYY-MM-DD).
   * Source: the SOURCE.md of each folder of data/, recorded by the seed.
   */
  attributions: publicProcedure.input(noInputSchema).query(({ ctx }) => listDatasets(ctx.db)),
});
