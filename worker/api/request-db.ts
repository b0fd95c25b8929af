/**
 * @module One database handle per API request, shared by its middleware and handler: the key check and the edge cache
 * then share the data-version read (worker/db/queries/search.ts keeps it per handle), which the key check starts
 * while it looks the key up.
 */
import type { Context } from "hono";
import { createDb, type Db } from "../db/client";
import type { AppEnv } from "../env";

const handles = new WeakMap<Request, Db>();

/** The handle of this request, created on first use. */
export function requestDb(c: Context<AppEnv>): Db {
  let db = handles.get(c.req.raw);
  if (!db) {
    db = createDb(c.env.DB);
    handles.set(c.req.raw, db);
  }
  return db;
}
