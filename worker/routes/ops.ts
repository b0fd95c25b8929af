/**
 * @module Operators' read-only views: GET /ops/leads (the leads and their delivery, JSON or CSV) and GET
 * /ops/rate-limits, which answers the KV counters
 * (decision 4) as JSON to a request bearing `Authorization: Bearer <OPS_TOKEN>`; a missing or wrong token gets
 * 401, and when no OPS_TOKEN secret is configured the route does not exist (404). The token is checked before
 * the query, so a caller without it learns nothing about the route's parameters.
 */
import { zValidator } from "@hono/zod-validator";
import { parseIsoDate } from "../../shared/units/iso-date";
import { Hono } from "hono";
import * as z from "zod";
import { RATE_LIMIT_SCOPES } from "../../shared/leads/rate-limit";
import { opsBodyLimit } from "../middleware/ops-body-limit";
import { opsToken } from "../middleware/ops-token";
import type { AppEnv } from "../env";
import { listCounters } from "../kv/rate-limits";
import { formatCursor, listLeadsForOps, parseCursor } from "../db/queries/lead-ops";
import { leadsCsv } from "../leads/ops-csv";
import { eraseLeadsOf } from "../db/queries/lead-retention";

/**
 * Query of GET /ops/rate-limits: `scope`, one of the forms ("consultation", "api-contact", "contact"), optional
 * (every form when absent). Anything else, or the parameter twice, is a 400.
 */
export const rateLimitsQuerySchema = z.strictObject({ scope: z.enum(RATE_LIMIT_SCOPES).optional() });

/** The ops routes, mounted at the app root before the SSR catch-all. */
export const opsRoutes = new Hono<AppEnv>();

opsRoutes.get(
  "/ops/rate-limits",
  opsToken,
  opsBodyLimit,
  zValidator("query", rateLimitsQuerySchema, (result, c) => {
    if (!result.success) {
      const expected = RATE_LIMIT_SCOPES.join(", ");
      return c.json({ error: "invalid_query", message: `scope must be one of ${expected}, or absent; no other parameter is read.` }, 400, {
        "Cache-Control": "no-store",
      });
    }
  }),
  async (c) => {
    const { scope } = c.req.valid("query");
    const counters = await listCounters(c.env.KV, scope);
    return c.json({ generatedAt: new Date().toISOString(), counters }, 200, { "Cache-Control": "no-store" });
  },
);

/** `since` of GET /ops/leads: a day (YYYY-MM-DD) or a number of days back ("7d", 1–3650). */
const SINCE = /^(\d{4}-\d{2}-\d{2}|\d{1,4}d)$/;

/** Most leads on one page of GET /ops/leads (and its default). */
export const OPS_LEADS_PAGE_MAX = 1000;

/**
 * Query of GET /ops/leads: `form` (one of the three, or every form when absent), `since` (a day or "Nd", default
 * 7d), `status=undelivered` (only leads not yet delivered on every channel), `limit` (1–1000, default 1000),
 * `before` (the `next` cursor of the previous page) and `format` (json or csv, default json). Anything else is a 400
 * naming what is allowed.
 */
export const leadsQuerySchema = z.strictObject({
  form: z.enum(RATE_LIMIT_SCOPES).optional(),
  // A day must be a real calendar day: "2026-99-99" matches the pattern and names none.
  since: z
    .string()
    .regex(SINCE)
    .refine((value) => value.endsWith("d") || parseIsoDate(value) !== null, "not a calendar day")
    .optional(),
  status: z.enum(["undelivered"]).optional(),
  // Decimal digits only: z.coerce would read "0x5" as 5 and "1e2" as 100.
  limit: z
    .string()
    .regex(/^\d{1,4}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(OPS_LEADS_PAGE_MAX))
    .optional(),
  before: z
    .string()
    .max(200)
    .transform((value, ctx) => parseCursor(value) ?? (ctx.addIssue({ code: "custom", message: "not a cursor" }), z.NEVER))
    .optional(),
  format: z.enum(["json", "csv"]).optional(),
});

/** The instant `since` names, as of `now`. */
export function sinceInstant(since: string | undefined, now: Date): string {
  const value = since ?? "7d";
  if (value.endsWith("d")) return new Date(now.getTime() - Number(value.slice(0, -1)) * 86_400_000).toISOString();
  return `${value}T00:00:00.000Z`;
}

opsRoutes.get(
  "/ops/leads",
  opsToken,
  opsBodyLimit,
  zValidator("query", leadsQuerySchema, (result, c) => {
    if (!result.success) {
      return c.json(
        {
          error: "invalid_query",
          message: `form must be one of ${RATE_LIMIT_SCOPES.join(", ")} (or absent); since a day (YYYY-MM-DD) or a number of days (7d); status undelivered (or absent); limit 1 to ${OPS_LEADS_PAGE_MAX}; before the next cursor of a previous page; format json or csv. No other parameter is read.`,
        },
        400,
        { "Cache-Control": "no-store" },
      );
    }
  }),
  async (c) => {
    const { form, since, status, limit, before, format } = c.req.valid("query");
    const forms = form ? [form] : RATE_LIMIT_SCOPES;
    const { leads, next } = await listLeadsForOps(c.var.db(), {
      forms,
      since: sinceInstant(since, new Date()),
      undelivered: status === "undelivered",
      before: before ?? null,
      limit: limit ?? OPS_LEADS_PAGE_MAX,
    });
    const nextCursor = next ? formatCursor(next) : null;
    const headers: Record<string, string> = { "Cache-Control": "no-store" };
    if (nextCursor) {
      // The same query with the next page's cursor (RFC 8288), for JSON and CSV alike.
      const url = new URL(c.req.url);
      url.searchParams.set("before", nextCursor);
      headers.Link = `<${url.pathname}${url.search}>; rel="next"`;
    }
    if (format === "csv") return c.body(leadsCsv(leads, forms), 200, { ...headers, "Content-Type": "text/csv; charset=utf-8" });
    return c.json({ generatedAt: new Date().toISOString(), leads, next: nextCursor }, 200, headers);
  },
);

/** Body of POST /ops/leads/erase: an e-mail address or a phone number (a data subject's request). */
export const eraseBodySchema = z.strictObject({ who: z.string().trim().min(5).max(254) });

opsRoutes.post(
  "/ops/leads/erase",
  opsToken,
  opsBodyLimit,
  zValidator("json", eraseBodySchema, (result, c) => {
    if (!result.success) {
      return c.json({ error: "invalid_body", message: 'Send {"who": "<e-mail address or phone number>"}.' }, 400, { "Cache-Control": "no-store" });
    }
  }),
  async (c) => {
    const deleted = await eraseLeadsOf(c.var.db(), c.req.valid("json").who);
    return c.json({ deleted }, 200, { "Cache-Control": "no-store" });
  },
);
