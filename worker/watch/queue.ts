/**
 * @module The source watch's queue consumer (issue #35): each message is one host (worker/watch/plan.ts), checked
 * by checkHost; a message that is not one is dropped with a log line. A host whose check throws (D1 down) is retried
 * by the queue; a source that cannot be read is not an error (its failure is recorded and counted).
 */
import { getConfig } from "../config";
import type { Db } from "../db/client";
import { checkHost, isWatchHostMessage } from "./check-host";
import { watchUserAgent } from "./fetch-policy";

/** The watch queue's name (wrangler.toml). */
export const WATCH_QUEUE_NAME = "visa-fee-atlas-watch";

/** The `queue()` handler for the watch queue. `fetchImpl` is the platform's fetch (tests pass recorded pages). */
export async function handleWatchBatch(
  batch: MessageBatch<unknown>,
  env: Env,
  // The batch's one handle, over the D1 session entry.ts opens for it.
  db: Db,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<void> {
  const config = getConfig(env);
  const userAgent = watchUserAgent(config.site.url);
  const fixtureOrigin = config.watch.fixtureOrigin;
  for (const message of batch.messages) {
    if (!isWatchHostMessage(message.body)) {
      console.error(JSON.stringify({ level: "error", event: "watch_message_malformed" }));
      message.ack();
      continue;
    }
    try {
      const summary = await checkHost(message.body, { db, fetch: fetchImpl, userAgent, now: () => new Date(), fixtureOrigin });
      console.log(JSON.stringify({ level: "info", event: "watch_host_checked", host: message.body.host, ...summary }));
      message.ack();
    } catch (error) {
      console.error(JSON.stringify({ level: "error", event: "watch_host_failed", host: message.body.host, message: String(error) }));
      message.retry();
    }
  }
}
