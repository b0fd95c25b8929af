/**
 * @module The leads queues' consumer (wrangler.toml): on the main queue each message is a lead to deliver to every
 * configured channel (the signed webhook, the team's e-mail); success
 * acknowledges it, failure retries it with exponential backoff (30 s, 60 s, … up to an hour) until the queue's
 * max_retries sends it to the dead-letter queue, whose messages mark the delivery dead. A lead already delivered is
 * acknowledged without a second send, so a redelivered message reaches the team once.
 */
import { getConfig } from "../config";
import type { Db } from "../db/client";
import { deliveryState, isLeadMessage, markDead, recordAttempt } from "../db/queries/lead-deliveries";
import { type DeliveryChannels, deliverLead } from "./deliver";

/** The dead-letter queue's name (wrangler.toml). */
export const LEADS_DEAD_LETTER_QUEUE = "visa-fee-atlas-leads-dlq";

/** Seconds before retry number `attempts` (1-based): 30 s doubling, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/**
 * The channels configured in `env`: the webhook when LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET are set, the e-mail
 * when the LEADS_EMAIL binding exists and LEADS_EMAIL_FROM and LEADS_EMAIL_TO are set.
 */
export function configuredChannels(env: Env, fetchImpl: typeof fetch): DeliveryChannels {
  const { leads, secrets } = getConfig(env);
  const binding = (env as Partial<Pick<Env, "LEADS_EMAIL">>).LEADS_EMAIL;
  return {
    webhook: leads.webhookUrl && secrets.leadsWebhookSecret ? { url: leads.webhookUrl, secret: secrets.leadsWebhookSecret, fetch: fetchImpl } : null,
    email: binding && leads.emailFrom && leads.emailTo ? { binding, from: leads.emailFrom, to: leads.emailTo } : null,
  };
}

/** The `queue()` handler. `fetchImpl` is the platform's fetch (tests pass a stand-in receiver). */
export async function handleLeadBatch(
  batch: MessageBatch<unknown>,
  env: Env,
  // The batch's one handle, over the D1 session entry.ts opens for it.
  db: Db,
  // A wrapper, not `fetch` itself: workerd refuses a fetch called as another object's method ("Illegal invocation").
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<void> {
  const channels = configuredChannels(env, fetchImpl);
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
    const sofar = await deliveryState(db, body);
    if (sofar.deliveredAt) {
      message.ack();
      continue;
    }
    if (!channels.webhook && !channels.email) {
      // Not a delivery attempt: nowhere to deliver yet. The lead waits (the outbox keeps it) until one is configured.
      message.retry({ delaySeconds: retryDelaySeconds(5) });
      continue;
    }
    const outcome = await deliverLead(db, channels, body, sofar, now);
    const attempts = await recordAttempt(db, body, outcome, now);
    if (outcome.delivered) message.ack();
    else {
      // The id and form only: a lead's name, number or e-mail never reaches a log.
      console.warn(JSON.stringify({ level: "warn", event: "lead_delivery_failed", form: body.form, id: body.id, attempts, error: outcome.error }));
      message.retry({ delaySeconds: retryDelaySeconds(attempts) });
    }
  }
}
