/**
 * @module The request's road to the data (issue #34): the parsed configuration and the database handle, put on the
 * Hono context once, before any route runs. The handle is drizzle over the D1 binding, built on first use (about
 * 90 µs, which a page-cache hit or a static answer never pays) and then shared by the request's middleware and
 * handler, so per-handle memos (the data version, worker/db/queries/datasets.ts) hold for the whole request.
 * The handle is over the request's one D1 session (Sessions API, issue #44). Nothing outside this file and the queue
 * and cron entry points (entry.ts, scheduled/dispatch.ts) opens one.
 */
import { createMiddleware } from "hono/factory";
import { getConfig } from "../config";
import { type Db, openDbSession } from "../db/client";
import type { AppEnv } from "../env";

/**
 * Where a request's D1 session starts. A read (GET, HEAD) may start at any replica: it shows published data, and a
 * replica is at most moments behind. Anything else (a lead submission, a consent POST) starts at the primary, so its
 * checks (the rate limit's count, a resubmission's idempotency key) see every earlier write, the visitor's own included.
 * No visitor reads back their own write in a later request (a lead is answered in its own response and read only by
 * operators), so no bookmark travels between requests.
 */
export function sessionStartOf(method: string): D1SessionConstraint {
  return method === "GET" || method === "HEAD" ? "first-unconstrained" : "first-primary";
}

/** Sets `c.var.config` and `c.var.db` (a function answering the request's one handle, over its one D1 session). */
export const requestData = createMiddleware<AppEnv>(async (c, next) => {
  let db: Db | undefined;
  c.set("config", getConfig(c.env));
  c.set("db", () => {
    db ??= openDbSession(c.env.DB, sessionStartOf(c.req.method)).db;
    return db;
  });
  await next();
});
