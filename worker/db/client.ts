/** @module Builds the drizzle handle over the D1 binding, once per request. */
import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/**
 * A drizzle database over a D1 binding.
 * @example const db = createDb(env.DB)
 */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

/** The database handle type every query module takes. */
export type Db = ReturnType<typeof createDb>;
