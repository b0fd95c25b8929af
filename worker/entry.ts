/**
 * @module The Worker's entry (wrangler.toml `main`): HTTP requests go to the Hono app, Cron Triggers to the
 * daily rate refresh.
 */
import app from "./app";
import { scheduled } from "./scheduled/refresh-rates";

export default {
  fetch: app.fetch,
  scheduled,
} satisfies ExportedHandler<Env>;
