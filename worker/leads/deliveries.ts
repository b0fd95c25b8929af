/**
 * @module Lead delivery rows (lead_deliveries) and the lead rows a delivery sends: recorded when a lead is enqueued,
 * updated by every attempt, marked dead by the dead-letter consumer, found by the outbox, and deleted by the retention
 * run and by erasure (worker/leads/).
 */
import { and, eq, getTableColumns, gte, isNotNull, isNull, lt, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { LEAD_TABLES, type LeadScope } from "../db/queries/leads";
import { leadDeliveries } from "../db/schema";

/** A queue message: which lead to deliver. */
export interface LeadMessage {
  form: LeadScope;
  id: string;
}

/** Whether a queue message body is a LeadMessage (anything else is dropped with a log line). */
export function isLeadMessage(body: unknown): body is LeadMessage {
  const b = body as Partial<LeadMessage> | null;
  return typeof b === "object" && b !== null && typeof b.id === "string" && typeof b.form === "string" && Object.hasOwn(LEAD_TABLES, b.form);
}

/** The delivery row of a lead just stored (kept as it is when it exists: a replayed enqueue). */
export async function recordEnqueued(db: Db, message: LeadMessage, now: Date): Promise<void> {
  await db.insert(leadDeliveries).values({ form: message.form, leadId: message.id, createdAt: now.toISOString() }).onConflictDoNothing();
}

/** One attempt: delivered, or the failure in our words. Returns the attempts so far. */
export async function recordAttempt(db: Db, message: LeadMessage, outcome: { delivered: boolean; error: string | null }, now: Date): Promise<number> {
  const at = now.toISOString();
  const [row] = await db
    .insert(leadDeliveries)
    .values({
      form: message.form,
      leadId: message.id,
      createdAt: at,
      attempts: 1,
      lastAttemptAt: at,
      lastError: outcome.error,
      deliveredAt: outcome.delivered ? at : null,
    })
    .onConflictDoUpdate({
      target: [leadDeliveries.form, leadDeliveries.leadId],
      set: {
        attempts: sql`${leadDeliveries.attempts} + 1`,
        lastAttemptAt: at,
        lastError: outcome.error,
        // Once delivered, always delivered: a late duplicate attempt never clears it.
        deliveredAt: outcome.delivered ? sql`coalesce(${leadDeliveries.deliveredAt}, ${at})` : leadDeliveries.deliveredAt,
      },
    })
    .returning({ attempts: leadDeliveries.attempts });
  return row?.attempts ?? 1;
}

/** Whether the lead was delivered already (a redelivered message is then acknowledged without a second send). */
export async function isDelivered(db: Db, message: LeadMessage): Promise<boolean> {
  const [row] = await db
    .select({ deliveredAt: leadDeliveries.deliveredAt })
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.form, message.form), eq(leadDeliveries.leadId, message.id)));
  return Boolean(row?.deliveredAt);
}

/** The queue gave up on the message (its dead-letter queue). */
export async function markDead(db: Db, message: LeadMessage, now: Date): Promise<void> {
  await db
    .update(leadDeliveries)
    .set({ deadAt: now.toISOString() })
    .where(and(eq(leadDeliveries.form, message.form), eq(leadDeliveries.leadId, message.id), isNull(leadDeliveries.deliveredAt)));
}

/**
 * Leads created before `cutoff` (an ISO instant) whose delivery is neither done nor dead, and that were not put back
 * on the queue since `cutoff`: what the outbox re-enqueues, at most `limit`. Read from the lead tables themselves,
 * so a lead whose enqueue (and delivery row) was lost after its insert is found too.
 */
export async function undeliveredBefore(db: Db, cutoff: string, limit: number): Promise<LeadMessage[]> {
  const found: LeadMessage[] = [];
  for (const form of Object.keys(LEAD_TABLES) as LeadScope[]) {
    if (found.length >= limit) break;
    const table = LEAD_TABLES[form];
    const settled = db
      .select({ one: sql`1` })
      .from(leadDeliveries)
      .where(
        and(
          eq(leadDeliveries.form, form),
          eq(leadDeliveries.leadId, table.id),
          or(isNotNull(leadDeliveries.deliveredAt), isNotNull(leadDeliveries.deadAt), gte(leadDeliveries.requeuedAt, cutoff)),
        ),
      );
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(lt(table.createdAt, cutoff), notExists(settled)))
      .limit(limit - found.length);
    found.push(...rows.map((r) => ({ form, id: r.id })));
  }
  return found;
}

/** Marks messages as put back on the queue now (writing their delivery row when the enqueue had lost it). */
export async function markRequeued(db: Db, messages: readonly LeadMessage[], now: Date): Promise<void> {
  const at = now.toISOString();
  for (const m of messages) {
    await db
      .insert(leadDeliveries)
      .values({ form: m.form, leadId: m.id, createdAt: at, requeuedAt: at })
      .onConflictDoUpdate({ target: [leadDeliveries.form, leadDeliveries.leadId], set: { requeuedAt: at } });
  }
}

/** The lead's row as the team receives it (every field but the client hash and the idempotency key), or null. */
export async function loadLead(db: Db, message: LeadMessage): Promise<Record<string, unknown> | null> {
  const table = LEAD_TABLES[message.form];
  const { clientHash: _hash, idempotencyKey: _key, ...columns } = getTableColumns(table);
  const [row] = await db.select(columns).from(table).where(eq(table.id, message.id));
  return row ?? null;
}
