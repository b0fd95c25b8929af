/**
 * @module The Worker's entry (wrangler.toml `main`): HTTP requests go to the Hono app, Cron Triggers to the rate
 * refresh, the leads outbox, lead retention, the source watch and the alerts (scheduled/dispatch.ts), and each queue to
 * its consumer.
 */
import app from "./app";
import { ALERTS_DEAD_LETTER_QUEUE, ALERTS_QUEUE_NAME } from "./alerts/mailer";
import { handleAlertBatch } from "./alerts/queue";
import { openDbSession } from "./db/client";
import { handleLeadBatch } from "./leads/queue";
import { scheduled } from "./scheduled/dispatch";
import { handleWatchBatch, WATCH_QUEUE_NAME } from "./watch/queue";

export default {
  fetch: app.fetch,
  scheduled,
  // Each queue to its consumer: the source watch's and the alerts' (with their dead letters) by name, every other (the
  // leads and their dead letters) to leads.
  // Each batch reads and writes through one D1 session (issue #44), started at the primary: a consumer records what it
  // did and reads it back (a lead's delivery attempts, a source's fingerprints).
  queue: (batch, env) => {
    const { db } = openDbSession(env.DB, "first-primary");
    if (batch.queue === WATCH_QUEUE_NAME) return handleWatchBatch(batch, env, db);
    if (batch.queue === ALERTS_QUEUE_NAME || batch.queue === ALERTS_DEAD_LETTER_QUEUE) return handleAlertBatch(batch, env, db);
    return handleLeadBatch(batch, env, db);
  },
} satisfies ExportedHandler<Env>;
