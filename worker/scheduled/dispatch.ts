/**
 * @module The Worker's Cron Triggers (wrangler.toml), by schedule: the leads outbox hourly, lead retention daily, the
 * source watch weekly (its fan-out, the wait sources read as figures, and the upstream check when
 * UPSTREAM_PASSPORT_INDEX_URL is set) and daily (ends and digest), and the ECB rate refresh on weekdays (any other
 * schedule, as before the others existed).
 */
import { getConfig } from "../config";
import { type Db, openDbSession } from "../db/client";
import { runLeadsOutbox } from "../leads/outbox";
import { deleteExpiredLeads } from "../db/queries/lead-retention";
import { isoDateOf } from "../../shared/units/iso-date";
import { runWatchDaily } from "../watch/daily";
import { watchUserAgent } from "../watch/fetch-policy";
import { planSourceWatch } from "../watch/plan";
import { checkUpstream } from "../watch/upstream";
import { checkWaitSources } from "../watch/waits";
import { refreshRatesOnSchedule } from "./refresh-rates";
import { runAlertsDaily } from "../alerts/daily";

/** The hourly outbox run's schedule. */
export const OUTBOX_CRON = "5 * * * *";
/** The daily retention run's schedule. */
export const RETENTION_CRON = "15 3 * * *";
/**
 * The weekly source watch's schedule (Mondays 04:00 UTC): one queue message per host, the wait sources (issue #46),
 * and the upstream check.
 */
export const WATCH_SOURCES_CRON = "0 4 * * 1";
/** The watch's daily run: the ends check and the digest. */
export const WATCH_DAILY_CRON = "30 4 * * *";
/** The alerts' daily run (issue #47): clean-up, then one queue message per address due a look. */
export const ALERTS_DAILY_CRON = "0 6 * * *";

const logFailure = (event: string) => (error: unknown) => console.error(JSON.stringify({ level: "error", event, message: String(error) }));

export const scheduled: ExportedHandlerScheduledHandler<Env> = (controller, env, ctx) => {
  const now = new Date(controller.scheduledTime);
  // The event's one D1 session (issue #44), opened on first use: each job writes and reads back what it wrote, so it
  // starts at the primary, and its later reads may go to a replica that has caught up with those writes.
  let opened: Db | undefined;
  const db = () => {
    opened ??= openDbSession(env.DB, "first-primary").db;
    return opened;
  };
  if (controller.cron === OUTBOX_CRON) {
    ctx.waitUntil(
      runLeadsOutbox(db(), env, now).then((count) => {
        if (count > 0) console.warn(JSON.stringify({ level: "warn", event: "leads_requeued", count }));
      }, logFailure("leads_outbox_failed")),
    );
    return;
  }
  if (controller.cron === RETENTION_CRON) {
    ctx.waitUntil(
      deleteExpiredLeads(db(), getConfig(env).leads.retentionDays, now).then(
        (counts) => console.log(JSON.stringify({ level: "info", event: "leads_retention", ...counts })),
        logFailure("leads_retention_failed"),
      ),
    );
    return;
  }
  if (controller.cron === WATCH_SOURCES_CRON) {
    const { watch, site } = getConfig(env);
    ctx.waitUntil(
      planSourceWatch(db(), env.WATCH_QUEUE).then(
        (sent) => console.log(JSON.stringify({ level: "info", event: "watch_planned", ...sent })),
        logFailure("watch_plan_failed"),
      ),
    );
    const reads = {
      db: db(),
      fetch: ((input, init) => fetch(input, init)) as typeof fetch,
      userAgent: watchUserAgent(site.url),
      fixtureOrigin: watch.fixtureOrigin,
    };
    // The wait figures are dated and aged by the trigger's day, so a run (or a test's) is the same whenever it ends.
    ctx.waitUntil(
      checkWaitSources({ ...reads, now: () => now }).then(
        (done) => console.log(JSON.stringify({ level: "info", event: "watch_waits", ...done })),
        logFailure("watch_waits_failed"),
      ),
    );
    if (watch.upstreamUrl) {
      const deps = { ...reads, now: () => new Date() };
      ctx.waitUntil(
        checkUpstream(watch.upstreamUrl, deps).then(
          (done) => console.log(JSON.stringify({ level: "info", event: "watch_upstream", ...done })),
          logFailure("watch_upstream_failed"),
        ),
      );
    }
    return;
  }
  if (controller.cron === WATCH_DAILY_CRON) {
    const { leads, site } = getConfig(env);
    const digest =
      env.LEADS_EMAIL && leads.emailFrom && leads.emailTo
        ? { binding: env.LEADS_EMAIL, from: leads.emailFrom, to: leads.emailTo, siteUrl: site.url }
        : null;
    ctx.waitUntil(
      runWatchDaily({ db: db(), today: isoDateOf(now), now, digest }).then(
        (done) => console.log(JSON.stringify({ level: "info", event: "watch_daily", ...done })),
        logFailure("watch_daily_failed"),
      ),
    );
    return;
  }
  if (controller.cron === ALERTS_DAILY_CRON) {
    ctx.waitUntil(
      runAlertsDaily(db(), env.ALERTS_QUEUE, now, isoDateOf(now)).then(
        (done) => console.log(JSON.stringify({ level: "info", event: "alerts_daily", ...done })),
        logFailure("alerts_daily_failed"),
      ),
    );
    return;
  }
  return refreshRatesOnSchedule(db(), controller, ctx);
};
