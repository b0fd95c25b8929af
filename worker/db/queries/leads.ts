/**
 * @module The three lead tables: the atomic "store if the client is within its limit" insert, the replay
 * lookup by idempotency key, and the client's rows in a window (for the limiter's message and the KV mirror,
 * which is what operators read). The count-and-insert is one SQL statement: D1 runs statements one at a time,
 * so a burst of parallel submissions can never store more than the limit.
 */
import { and, desc, eq, getTableColumns, getTableName, gt, sql } from "drizzle-orm";
import type { Db } from "../client";
import { apiContactRequests, consultationRequests, contactMessages } from "../schema";

/** The lead tables by rate-limit scope. */
export const LEAD_TABLES = {
  consultation: consultationRequests,
  "api-contact": apiContactRequests,
  contact: contactMessages,
} as const;

export type LeadScope = keyof typeof LEAD_TABLES;
type LeadTable = (typeof LEAD_TABLES)[LeadScope];

/** A row to store: the table's fields (drizzle names) besides id, createdAt, clientHash and idempotencyKey. */
export type LeadFields<S extends LeadScope> = Omit<(typeof LEAD_TABLES)[S]["$inferInsert"], "id" | "createdAt" | "clientHash" | "idempotencyKey">;

/** What the limited insert needs besides the fields. */
export interface LimitedInsert {
  /** Row id (a UUID). */
  id: string;
  clientHash: string;
  idempotencyKey: string;
  /** Instant of the submission, ISO 8601 UTC with milliseconds. */
  createdAt: string;
  /** Rows of this client created after this instant count against `max`. */
  windowStartAt: string;
  /** A row of this client created after this instant refuses the submission (cooldown). */
  cooldownStartAt: string;
  max: number;
}

/**
 * Stores the row only if, at that moment, the client has fewer than `max` rows after `windowStartAt` and none
 * after `cooldownStartAt`, and no row holds the idempotency key: one `INSERT … SELECT … WHERE … ON CONFLICT DO
 * NOTHING RETURNING id`. Returns the new id, or null when nothing was stored (limited or a replayed key).
 */
export async function insertWithinLimit<S extends LeadScope>(db: Db, scope: S, fields: LeadFields<S>, opts: LimitedInsert): Promise<string | null> {
  const table: LeadTable = LEAD_TABLES[scope];
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const values: Record<string, unknown> = {
    ...fields,
    id: opts.id,
    createdAt: opts.createdAt,
    clientHash: opts.clientHash,
    idempotencyKey: opts.idempotencyKey,
  };
  const keys = Object.keys(values).filter((k) => k in columns);
  // Column names come from the drizzle schema, never from input; every value is a bound parameter.
  const columnList = sql.raw(keys.map((k) => `"${columns[k]!.name}"`).join(", "));
  const valueList = sql.join(
    keys.map((k) => sql`${values[k]}`),
    sql`, `,
  );
  const name = sql.raw(`"${getTableName(table)}"`);
  const rows = await db.all<{ id: string }>(sql`
    INSERT INTO ${name} (${columnList})
    SELECT ${valueList}
    WHERE (SELECT count(*) FROM ${name} WHERE "client_hash" = ${opts.clientHash} AND "created_at" > ${opts.windowStartAt}) < ${opts.max}
      AND NOT EXISTS (SELECT 1 FROM ${name} WHERE "client_hash" = ${opts.clientHash} AND "created_at" > ${opts.cooldownStartAt})
    ON CONFLICT ("idempotency_key") DO NOTHING
    RETURNING "id"`);
  return rows[0]?.id ?? null;
}

/** The row already stored under an idempotency key, `{ id, clientHash, row }` (`row`: every column), or null. */
export async function findByIdempotencyKey(
  db: Db,
  scope: LeadScope,
  idempotencyKey: string,
): Promise<{ id: string; clientHash: string; row: Record<string, unknown> } | null> {
  const table: LeadTable = LEAD_TABLES[scope];
  const [row] = await db.select().from(table).where(eq(table.idempotencyKey, idempotencyKey)).limit(1);
  return row ? { id: row.id, clientHash: row.clientHash, row } : null;
}

/** The client's rows created after `sinceAt` (ISO instant), newest first: their `createdAt` instants. */
export async function clientHitsSince(db: Db, scope: LeadScope, clientHash: string, sinceAt: string): Promise<string[]> {
  const table: LeadTable = LEAD_TABLES[scope];
  const rows = await db
    .select({ createdAt: table.createdAt })
    .from(table)
    .where(and(eq(table.clientHash, clientHash), gt(table.createdAt, sinceAt)))
    .orderBy(desc(table.createdAt));
  return rows.map((r) => r.createdAt);
}
