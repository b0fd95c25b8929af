/** @module trip.*: the trip planner (issue #36): one itinerary's every stop and connection, the Schengen count, the total and the dates to apply by. */
import { tripInputSchema } from "../../../shared/schemas/trip";
import { loadTripPage } from "../../services/trip";
import { publicProcedure, router } from "../init";

export const tripRouter = router({
  /**
   * `{ passport?, holds?, stops?, to?, schengen? }` (the URL's text: passport "IN" or "IN,GB"; holds "us-visa,uk-visa";
   * stops "country~arrive~depart~kind,…" with kind s, a or l; to: a country to begin a plan with; schengen:
   * "entry~exit,…", the Schengen calculator's stays to begin one with) → `{ reading, view, countries }`: the values
   * read with a message per bad field (never an error for them), the plan's answer as JSON (shared/trip/view.ts) when
   * every value is sound, else null, and the countries to choose from. Fees in USD and the visitor's currency, and
   * the passport a plan starts with when the input names none, from the request's country (decisions 3 and 17).
   * Sources: the visa check's data, the concessions (exemptions/in-exemptions.json), data/transit/in-transit-rules.json.
   */
  plan: publicProcedure.input(tripInputSchema).query(({ ctx, input }) => loadTripPage(ctx.db, ctx.today, ctx.currency, input, ctx.country)),
});
