/** @module tRPC context: what every procedure may use, built once per request. */
import type { Context as HonoContext } from "hono";
import type { CountryCode } from "../../shared/units/country-code";
import { isoDateOf, type IsoDate } from "../../shared/units/iso-date";
import { createDb, type Db } from "../db/client";
import type { AppEnv } from "../env";

/** Fields of the context (pure: tests build it directly). */
export type ContextInner = {
  /** drizzle over the D1 binding. */
  db: Db;
  /** KV namespace holding rate-limit counters. */
  kv: KVNamespace;
  /** The visitor's country from request.cf (or the dev override), null when unknown. */
  country: CountryCode | null;
  /** The day of the request (UTC), which picks requirement corrections in force. */
  today: IsoDate;
};

/** Builds the context from its parts (used by tests and by SSR's in-process calls). */
export function createContextInner(inner: ContextInner): ContextInner {
  return inner;
}

/** Builds the context from a Hono request context. */
export function createContext(c: HonoContext<AppEnv>): ContextInner {
  return createContextInner({ db: createDb(c.env.DB), kv: c.env.KV, country: c.get("country"), today: isoDateOf(new Date()) });
}

export type Context = ContextInner;
