/** @module visaFree.*: the No Visa Countries finder for any passport in the data (decision 2). */
import { visaFreeInputSchema } from "../../../shared/schemas/visa-free";
import { loadVisaFreeList } from "../../services/visa-free";
import { publicProcedure, router } from "../init";

export const visaFreeRouter = router({
  /**
   * The finder for `{ passport }` (ISO 3166-1 alpha-2, any case): `{ passport, noVisa, authorisation, removed,
   * authorisationNote, ratesNote }`. `noVisa` is the spec's list (visa free or visa on arrival, Visa Free first then by
   * name), `authorisation` the e-Visa and eTA destinations, `removed` the destinations a dated correction took off both
   * lists. Each card: code, name, flagEmoji, region, badge, maxStayDays (days, null unless above 0) and the
   * correction in force on the request's day (effectiveOn, checkedOn, source, sourceUrl) or null. An e-Visa or eTA card
   * also has `fee` (issue #45): the check's tourist headline for the pair, `{ amount, source, sourceUrl, dates }`, its
   * amount as charged, in USD and in the visitor's currency (from the request's country, decision 17), or null when
   * no record applies; `ratesNote` says the rates behind those conversions (null when no card shows a fee).
   * Source: Passport Index dataset plus corrections.v2.json and the data desk (data/desk/), and the fee records and
   * rates, seeded into D1.
   * Errors: BAD_REQUEST for a malformed code; NOT_FOUND "Country not found" for a code outside the data.
   */
  list: publicProcedure.input(visaFreeInputSchema).query(({ ctx, input }) => loadVisaFreeList(ctx.db, input.passport, ctx.today, ctx.currency)),
});
