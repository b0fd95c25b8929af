/**
 * @module The alerts' daily run (issue #47; the 06:00 UTC Cron Trigger, after the watch's daily run): requests left
 * unconfirmed for 7 days and trips past their last day are deleted (with every address left following nothing), then
 * one queue message per address due a look today: a confirmation for a request that has not had one, else the day's
 * changes and reminders. The consumer decides whether there is anything to send.
 */
import { ALERT_LIMITS } from "../../shared/alerts/limits";
import type { IsoDate } from "../../shared/units/iso-date";
import type { Db } from "../db/client";
import { deleteExpiredFollows, dueAddresses } from "../db/queries/alerts";
import type { AlertMessage } from "./mailer";

/** Messages sent to the queue per call (Queues' sendBatch takes at most 100). */
const BATCH = 100;

/** Runs the day: answers what it deleted and how many addresses it queued. */
export async function runAlertsDaily(db: Db, queue: Pick<Queue, "sendBatch">, now: Date, today: IsoDate) {
  const unconfirmedBefore = new Date(now.getTime() - ALERT_LIMITS.confirmDays * 86_400_000).toISOString();
  const deleted = await deleteExpiredFollows(db, unconfirmedBefore, today);
  const due = await dueAddresses(db, today);
  for (let i = 0; i < due.length; i += BATCH) {
    const messages = due
      .slice(i, i + BATCH)
      .map((a): { body: AlertMessage } => ({ body: { kind: a.confirm ? "confirm" : "digest", addressId: a.id, day: today } }));
    await queue.sendBatch(messages);
  }
  return { ...deleted, queued: due.length };
}
