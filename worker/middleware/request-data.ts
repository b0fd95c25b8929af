/**
 * @module The request's road to the data (issue #34): the parsed configuration and the database handle, put on the
 * Hono context once, before any route runs. The handle is drizzle over the D1 binding, built on first use (about
 * 90 µs, which a page-cache hit or a static answer never pays) and then shared by the request's middleware and
 * handler, so per-handle memos (the data version, worker/db/queries/search.ts) hold for the whole request.
 * Nothing outside this file and the queue and cron entry points calls `createDb`.
 */
import { createMiddleware } from "hono/factory";
import { getConfig } from "../config";
import { createDb, type Db } from "../db/client";
import type { AppEnv } from "../env";

/** Sets `c.var.config` and `c.var.db` (a function answering the request's one handle). */
export const requestData = createMiddleware<AppEnv>(async (c, next) => {
  let db: Db | undefined;
  c.set("config", getConfig(c.env));
  c.set("db", () => {
    db ??= createDb(c.env.DB);
    return db;
  });
  await next();
});
