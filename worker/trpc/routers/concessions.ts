/** @module concessions.*: entry concessions for Indian passport holders who hold another document (issue: what your other visa unlocks). */
import { concessionFiltersSchema, unlockedInputSchema } from "../../../shared/schemas/concessions";
import { loadConcessionTable, loadUnlocked } from "../../services/concessions";
import { publicProcedure, router } from "../init";

export const concessionsRouter = router({
  /**
   * `{ document?, destination?, grants? }` (a held document's key such as "us-visa", ISO 3166-1 alpha-2 any case, a
   * grant) → `{ compiledOn, requirementsAsOn, rows, caveats, totals, unlocks, destinations }`: each concession record
   * (document, grant, maximum stay in days, conditions, valid from, source, source URL, official flag, evidence) with
   * the destination, its base requirement for an Indian passport and whether the record upgrades it; each
   * document's count of destinations and of extra destinations without a visa in advance. Source:
   * exemptions/in-exemptions.json, compiled 25 Nov 2026 from stored copies of public pages.
   * Errors: BAD_REQUEST with the filter's message in `data.zodIssues` (an unknown document or grant, a malformed or
   * unknown destination).
   */
  table: publicProcedure.input(concessionFiltersSchema).query(({ ctx, input }) => loadConcessionTable(ctx.db, ctx.today, input)),
  /**
   * `{ passport, holds }` (ISO 3166-1 alpha-2 any case; held documents' keys) → `{ holds, upgraded, withoutVisa, noVisa }`:
   * every destination the documents make easier for the passport (base and merged category, the winning concession
   * with its source), and those entered without a visa in advance only thanks to them. A concession never makes a
   * requirement stricter. Only Indian passports have concessions: another passport gets empty lists.
   * Errors: BAD_REQUEST for an unknown document or a malformed code, NOT_FOUND "Country not found".
   */
  unlocked: publicProcedure.input(unlockedInputSchema).query(({ ctx, input }) => loadUnlocked(ctx.db, ctx.today, input.passport, input.holds)),
});
