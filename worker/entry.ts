/**
 * @module The Worker's entry (wrangler.toml `main`): HTTP requests go to the Hono app, Cron Triggers to the rate
 * refresh, the leads outbox, lead retention and the source watch (scheduled/dispatch.ts), and each queue to its consumer.
 */
import app from "./app";
import { handleLeadBatch } from "./leads/queue";
import { scheduled } from "./scheduled/dispatch";
import { handleWatchBatch, WATCH_QUEUE_NAME } from "./watch/queue";

export default {
  fetch: app.fetch,
  scheduled,
  // Each queue to its consumer: the source watch's by name, every other (the leads and their dead letters) to leads.
  queue: (batch, env) => (batch.queue === WATCH_QUEUE_NAME ? handleWatchBatch(batch, env) : handleLeadBatch(batch, env)),
} satisfies ExportedHandler<Env>;
