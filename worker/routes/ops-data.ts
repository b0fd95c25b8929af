/**
 * @module The source watch's review queue for operators (issue #35), behind the ops token (middleware/ops-token.ts):
 * GET /ops/data lists the flags, newest first (open ones by default, `?status=all` for every one), each with its
 * diff or failure, the records affected and the link to look at, beside the watch's totals and the rules ending
 * within 60 days, computed for the day of the request whether or not the daily run has flagged them yet (#43);
 * POST /ops/data/ack records that a person re-checked one (who, when, what they found). `npm run ops:data` reads and
 * writes through these. A figure on the site changes only through the repository and a deploy.
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import * as z from "zod";
import { isoDateOf } from "../../shared/units/iso-date";
import { sourceStatusOf } from "../../shared/watch/source-state";
import { acknowledgeFlag, listFlags, listSourceStates } from "../db/queries/watch";
import type { AppEnv } from "../env";
import { opsBodyLimit } from "../middleware/ops-body-limit";
import { opsToken } from "../middleware/ops-token";
import { loadComingEnds } from "../watch/ends";

/** Flags listed at most. */
export const OPS_DATA_LIMIT = 500;

/** Query of GET /ops/data: `status` open (default) or all. Anything else, or a parameter twice, is a 400. */
export const opsDataQuerySchema = z.strictObject({ status: z.enum(["open", "all"]).optional() });

/** Body of POST /ops/data/ack: the flag's id, who re-checked it, and what they found. */
export const opsDataAckSchema = z.strictObject({
  id: z.uuid(),
  by: z.string().trim().min(1).max(80),
  result: z.string().trim().min(3).max(1000),
});

const NO_STORE = { "Cache-Control": "no-store" };

export const opsDataRoutes = new Hono<AppEnv>();

opsDataRoutes.get(
  "/ops/data",
  opsToken,
  opsBodyLimit,
  zValidator("query", opsDataQuerySchema, (result, c) => {
    if (!result.success)
      return c.json({ error: "invalid_query", message: "status must be open or all, or absent; no other parameter is read." }, 400, NO_STORE);
  }),
  async (c) => {
    const db = c.var.db();
    const open = (c.req.valid("query").status ?? "open") === "open";
    const now = new Date();
    const today = isoDateOf(now);
    const [flags, states, ending] = await Promise.all([
      listFlags(db, { open, limit: OPS_DATA_LIMIT }),
      listSourceStates(db),
      loadComingEnds(db, today),
    ]);
    const statuses = states.map(sourceStatusOf);
    return c.json(
      {
        generatedAt: now.toISOString(),
        today,
        // Soonest first; each with its rule-ending flag once the daily run raised it (null before).
        ending: ending.map(({ key: _key, sourceUrl, ...end }) => ({ ...end, link: sourceUrl })),
        sources: {
          watched: states.length,
          changed: statuses.filter((s) => s.kind === "changed").length,
          unreachable: statuses.filter((s) => s.kind === "unreachable").length,
          lastCheckedAt: states.reduce<string | null>((last, s) => (last === null || s.checkedAt > last ? s.checkedAt : last), null),
        },
        flags,
      },
      200,
      NO_STORE,
    );
  },
);

opsDataRoutes.post(
  "/ops/data/ack",
  opsToken,
  opsBodyLimit,
  zValidator("json", opsDataAckSchema, (result, c) => {
    if (!result.success) {
      return c.json(
        { error: "invalid_body", message: 'Send {"id": "<flag id>", "by": "<your name>", "result": "<what you found>"}.' },
        400,
        NO_STORE,
      );
    }
  }),
  async (c) => {
    const { id, by, result } = c.req.valid("json");
    const done = await acknowledgeFlag(c.var.db(), id, { by, result, at: new Date().toISOString() });
    if (!done) return c.json({ error: "not_found", message: "No open flag has that id." }, 404, NO_STORE);
    return c.json({ acknowledged: id }, 200, NO_STORE);
  },
);
