/**
 * @module GET /ops/alerts (issue #47), for `npm run ops:alerts`: the subscriptions' counts (addresses confirmed and
 * awaiting, follows by kind), the last sends with their status, and the failures; never an address. With
 * `messages=1` on a development Worker (DEV_MODE "1"), the messages kept in the local outbox (alerts/dev-outbox.ts),
 * whole, for a developer and the end-to-end tests; a deployment answers that with 404. Bearer OPS_TOKEN, as every
 * ops route.
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import * as z from "zod";
import { alertCounts } from "../db/queries/alerts";
import type { AppEnv } from "../env";
import { listDevMessages } from "../alerts/dev-outbox";
import { opsBodyLimit } from "../middleware/ops-body-limit";
import { opsToken } from "../middleware/ops-token";
import { runAlertsDaily } from "../alerts/daily";
import { isoDateOf, parseIsoDate } from "../../shared/units/iso-date";

/** Query: `messages=1` (development only) with an optional `to`, else `limit` of sends listed (1-200, default 20). */
export const opsAlertsQuerySchema = z.strictObject({
  messages: z.literal("1").optional(),
  to: z.string().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

export const opsAlertsRoutes = new Hono<AppEnv>();

opsAlertsRoutes.get(
  "/ops/alerts",
  opsToken,
  opsBodyLimit,
  zValidator("query", opsAlertsQuerySchema, (result, c) => {
    if (!result.success) {
      return c.json(
        { error: "invalid_query", message: "messages=1 (development only) with to, or limit from 1 to 200; nothing else is read." },
        400,
        {
          "Cache-Control": "no-store",
        },
      );
    }
  }),
  async (c) => {
    const query = c.req.valid("query");
    if (query.messages) {
      if (!c.var.config.dev.enabled)
        return c.json({ error: "not_found", message: "The outbox exists only under wrangler dev." }, 404, { "Cache-Control": "no-store" });
      return c.json({ messages: await listDevMessages(c.env.KV, query.to) }, 200, { "Cache-Control": "no-store" });
    }
    const counts = await alertCounts(c.var.db(), query.limit ?? 20);
    return c.json({ generatedAt: new Date().toISOString(), ...counts }, 200, { "Cache-Control": "no-store" });
  },
);

/**
 * POST /ops/alerts/run (development only): the alerts' daily run now, for `day` (YYYY-MM-DD, default today), as the
 * 06:00 Cron Trigger runs it: the end-to-end tests and a developer see a day's messages without waiting for it.
 */
opsAlertsRoutes.post("/ops/alerts/run", opsToken, opsBodyLimit, async (c) => {
  if (!c.var.config.dev.enabled)
    return c.json({ error: "not_found", message: "The daily run is the Cron Trigger's outside wrangler dev." }, 404, { "Cache-Control": "no-store" });
  const day = parseIsoDate(c.req.query("day") ?? "") ?? isoDateOf(new Date());
  const done = await runAlertsDaily(c.var.db(), c.env.ALERTS_QUEUE, new Date(), day);
  return c.json({ day, ...done }, 200, { "Cache-Control": "no-store" });
});
