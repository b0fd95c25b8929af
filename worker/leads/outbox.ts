/**
 * @module The leads outbox (hourly Cron Trigger): leads left undelivered for more than an hour, and not put back
 * within the hour, go onto the queue again, dead letters included, for 30 days after they arrived. A failure between
 * the D1 write and the enqueue, or a webhook outage longer than the queue's retries, therefore only delays a lead;
 * what is still undelivered after 30 days waits for an operator (`npm run ops:leads -- --undelivered`).
 */
import type { Db } from "../db/client";
import { type LeadMessage, markRequeued, undeliveredBetween } from "../db/queries/lead-deliveries";

/** How long a lead waits before the outbox sends it again. */
export const OUTBOX_AFTER_MS = 60 * 60 * 1000;
/** How long after its arrival the outbox keeps trying a lead. */
export const OUTBOX_GIVE_UP_MS = 30 * 86_400_000;
const BATCH = 100;

/** Re-enqueues what waited too long; returns how many went. */
export async function runLeadsOutbox(db: Db, env: Env, now: Date): Promise<number> {
  const oldest = new Date(now.getTime() - OUTBOX_GIVE_UP_MS).toISOString();
  const waiting = await undeliveredBetween(db, oldest, new Date(now.getTime() - OUTBOX_AFTER_MS).toISOString(), BATCH);
  if (waiting.length === 0) return 0;
  await env.LEADS_QUEUE.sendBatch(waiting.map((body: LeadMessage) => ({ body })));
  await markRequeued(db, waiting, now);
  return waiting.length;
}
