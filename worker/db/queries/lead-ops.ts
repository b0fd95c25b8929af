/**
 * @module The leads as operators read them (GET /ops/leads, npm run ops:leads): the leads of the forms asked, since a
 * day, with their delivery status, newest first, a page at a time (keyset cursor); worker/leads/ops-csv.ts writes them
 * as CSV. Phone numbers and e-mails go only
 * to an authenticated operator, never to a log.
 */
import { and, desc, eq, getTableColumns, gte, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../client";
import { LEAD_TABLES, type LeadScope } from "./leads";
import { leadDeliveries } from "../schema";

/** A lead's delivery as operators see it. */
export interface OpsDelivery {
  attempts: number;
  webhookAt: string | null;
  emailedAt: string | null;
  deliveredAt: string | null;
  deadAt: string | null;
  lastError: string | null;
}

/** One lead with its delivery (null: no delivery row, e.g. its enqueue was lost; the outbox will find it). */
export interface OpsLead {
  form: LeadScope;
  id: string;
  createdAt: string;
  fields: Record<string, unknown>;
  delivery: OpsDelivery | null;
}

/** Where a page ends: the last lead's creation instant, form and id (newest first, ties by form then id). */
export interface OpsCursor {
  createdAt: string;
  form: LeadScope;
  id: string;
}

/** The cursor as the `before` query value: `createdAt~form~id`. */
export const formatCursor = (c: OpsCursor) => `${c.createdAt}~${c.form}~${c.id}`;

/** A `before` value read back, or null when it is not one formatCursor wrote. */
export function parseCursor(value: string): OpsCursor | null {
  const [createdAt, form, id, ...rest] = value.split("~");
  if (rest.length > 0 || !createdAt || !form || !id || !Object.hasOwn(LEAD_TABLES, form)) return null;
  if (Number.isNaN(Date.parse(createdAt)) || !/^[\w-]{1,64}$/.test(id)) return null;
  return { createdAt, form: form as LeadScope, id };
}

/** Binary order, as SQLite compares text (localeCompare would weigh punctuation differently). */
const binary = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/** Order of the listing: newest first, then form, then id, all descending (a strict total order for the cursor). */
const after = (a: OpsCursor, b: OpsCursor) => binary(b.createdAt, a.createdAt) || binary(b.form, a.form) || binary(b.id, a.id);

/** What a listing asks for. */
export interface OpsLeadsQuery {
  forms: readonly LeadScope[];
  /** ISO instant: leads created on or after it. */
  since: string;
  /** Only leads not yet delivered on every channel. */
  undelivered: boolean;
  /** The page after this cursor; null: the first page. */
  before: OpsCursor | null;
  /** Page size, 1–1000. */
  limit: number;
}

/**
 * One page of the leads asked for, newest first, with the cursor of the next page (null on the last). Each form's
 * table is read with its delivery row joined, keyset-paged, at most `limit + 1` rows, then the forms are merged.
 */
export async function listLeadsForOps(db: Db, query: OpsLeadsQuery): Promise<{ leads: OpsLead[]; next: OpsCursor | null }> {
  const rows: OpsLead[] = [];
  for (const form of query.forms) {
    const table = LEAD_TABLES[form];
    const c = query.before;
    // Rows strictly after the cursor in the listing's order; the form is constant within a table.
    const pastCursor = c
      ? or(
          lt(table.createdAt, c.createdAt),
          form < c.form ? eq(table.createdAt, c.createdAt) : form === c.form ? and(eq(table.createdAt, c.createdAt), lt(table.id, c.id)) : undefined,
        )
      : undefined;
    const found = await db
      .select({ lead: table, delivery: leadDeliveries })
      .from(table)
      .leftJoin(leadDeliveries, and(eq(leadDeliveries.form, form), eq(leadDeliveries.leadId, table.id)))
      .where(and(gte(table.createdAt, query.since), pastCursor, query.undelivered ? isNull(leadDeliveries.deliveredAt) : undefined))
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(query.limit + 1);
    for (const { lead, delivery: d } of found) {
      const { id, createdAt, clientHash: _hash, idempotencyKey: _key, ...fields } = lead;
      rows.push({
        form,
        id,
        createdAt,
        fields,
        delivery: d
          ? {
              attempts: d.attempts,
              webhookAt: d.webhookAt,
              emailedAt: d.emailedAt,
              deliveredAt: d.deliveredAt,
              deadAt: d.deadAt,
              lastError: d.lastError,
            }
          : null,
      });
    }
  }
  rows.sort(after);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { leads: page, next: rows.length > query.limit && last ? { createdAt: last.createdAt, form: last.form, id: last.id } : null };
}

/** The fields a form's rows carry besides id and creation (never the client hash or the idempotency key). */
const HIDDEN = new Set(["id", "createdAt", "clientHash", "idempotencyKey"]);

/** The field names (drizzle names) of a form's rows that operators may read. */
export function leadFieldNames(form: LeadScope): string[] {
  return Object.keys(getTableColumns(LEAD_TABLES[form])).filter((k) => !HIDDEN.has(k));
}
