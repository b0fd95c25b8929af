/** @module history.*: how requirements changed between Passport Index snapshots (Dec 2021 onwards). */
import { changesInputSchema, latestHistoryInputSchema, pairHistoryInputSchema, passportHistoryInputSchema } from "../../../shared/schemas/history";
import { loadChangesList } from "../../services/changes";
import { loadLatestPassportHistory, loadPairHistory, loadPassportHistory } from "../../services/history";
import { publicProcedure, router } from "../init";

export const historyRouter = router({
  /**
   * `{ passport, destination, limit? }` → the pair's changes, most recent first: passport/destination codes,
   * before/after (the snapshots' values), seenBeforeOn/seenAfterOn (YYYY-MM-DD: the change lies between them),
   * kind, note, direction ("easier" | "harder" | "neither") and sentence. Empty when the pair never changed.
   * Source: history of ilyankou/passport-index-dataset and imorte/passport-index-data (MIT), plus imports.
   * Errors: BAD_REQUEST for a malformed code or limit.
   */
  pair: publicProcedure.input(pairHistoryInputSchema).query(({ ctx, input }) => loadPairHistory(ctx.db, input, ctx.today)),
  /**
   * `{ passport, limit?, before? }` → the passport's changes, most recent first, as history.pair's entries;
   * `before` (YYYY-MM-DD) returns the page of changes first seen before that date.
   */
  byPassport: publicProcedure.input(passportHistoryInputSchema).query(({ ctx, input }) => loadPassportHistory(ctx.db, input)),
  /**
   * `{ passport }` → `{ latestOn, entries }`: the newest snapshot's date (YYYY-MM-DD) and the passport's changes it
   * first showed, by destination code, as history.pair's entries (the finder's "what changed recently" and marks).
   * Errors: BAD_REQUEST for a malformed code; an unknown passport has no entries.
   */
  latest: publicProcedure.input(latestHistoryInputSchema).query(({ ctx, input }) => loadLatestPassportHistory(ctx.db, input.passport)),
  /**
   * `{ passport?, destination?, direction?, from?, to?, page? }` (changesInputSchema) → one page (≤ 100 rows) of the
   * changes first seen in a snapshot within the filters, newest first, each with both countries named and its
   * interval sentence; the total and page count; for a passport, its summary since the previous data version
   * and its mobility (destinations without a visa in advance) at each snapshot; the snapshots' span; the countries.
   * Errors: BAD_REQUEST with the field's message for a malformed filter, a reversed period, a code not in the data
   * or a page past the last.
   */
  changes: publicProcedure.input(changesInputSchema).query(({ ctx, input }) => loadChangesList(ctx.db, input, ctx.today)),
});
