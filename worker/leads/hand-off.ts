/**
 * @module A stored lead handed to delivery: its message on the leads queue, sent after the mutation's answer
 * (waitUntil). Nothing is written to D1 here: the consumer's first attempt writes the delivery row, and the hourly
 * outbox reads the lead tables themselves, so a lead whose send fails (logged with its form and id only) is still
 * delivered later. Keeping D1 out of the hand-off keeps the form's answer as fast as before delivery existed.
 */
import type { LeadMessage } from "../db/queries/lead-deliveries";

export async function handOffLead(env: Env, message: LeadMessage): Promise<void> {
  try {
    await env.LEADS_QUEUE.send(message);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "lead_enqueue_failed", form: message.form, id: message.id, message: String(error) }));
  }
}
