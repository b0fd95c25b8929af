/**
 * @module The leads queues' consumer (wrangler.toml): on the main queue each message is a lead to deliver; success
 * acknowledges it, failure retries it with exponential backoff (30 s, 60 s, … up to an hour) until the queue's
 * max_retries sends it to the dead-letter queue, whose messages mark the delivery dead. A lead already delivered is
 * acknowledged without a second send, so a redelivered message reaches the team once.
 */
import { getConfig } from "../config";
import { createDb } from "../db/client";
import { isDelivered, isLeadMessage, markDead, recordAttempt } from "./deliveries";
import { deliverLead } from "./deliver";

/** The dead-letter queue's name (wrangler.toml). */
export const LEADS_DEAD_LETTER_QUEUE = "visa-fee-atlas-leads-dlq";

/** Seconds before retry number `attempts` (1-based): 30 s doubling, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/** The `queue()` handler. `fetchImpl` is the platform's fetch (tests pass a stand-in receiver). */
export async function handleLeadBatch(
  batch: MessageBatch<unknown>,
  env: Env,
  // A wrapper, not `fetch` itself: workerd refuses a fetch called as another object's method ("Illegal invocation").
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<void> {
  const db = createDb(env.DB);
  const config = getConfig(env);
  for (const message of batch.messages) {
    const body = message.body;
    if (!isLeadMessage(body)) {
      console.error(JSON.stringify({ level: "error", event: "lead_message_malformed", queue: batch.queue }));
      message.ack();
      continue;
    }
    const now = new Date();
    if (batch.queue === LEADS_DEAD_LETTER_QUEUE) {
      await markDead(db, body, now);
      console.error(JSON.stringify({ level: "error", event: "lead_dead_lettered", form: body.form, id: body.id }));
      message.ack();
      continue;
    }
    if (await isDelivered(db, body)) {
      message.ack();
      continue;
    }
    if (!config.leads.webhookUrl || !config.secrets.leadsWebhookSecret) {
      // Not a delivery attempt: nowhere to deliver yet. The lead waits (the outbox keeps it) until one is configured.
      message.retry({ delaySeconds: retryDelaySeconds(5) });
      continue;
    }
    const outcome = await deliverLead(
      db,
      { webhookUrl: config.leads.webhookUrl, secret: config.secrets.leadsWebhookSecret, fetch: fetchImpl },
      body,
      now,
    );
    const attempts = await recordAttempt(db, body, outcome, now);
    if (outcome.delivered) message.ack();
    else {
      // The id and form only: a lead's name, number or e-mail never reaches a log.
      console.warn(JSON.stringify({ level: "warn", event: "lead_delivery_failed", form: body.form, id: body.id, attempts, error: outcome.error }));
      message.retry({ delaySeconds: retryDelaySeconds(attempts) });
    }
  }
}
