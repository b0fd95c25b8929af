/**
 * @module The leads outbox (hourly Cron Trigger): deliveries left undelivered for more than an hour, neither dead nor
 * put back within the hour, go onto the queue again. A failure between the D1 write and the enqueue, or a webhook
 * outage longer than the queue's retries, therefore only delays a lead.
 */
import { createDb } from "../db/client";
import { type LeadMessage, markRequeued, undeliveredBefore } from "./deliveries";

/** How long a lead waits before the outbox sends it again. */
export const OUTBOX_AFTER_MS = 60 * 60 * 1000;
const BATCH = 100;

/** Re-enqueues what waited too long; returns how many went. */
export async function runLeadsOutbox(env: Env, now: Date): Promise<number> {
  const db = createDb(env.DB);
  const waiting = await undeliveredBefore(db, new Date(now.getTime() - OUTBOX_AFTER_MS).toISOString(), BATCH);
  if (waiting.length === 0) return 0;
  await env.LEADS_QUEUE.sendBatch(waiting.map((body: LeadMessage) => ({ body })));
  await markRequeued(db, waiting, now);
  return waiting.length;
}
