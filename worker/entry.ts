/**
 * @module The Worker's entry (wrangler.toml `main`): HTTP requests go to the Hono app, Cron Triggers to the rate
 * refresh, the leads outbox and lead retention (scheduled/dispatch.ts), and the leads queues to their consumer.
 */
import app from "./app";
import { handleLeadBatch } from "./leads/queue";
import { scheduled } from "./scheduled/dispatch";

export default {
  fetch: app.fetch,
  scheduled,
  queue: (batch, env) => handleLeadBatch(batch, env),
} satisfies ExportedHandler<Env>;
