/**
 * @module A stored lead handed to delivery: its delivery row, then its message on the leads queue. Run after the
 * mutation's answer (waitUntil); a failure is logged (form and id only) and the hourly outbox sends the lead later.
 */
import { createDb } from "../db/client";
import { type LeadMessage, recordEnqueued } from "./deliveries";

export async function handOffLead(env: Env, message: LeadMessage, now: Date): Promise<void> {
  try {
    await recordEnqueued(createDb(env.DB), message, now);
    await env.LEADS_QUEUE.send(message);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "lead_enqueue_failed", form: message.form, id: message.id, message: String(error) }));
  }
}
