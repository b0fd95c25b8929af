/**
 * @module The leads as operators read them (GET /ops/leads, npm run ops:leads): every lead of the forms asked, since a
 * day, with its delivery status, newest first; as JSON rows or CSV (csv-stringify). Phone numbers and e-mails go only
 * to an authenticated operator, never to a log.
 */
import { desc, gte } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import type { Db } from "../db/client";
import { LEAD_TABLES, type LeadScope } from "../db/queries/leads";
import { leadDeliveries } from "../db/schema";

/** One lead with its delivery. */
export interface OpsLead {
  form: LeadScope;
  id: string;
  createdAt: string;
  fields: Record<string, unknown>;
  delivery: { attempts: number; deliveredAt: string | null; deadAt: string | null; lastError: string | null } | null;
}

/** The leads of `forms` created on or after `since` (ISO instant), newest first, at most `limit`. */
export async function listLeadsForOps(db: Db, forms: readonly LeadScope[], since: string, limit = 1000): Promise<OpsLead[]> {
  const deliveries = await db
    .select()
    .from(leadDeliveries)
    .where(gte(leadDeliveries.createdAt, since.slice(0, 10)));
  const deliveryOf = new Map(deliveries.map((d) => [`${d.form}:${d.leadId}`, d]));
  const rows: OpsLead[] = [];
  for (const form of forms) {
    const table = LEAD_TABLES[form];
    const leads = await db.select().from(table).where(gte(table.createdAt, since)).orderBy(desc(table.createdAt)).limit(limit);
    for (const { id, createdAt, clientHash: _hash, idempotencyKey: _key, ...fields } of leads) {
      const d = deliveryOf.get(`${form}:${id}`);
      rows.push({
        form,
        id,
        createdAt,
        fields,
        delivery: d ? { attempts: d.attempts, deliveredAt: d.deliveredAt, deadAt: d.deadAt, lastError: d.lastError } : null,
      });
    }
  }
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
}

/** The leads as CSV: one row each, the forms' fields as columns (blank where a form has none), delivery last. */
export function leadsCsv(leads: readonly OpsLead[]): string {
  const fieldNames = [...new Set(leads.flatMap((l) => Object.keys(l.fields)))].sort();
  const header = ["form", "id", "createdAt", ...fieldNames, "attempts", "deliveredAt", "deadAt", "lastError"];
  const records = leads.map((l) => [
    l.form,
    l.id,
    l.createdAt,
    ...fieldNames.map((f) => String(l.fields[f] ?? "")),
    String(l.delivery?.attempts ?? 0),
    l.delivery?.deliveredAt ?? "",
    l.delivery?.deadAt ?? "",
    l.delivery?.lastError ?? "",
  ]);
  return stringify([header, ...records]);
}
