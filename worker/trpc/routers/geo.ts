/** @module geo.*: the visitor's country as the edge sees it. */
import { noInputSchema } from "../../../shared/schemas/common";
import { publicProcedure, router } from "../init";

export const geoRouter = router({
  /**
   * The visitor's country from `request.cf.country` (decision 3), `{ countryCode: string | null }`;
   * null when the edge gives no usable code (callers apply the page's fallback: US on home, IN elsewhere).
   */
  country: publicProcedure.input(noInputSchema).query(({ ctx }) => ({ countryCode: ctx.country })),
});
