/**
 * @module The Worker's Cron Triggers (wrangler.toml), by schedule: the leads outbox hourly, lead retention daily, and
 * the ECB rate refresh on weekdays (any other schedule, as before the leads' ones existed).
 */
import { getConfig } from "../config";
import { createDb } from "../db/client";
import { runLeadsOutbox } from "../leads/outbox";
import { deleteExpiredLeads } from "../db/queries/lead-retention";
import { scheduled as refreshRatesScheduled } from "./refresh-rates";

/** The hourly outbox run's schedule. */
export const OUTBOX_CRON = "5 * * * *";
/** The daily retention run's schedule. */
export const RETENTION_CRON = "15 3 * * *";

const logFailure = (event: string) => (error: unknown) => console.error(JSON.stringify({ level: "error", event, message: String(error) }));

export const scheduled: ExportedHandlerScheduledHandler<Env> = (controller, env, ctx) => {
  const now = new Date(controller.scheduledTime);
  if (controller.cron === OUTBOX_CRON) {
    ctx.waitUntil(
      runLeadsOutbox(env, now).then((count) => {
        if (count > 0) console.warn(JSON.stringify({ level: "warn", event: "leads_requeued", count }));
      }, logFailure("leads_outbox_failed")),
    );
    return;
  }
  if (controller.cron === RETENTION_CRON) {
    ctx.waitUntil(
      deleteExpiredLeads(createDb(env.DB), getConfig(env).leads.retentionDays, now).then(
        (counts) => console.log(JSON.stringify({ level: "info", event: "leads_retention", ...counts })),
        logFailure("leads_retention_failed"),
      ),
    );
    return;
  }
  return refreshRatesScheduled(controller, env, ctx);
};
