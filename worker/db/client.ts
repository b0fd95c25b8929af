/**
 * @module Builds the drizzle handle over D1. Every entry opens one D1 session (the Sessions API, issue #44) and builds
 * its one handle over it: the request middleware (middleware/request-data.ts), the scheduled handler
 * (scheduled/dispatch.ts) and the queue handler (entry.ts). With read replication on, a session's reads may go to a
 * replica, yet each sees every write made before it in the same session (sequential consistency); with it off, every
 * query goes to the primary as before.
 */
import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/**
 * A drizzle database over a D1 binding or a session of it. drizzle only calls `prepare` and `batch`, which a session
 * has, so the session stands in for the binding (its type asks for the binding's other methods, never called).
 * @example const db = createDb(env.DB.withSession("first-primary"))
 */
export function createDb(d1: D1Database | D1DatabaseSession) {
  return drizzle(d1 as D1Database, { schema });
}

/** The database handle type every query module takes. */
export type Db = ReturnType<typeof createDb>;

/**
 * Opens a D1 session and the drizzle handle over it: an entry's one road to D1.
 * @param start where the session's first query may go: "first-unconstrained" (any replica: reads that need not see
 *   a write made elsewhere a moment ago), "first-primary" (work that writes and reads back, and mutations whose checks
 *   must see the latest rows), or a bookmark from an earlier session (reads at least as fresh as it).
 * @returns `db`, and `bookmark()`: the session's latest bookmark (null before its first query), for a later session
 *   that must read this one's writes.
 */
export function openDbSession(d1: D1Database, start: D1SessionConstraint | D1SessionBookmark): { db: Db; bookmark: () => string | null } {
  const session = d1.withSession(start);
  return { db: createDb(session), bookmark: () => session.getBookmark() };
}
