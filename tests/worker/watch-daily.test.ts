/**
 * The watch's daily run and its cron wiring in workerd, over the seeded data (issue #35): on 26 Nov 2026 it flags
 * Malaysia's exemption for Indians (ends 31 Dec 2026) and the announcements older than 90 days with no date, once
 * each; the digest mails every new flag once; the weekly cron sends one queue message per host, the transit data's pages
 * included.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { IsoDate } from "../../shared/units/iso-date";
import { createDb } from "../../worker/db/client";
import { listFlags } from "../../worker/db/queries/watch";
import { scheduled, WATCH_SOURCES_CRON } from "../../worker/scheduled/dispatch";
import type { WatchHostMessage } from "../../worker/watch/check-host";
import { runWatchDaily } from "../../worker/watch/daily";
import { MAX_SOURCES_PER_MESSAGE } from "../../worker/watch/plan";

describe("the daily run", () => {
  it("flags what ends within 60 days and stale announcements once, and mails each new flag once", async () => {
    const db = createDb(env.DB);
    const sent: Array<{ subject: string; text: string; to: string }> = [];
    const digest = {
      binding: { send: async (m: { subject: string; text: string; to: string }) => void sent.push(m) } as unknown as SendEmail,
      from: "watch@visafeeatlas.example",
      to: "team@visafeeatlas.example",
      siteUrl: "https://visafeeatlas.example",
    };
    const today = "2026-11-26" as IsoDate;
    const first = await runWatchDaily({ db, today, now: new Date("2026-11-26T04:30:00Z"), digest });
    const flags = await listFlags(db, { open: true, limit: 100 });
    expect(first.raised).toBe(flags.length);
    expect(
      flags.some(
        (f) =>
          f.kind === "rule-ending" &&
          /^Malaysia's visa exemption \(30 days\) for India passport holders is set to end on 31 Dec 2026/.test(f.subject),
      ),
    ).toBe(true);
    expect(flags.some((f) => f.kind === "announced-stale" && f.subject.startsWith("Announced 4 Jul 2025"))).toBe(true);
    expect(first.mailed).toBe(flags.length);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe(`Visa Fee Atlas source watch: ${flags.length} new flags`);
    expect(sent[0]?.text).toContain("Rule ends soon (2026-11-26): Malaysia's visa exemption");
    expect(sent[0]?.text).toContain("npm run ops:data -- --remote --ack ");

    const again = await runWatchDaily({ db, today, now: new Date("2026-11-27T04:30:00Z"), digest });
    expect(again).toEqual({ raised: 0, mailed: 0 });
    expect(sent).toHaveLength(1);
  });
});

describe("the weekly cron", () => {
  afterEach(() => vi.restoreAllMocks());

  it("sends one message per host (a few in a row for a host cited more than 10 times) through the watch queue", async () => {
    const batches: Array<Array<{ body: WatchHostMessage }>> = [];
    const queue = { sendBatch: async (messages: Array<{ body: WatchHostMessage }>) => void batches.push(messages) } as unknown as Queue;
    // The cron also reads the wait sources (issue #46: watch-waits*.test.ts); no request leaves the test.
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("gone", { status: 404 }));
    const ctx = createExecutionContext();
    await scheduled(
      createScheduledController({ cron: WATCH_SOURCES_CRON, scheduledTime: Date.UTC(2026, 10, 30, 4) }),
      { ...env, WATCH_QUEUE: queue },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const messages = batches.flat().map((m) => m.body);
    expect(batches.every((b) => b.length <= 100)).toBe(true);
    expect(messages.length).toBeGreaterThan(80);
    const hosts = messages.map((m) => m.host);
    expect(hosts).toEqual([...hosts].sort((a, b) => a.localeCompare(b)));
    expect(messages.every((m) => m.sources.length <= MAX_SOURCES_PER_MESSAGE)).toBe(true);
    expect(new Set(hosts).size).toBeLessThanOrEqual(messages.length);
    expect(messages.flatMap((m) => m.sources).length).toBeGreaterThan(100);
    // The transit data's pages go with the rest (issue #43).
    expect(messages.flatMap((m) => m.sources.flatMap((s) => s.records)).filter((r) => r.startsWith("transit")).length).toBeGreaterThan(100);
  });
});
