/**
 * @module The alerts' `queue()` handler (issue #47): each message to the mailer (mailer.ts), a failed send retried
 * with the leads' backoff (30 s doubling, at most an hour), a dead-lettered one marked dead. Alerts that are off (no
 * ALERTS_EMAIL binding, sender or key) leave their messages to retry, as the leads do, until they are configured.
 */
import { getConfig } from "../config";
import type { Db } from "../db/client";
import { retryDelaySeconds } from "../leads/queue";
import { ALERTS_DEAD_LETTER_QUEUE, isAlertMessage, mailAddress, markAlertDead } from "./mailer";

/** The mailer's settings in `env`, or null when the alerts are off. */
export function alertsSending(env: Env) {
  const config = getConfig(env);
  const binding = (env as Partial<Pick<Env, "ALERTS_EMAIL">>).ALERTS_EMAIL;
  if (!binding || !config.alerts.emailFrom || !config.secrets.alertsTokenKey) return null;
  return {
    binding,
    from: config.alerts.emailFrom,
    key: config.secrets.alertsTokenKey,
    siteUrl: config.site.url,
    devOutbox: config.dev.enabled ? env.KV : null,
  };
}

/** Handles a batch of the alerts' queue or its dead-letter queue. */
export async function handleAlertBatch(batch: MessageBatch<unknown>, env: Env, db: Db): Promise<void> {
  const sending = alertsSending(env);
  for (const message of batch.messages) {
    const body = message.body;
    if (!isAlertMessage(body)) {
      console.error(JSON.stringify({ level: "error", event: "alert_message_malformed", queue: batch.queue }));
      message.ack();
      continue;
    }
    if (batch.queue === ALERTS_DEAD_LETTER_QUEUE) {
      await markAlertDead(db, body);
      console.error(JSON.stringify({ level: "error", event: "alert_dead_lettered", kind: body.kind, day: body.day }));
      message.ack();
      continue;
    }
    if (!sending) {
      message.retry({ delaySeconds: retryDelaySeconds(5) });
      continue;
    }
    const outcome = await mailAddress({ ...sending, db, now: new Date() }, body);
    if (outcome.state === "failed") {
      // Never the address: the kind, the day and the error.
      console.warn(
        JSON.stringify({
          level: "warn",
          event: "alert_send_failed",
          kind: body.kind,
          day: body.day,
          attempts: outcome.attempts,
          error: outcome.error,
        }),
      );
      message.retry({ delaySeconds: retryDelaySeconds(outcome.attempts) });
    } else message.ack();
  }
}
