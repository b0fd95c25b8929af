/**
 * @module Lead retention and erasure (issue #24): the daily run deletes lead rows LEAD_RETENTION_DAYS after the
 * person's last contact (the privacy policy's period, shared/leads/retention.ts) and their deliveries; erasure
 * deletes one person's rows in every lead table, by e-mail or phone number (a data subject's request).
 */
import { and, eq, exists, gte, inArray, lt, not, notExists, or, type SQL, sql } from "drizzle-orm";
import { alias, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../client";
import { LEAD_TABLES, type LeadScope } from "./leads";
import { apiContactRequests, consultationRequests, contactMessages, leadDeliveries } from "../schema";

const DAY_MS = 86_400_000;

/** Rows deleted per table. */
export type DeletedCounts = Record<LeadScope | "deliveries", number>;

/**
 * Deletes the rows of `form` matching `where`, and their delivery rows, in one D1 batch (a transaction): both go or
 * neither does, so an erased lead never leaves a delivery the outbox would act on, and a lead is never left without
 * the row that says it was delivered. The deliveries are matched with a subquery, not a list of ids (D1 binds at most
 * 100 parameters to a statement). Returns the counts.
 */
async function deleteWithDeliveries(db: Db, form: LeadScope, where: SQL): Promise<{ leads: number; deliveries: number }> {
  const table = LEAD_TABLES[form];
  const [deliveries, leads] = await db.batch([
    db
      .delete(leadDeliveries)
      .where(and(eq(leadDeliveries.form, form), inArray(leadDeliveries.leadId, db.select({ id: table.id }).from(table).where(where))))
      .returning({ id: leadDeliveries.leadId }),
    db.delete(table).where(where).returning({ id: table.id }),
  ]);
  return { leads: leads.length, deliveries: deliveries.length };
}

/** The last ten digits of a stored number: the same number with or without its country code. */
const last10 = (column: SQLiteColumn) => sql`substr(${column}, -10)`;

/**
 * Whether a lead created on or after `cutoff` shares the e-mail address or the number (its last ten digits) of the
 * outer row: the person has been in touch since. Aliases keep the outer table's columns apart from the inner one's.
 */
function contactedSince(db: Db, cutoff: string, who: { email?: SQLiteColumn; phone?: SQLiteColumn }): SQL {
  const c = alias(consultationRequests, "recent_consultation");
  const a = alias(apiContactRequests, "recent_api_contact");
  const m = alias(contactMessages, "recent_contact");
  const one = { one: sql`1` };
  const probes: SQL[] = [];
  if (who.phone) {
    probes.push(
      exists(
        db
          .select(one)
          .from(c)
          .where(and(gte(c.createdAt, cutoff), eq(last10(c.number), last10(who.phone)))),
      ),
    );
    probes.push(
      exists(
        db
          .select(one)
          .from(a)
          .where(and(gte(a.createdAt, cutoff), eq(last10(a.mobileNumber), last10(who.phone)))),
      ),
    );
  }
  if (who.email) {
    probes.push(
      exists(
        db
          .select(one)
          .from(a)
          .where(and(gte(a.createdAt, cutoff), eq(a.email, who.email))),
      ),
    );
    probes.push(
      exists(
        db
          .select(one)
          .from(m)
          .where(and(gte(m.createdAt, cutoff), eq(m.email, who.email))),
      ),
    );
  }
  return or(...probes)!;
}

/** How each form's rows name their person: the number, the e-mail address, or both. */
const IDENTITY: { [F in LeadScope]: { email?: SQLiteColumn; phone?: SQLiteColumn } } = {
  consultation: { phone: consultationRequests.number },
  "api-contact": { email: apiContactRequests.email, phone: apiContactRequests.mobileNumber },
  contact: { email: contactMessages.email },
};

/**
 * The daily retention run. A lead row goes `retentionDays` days after the person's last contact: when it was
 * created before `now` minus the period and no lead created since shares its e-mail address or number, in any of
 * the three forms. Its delivery row goes with it; so do delivery rows whose lead is gone and that are themselves past
 * the period (dead letters included).
 */
export async function deleteExpiredLeads(db: Db, retentionDays: number, now: Date): Promise<DeletedCounts> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const counts: DeletedCounts = { consultation: 0, "api-contact": 0, contact: 0, deliveries: 0 };
  for (const form of Object.keys(LEAD_TABLES) as LeadScope[]) {
    const table = LEAD_TABLES[form];
    const gone = await deleteWithDeliveries(db, form, and(lt(table.createdAt, cutoff), not(contactedSince(db, cutoff, IDENTITY[form])))!);
    counts[form] = gone.leads;
    counts.deliveries += gone.deliveries;
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
    const gone = await deleteWithDeliveries(db, form, where);
    counts[form] = gone.leads;
    counts.deliveries += gone.deliveries;
  }
  return counts;
}
