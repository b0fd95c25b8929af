/** @module passport.*: passport power computed from the requirement data (issue: passport power for every passport). */
import { loadPassportRanking } from "../../services/passport-power";
import { publicProcedure, router } from "../init";

export const passportRouter = router({
  /**
   * No input → `{ asOn, correctionsCheckedThrough, passports }`: every passport, highest mobility score first, each
   * with `rank` (dense: equal scores share it, the next score takes the next number), `mobility` (visa free + visa on
   * arrival + eTA destinations), `counts` per category (visa-free, visa-on-arrival, eta, e-visa, visa-required,
   * no-admission) and its `country` (code, name, flag, region). Source: the current Passport Index version (MIT) with
   * the dated corrections in force today; computed once per data version and day.
   */
  ranking: publicProcedure.query(({ ctx }) => loadPassportRanking(ctx.db, ctx.today)),
});
