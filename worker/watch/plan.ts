/**
 * @module The weekly fan-out of the source watch (issue #35): every distinct source URL the data cites (D1's records
 * and the transit data's: watched-sources.ts), grouped by host into one queue message each, so a host is read one
 * URL at a time and many hosts in parallel by the queue's consumers. 256 URLs on 220 hosts (at most 6 on one) in
 * the Nov 2026 data: 220 messages, sent 100 per sendBatch call.
 */
import type { Db } from "../db/client";
import type { WatchHostMessage } from "./check-host";
import { watchHostOf, watchRequestUrl } from "./fetch-policy";
import { listWatchedSources } from "./watched-sources";

/** Messages per Queue.sendBatch call (the platform's limit). */
const SEND_BATCH = 100;

/**
 * The most URLs one message reads: a consumer reads its batch's hosts one after another, each URL bounded by
 * WATCH_TIMEOUT_MS (15 s), and an invocation must end within 15 minutes: 5 messages × 10 URLs × 15 s = 12.5 minutes.
 * The world fee records (issue #45) cite 12 GOV.UK pages.
 */
export const MAX_SOURCES_PER_MESSAGE = 10;

/**
 * One message per host (a host with more than MAX_SOURCES_PER_MESSAGE URLs gets several, read one after another),
 * hosts and URLs in order; a cited URL that is not a URL at all is left out and named.
 */
export function hostMessages(cited: ReadonlyMap<string, readonly string[]>): { messages: WatchHostMessage[]; unreadable: string[] } {
  const byHost = new Map<string, WatchHostMessage>();
  const unreadable: string[] = [];
  for (const [url, records] of cited) {
    let host: string;
    try {
      host = watchHostOf(watchRequestUrl(url));
    } catch {
      unreadable.push(url);
      continue;
    }
    const message = byHost.get(host) ?? { host, sources: [] };
    message.sources.push({ url, records: [...records] });
    byHost.set(host, message);
  }
  const messages = [...byHost.values()]
    .sort((a, b) => a.host.localeCompare(b.host))
    .flatMap(({ host, sources }) =>
      Array.from({ length: Math.ceil(sources.length / MAX_SOURCES_PER_MESSAGE) }, (_, i) => ({
        host,
        sources: sources.slice(i * MAX_SOURCES_PER_MESSAGE, (i + 1) * MAX_SOURCES_PER_MESSAGE),
      })),
    );
  return { messages, unreadable };
}

/**
 * Sends this week's messages; returns how many hosts and URLs went, and the most URLs on one host (what bounds one
 * message's requests and D1 queries: the cost figures in the README).
 */
export async function planSourceWatch(
  db: Db,
  queue: Queue<WatchHostMessage>,
): Promise<{ hosts: number; urls: number; largestHost: number; unreadable: string[] }> {
  const { messages, unreadable } = hostMessages(await listWatchedSources(db));
  for (let i = 0; i < messages.length; i += SEND_BATCH) {
    await queue.sendBatch(messages.slice(i, i + SEND_BATCH).map((body) => ({ body })));
  }
  return {
    hosts: messages.length,
    urls: messages.reduce((n, m) => n + m.sources.length, 0),
    largestHost: messages.reduce((most, m) => Math.max(most, m.sources.length), 0),
    unreadable,
  };
}
