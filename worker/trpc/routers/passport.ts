/** @module passport.*: passport power computed from the requirement data (issue: passport power for every passport). */
import { compareInputSchema, passportProfileInputSchema } from "../../../shared/schemas/passport";
import { loadPassportComparison, loadPassportProfile, loadPassportRanking } from "../../services/passport-power";
import { publicProcedure, router } from "../init";

/*
 * Source of every figure: the current Passport Index version (MIT) with the dated corrections in force today,
 * computed once per data version and day. `asOn` is that version's date and `correctionsCheckedThrough` the latest
 * day a correction was checked (YYYY-MM-DD). Mobility = visa free + visa on arrival + eTA destinations; ranks are
 * dense (equal scores share a rank, the next score takes the next number).
 */
export const passportRouter = router({
  /**
   * No input → `{ asOn, correctionsCheckedThrough, passports }`: every passport, highest mobility score first, each
   * with `rank`, `mobility`, `counts` per category (visa-free, visa-on-arrival, eta, e-visa, visa-required,
   * no-admission) and its `country` (code, name, flag, region).
   */
  ranking: publicProcedure.query(({ ctx }) => loadPassportRanking(ctx.db, ctx.today)),
  /**
   * `{ passport }` (ISO 3166-1 alpha-2, any case) → `{ asOn, correctionsCheckedThrough, passport, rankedCount,
   * destinations }`: the passport's rank, score and counts, and every destination's `category` by name.
   * Errors: BAD_REQUEST for a malformed code, NOT_FOUND "Country not found" for a passport not in the data.
   */
  profile: publicProcedure.input(passportProfileInputSchema).query(({ ctx, input }) => loadPassportProfile(ctx.db, ctx.today, input.passport)),
  /**
   * `{ passports }` (2–4 distinct ISO 3166-1 alpha-2 codes, any case) → `{ asOn, correctionsCheckedThrough,
   * passports, rankedCount, unionCount, intersectionCount, differences, combined }`: each passport's rank, score
   * and counts in the order asked; the destinations one of them reaches without a visa in advance (union) and all of
   * them reach (intersection); the destinations where their categories differ; and for the combined map, each
   * destination's easiest category and the passport that gets it.
   * Errors: BAD_REQUEST with COMPARE_MESSAGES (one, many, duplicate, a malformed code, and `unknown` naming the codes
   * that are not passports in the data) in `data.zodIssues` on `passports`.
   */
  compare: publicProcedure.input(compareInputSchema).query(({ ctx, input }) => loadPassportComparison(ctx.db, ctx.today, input.passports)),
});
