/**
 * @module alerts.*: what the alerts' pages show (issue #47), read with the token their link carries. Each token
 * serves its own page only (a manage token is no unsubscribe token); an unknown, used or expired one is an answer
 * that says so, never an error. Addresses are shown masked. The forms that act are POSTs (worker/routes/alerts.ts).
 */
import { z } from "zod";
import { followOfFields } from "../../../shared/alerts/follow";
import { alertFormSchema, alertTokenSchema } from "../../../shared/schemas/alerts";
import { followSnapshot } from "../../alerts/snapshot";
import { confirmState, manageState, unsubscribeState } from "../../alerts/token-actions";
import { publicProcedure, router } from "../init";

const tokenInput = z.object({ token: alertTokenSchema });

export const alertsRouter = router({
  /**
   * `{ follow, passport?, to?, trip? }` (the "Get alerts" form's fields) → `{ title }`: how the alerts name what the
   * form follows ("India passport → Thailand"), or `{ title: null }` when the data does not know it.
   */
  title: publicProcedure.input(alertFormSchema.pick({ follow: true, passport: true, to: true, trip: true })).query(async ({ ctx, input }) => {
    const follow = followOfFields(input);
    const snapshot = follow ? await followSnapshot(ctx.db, follow, ctx.today) : null;
    return { title: snapshot && typeof snapshot !== "string" ? snapshot.title : null };
  }),
  /**
   * `{ token }` (a confirmation link's) → `{ state: "pending", email, follows }` (the masked address and the titles it
   * would confirm), `{ state: "expired" }` (after 7 days) or `{ state: "unknown" }` (used, replaced or never issued).
   */
  confirm: publicProcedure.input(tokenInput).query(({ ctx, input }) => confirmState(ctx.db, input.token, ctx.now())),
  /**
   * `{ token }` (a manage link's) → `{ state: "valid", email, follows: [{ id, title, path, confirmed, endsOn }] }` or
   * `{ state: "unknown" }` (alerts off count as unknown: no key, no token).
   */
  manage: publicProcedure
    .input(tokenInput)
    .query(({ ctx, input }) => (ctx.alertsKey ? manageState(ctx.db, ctx.alertsKey, input.token) : { state: "unknown" as const })),
  /** `{ token }` (an unsubscribe link's) → `{ state: "valid", email }` or `{ state: "unknown" }`. */
  unsubscribe: publicProcedure
    .input(tokenInput)
    .query(({ ctx, input }) => (ctx.alertsKey ? unsubscribeState(ctx.db, ctx.alertsKey, input.token) : { state: "unknown" as const })),
});
