/**
 * @module Lead delivery rows (lead_deliveries) and the lead rows a delivery sends: written by a lead's first attempt,
 * updated by every later one, marked dead by the dead-letter consumer, found by the outbox, and deleted by the retention
 * run and by erasure (worker/leads/).
 */
import { and, eq, getTableColumns, gte, isNotNull, isNull, lt, notExists, or, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../client";
import { LEAD_TABLES, type LeadScope } from "./leads";
import { leadDeliveries } from "../schema";

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

/**
 * One attempt: the channels that took the lead on it, whether it is delivered on every configured channel, and the
 * failures in our words. Returns the attempts so far.
 */
export async function recordAttempt(
  db: Db,
  message: LeadMessage,
  outcome: { delivered: boolean; webhook: boolean; email: boolean; error: string | null },
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  // Once taken, always taken: a late duplicate attempt never clears a channel's or the delivery's time.
  const stamp = (column: SQLiteColumn, done: boolean) => (done ? sql`coalesce(${column}, ${at})` : column);
  const [row] = await db
    .insert(leadDeliveries)
    .values({
      form: message.form,
      leadId: message.id,
      createdAt: at,
      attempts: 1,
      lastAttemptAt: at,
      lastError: outcome.error,
      webhookAt: outcome.webhook ? at : null,
      emailedAt: outcome.email ? at : null,
      deliveredAt: outcome.delivered ? at : null,
    })
    .onConflictDoUpdate({
      target: [leadDeliveries.form, leadDeliveries.leadId],
      set: {
        attempts: sql`${leadDeliveries.attempts} + 1`,
        lastAttemptAt: at,
        lastError: outcome.error,
        webhookAt: stamp(leadDeliveries.webhookAt, outcome.webhook),
        emailedAt: stamp(leadDeliveries.emailedAt, outcome.email),
        deliveredAt: stamp(leadDeliveries.deliveredAt, outcome.delivered),
      },
    })
    .returning({ attempts: leadDeliveries.attempts });
  return row?.attempts ?? 1;
}

/**
 * What the lead's delivery row records so far: delivered (a redelivered message is then acknowledged without a
 * second send), and which channels took it already. No row yet: nothing.
 */
export async function deliveryState(
  db: Db,
  message: LeadMessage,
): Promise<{ deliveredAt: string | null; webhookAt: string | null; emailedAt: string | null }> {
  const [row] = await db
    .select({ deliveredAt: leadDeliveries.deliveredAt, webhookAt: leadDeliveries.webhookAt, emailedAt: leadDeliveries.emailedAt })
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.form, message.form), eq(leadDeliveries.leadId, message.id)));
  return row ?? { deliveredAt: null, webhookAt: null, emailedAt: null };
}

/** The queue gave up on the message (its dead-letter queue); a lead never attempted gets its delivery row here. */
export async function markDead(db: Db, message: LeadMessage, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insert(leadDeliveries)
    .values({ form: message.form, leadId: message.id, createdAt: at, deadAt: at })
    .onConflictDoUpdate({
      target: [leadDeliveries.form, leadDeliveries.leadId],
      set: { deadAt: at },
      // A delivered lead is never marked dead by a late dead letter.
      setWhere: isNull(leadDeliveries.deliveredAt),
    });
}

/**
 * Leads created between `oldest` and `cutoff` (ISO instants) that are not delivered and were not put back on the
 * queue since `cutoff`: what the outbox re-enqueues, at most `limit`. A dead letter is among them (the queue gave up
 * on one round of retries, not on the lead). Read from the lead tables themselves, so a lead whose enqueue (and
 * delivery row) was lost after its insert is found too.
 */
export async function undeliveredBetween(db: Db, oldest: string, cutoff: string, limit: number): Promise<LeadMessage[]> {
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
          or(isNotNull(leadDeliveries.deliveredAt), gte(leadDeliveries.requeuedAt, cutoff)),
        ),
      );
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(gte(table.createdAt, oldest), lt(table.createdAt, cutoff), notExists(settled)))
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
