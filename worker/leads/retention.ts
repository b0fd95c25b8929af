/**
 * @module Lead retention and erasure (issue #24): the daily run deletes lead rows created more than
 * LEAD_RETENTION_DAYS ago (the privacy policy's period, shared/leads/retention.ts) and their deliveries; erasure
 * deletes one person's rows in every lead table, by e-mail or phone number (a data subject's request).
 */
import { and, eq, inArray, lt, notExists, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { LEAD_TABLES, type LeadScope } from "../db/queries/leads";
import { apiContactRequests, consultationRequests, contactMessages, leadDeliveries } from "../db/schema";

const DAY_MS = 86_400_000;

/** Rows deleted per table. */
export type DeletedCounts = Record<LeadScope | "deliveries", number>;

async function deleteDeliveriesOf(db: Db, form: LeadScope, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const gone = await db
    .delete(leadDeliveries)
    .where(and(eq(leadDeliveries.form, form), inArray(leadDeliveries.leadId, [...ids])))
    .returning({ id: leadDeliveries.leadId });
  return gone.length;
}

/**
 * Deletes every lead row created before `now` minus `retentionDays` days, and its delivery row; also delivery rows
 * whose lead is gone and that are themselves past the period (dead letters included).
 */
export async function deleteExpiredLeads(db: Db, retentionDays: number, now: Date): Promise<DeletedCounts> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const counts: DeletedCounts = { consultation: 0, "api-contact": 0, contact: 0, deliveries: 0 };
  for (const form of Object.keys(LEAD_TABLES) as LeadScope[]) {
    const table = LEAD_TABLES[form];
    const gone = await db.delete(table).where(lt(table.createdAt, cutoff)).returning({ id: table.id });
    counts[form] = gone.length;
    counts.deliveries += await deleteDeliveriesOf(
      db,
      form,
      gone.map((g) => g.id),
    );
    const orphans = await db
      .delete(leadDeliveries)
      .where(
        and(
          eq(leadDeliveries.form, form),
          lt(leadDeliveries.createdAt, cutoff),
          notExists(db.select({ id: table.id }).from(table).where(eq(table.id, leadDeliveries.leadId))),
        ),
      )
      .returning({ id: leadDeliveries.leadId });
    counts.deliveries += orphans.length;
  }
  return counts;
}

/** Digits of a phone number, for matching however it was typed. */
const digits = (value: string) => value.replace(/\D/g, "");

/**
 * Deletes one person's rows, by e-mail (any case) or phone number (its digits; the last 10 match a number stored with
 * or without its country code), in every lead table, and their deliveries.
 */
export async function eraseLeadsOf(db: Db, who: string): Promise<DeletedCounts> {
  const email = who.includes("@") ? who.trim().toLowerCase() : null;
  const phone = email ? null : digits(who);
  const counts: DeletedCounts = { consultation: 0, "api-contact": 0, contact: 0, deliveries: 0 };
  if (!email && (!phone || phone.length < 7)) return counts;
  const byPhone = (column: typeof consultationRequests.number | typeof apiContactRequests.mobileNumber): SQL | undefined =>
    phone ? inArray(column, [phone, phone.slice(-10)]) : undefined;
  const targets: [LeadScope, SQL | undefined][] = [
    ["consultation", byPhone(consultationRequests.number)],
    ["api-contact", email ? eq(apiContactRequests.email, email) : byPhone(apiContactRequests.mobileNumber)],
    ["contact", email ? eq(contactMessages.email, email) : undefined],
  ];
  for (const [form, where] of targets) {
    if (!where) continue;
    const table = LEAD_TABLES[form];
    const gone = await db.delete(table).where(where).returning({ id: table.id });
    counts[form] = gone.length;
    counts.deliveries += await deleteDeliveriesOf(
      db,
      form,
      gone.map((g) => g.id),
    );
  }
  return counts;
}
