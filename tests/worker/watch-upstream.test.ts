/**
 * The weekly upstream check in workerd (issue #35), against the seeded current version: run by the weekly cron only
 * when UPSTREAM_PASSPORT_INDEX_URL is set; a file that cannot be read (an HTML page, a file over the cap) is recorded
 * and, after three weeks, flagged as unreachable once; the file's state never reads as "changed" on the site.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WAIT_SOURCES } from "../../shared/waits/wait-sources";
import { sourceStatusOf } from "../../shared/watch/source-state";
import { createDb } from "../../worker/db/client";
import { listFlags, loadSourceCheck } from "../../worker/db/queries/watch";
import { scheduled, WATCH_SOURCES_CRON } from "../../worker/scheduled/dispatch";
import { checkUpstream } from "../../worker/watch/upstream";
import { FIXTURE_FILES } from "./fixture-fetch";

const UA = "VisaFeeAtlasSourceWatch/1.0 (test)";
const UPSTREAM = "https://upstream.example.org/passport-index-tidy-iso2.csv";
const WAIT_URLS = WAIT_SOURCES.map((s) => s.url);
const csv = (body: string) => new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });

afterEach(() => vi.restoreAllMocks());

/** Runs the weekly cron with `vars` over env, a queue that keeps nothing, and returns the URLs fetched. */
async function weeklyCron(vars: Record<string, string>): Promise<string[]> {
  const fetched: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    // The wait sources, read every week (issue #46), are watch-waits*.test.ts's subject: not found here, and not listed.
    if (WAIT_URLS.includes(String(input))) return new Response("gone", { status: 404 });
    fetched.push(String(input));
    return csv(FIXTURE_FILES.upstream.updated);
  });
  const queue = { sendBatch: async () => undefined } as unknown as Queue;
  const ctx = createExecutionContext();
  await scheduled(
    createScheduledController({ cron: WATCH_SOURCES_CRON, scheduledTime: Date.UTC(2026, 11, 7, 4) }),
    { ...env, ...vars, WATCH_QUEUE: queue },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return fetched;
}

describe("the weekly cron", () => {
  it("checks the upstream file when its URL is set, and reads nothing when it is blank", async () => {
    expect(await weeklyCron({ UPSTREAM_PASSPORT_INDEX_URL: "" })).toEqual([]);
    expect(await weeklyCron({ UPSTREAM_PASSPORT_INDEX_URL: UPSTREAM })).toEqual([UPSTREAM]);
    // The wait sources' own flags (their bundled figures are old by 7 Dec 2026) are watch-waits.test.ts's subject.
    const flags = (await listFlags(createDb(env.DB), { open: true, limit: 10 })).filter((f) => !f.kind.startsWith("wait-"));
    expect(flags.map((f) => [f.kind, f.link])).toEqual([["upstream-changed", UPSTREAM]]);
  });
});

describe("checkUpstream", () => {
  it("a file it cannot read is recorded each week and flagged unreachable once, after the third", async () => {
    const db = createDb(env.DB);
    const url = "https://unreadable.example.org/passport-index-tidy-iso2.csv";
    const answers = [
      () => new Response("<!doctype html><title>Sign in</title>", { headers: { "Content-Type": "text/html" } }),
      () => new Response("x", { headers: { "Content-Type": "text/csv", "Content-Length": String(3 * 1024 * 1024) } }),
      () => new Response("gone", { status: 404 }),
      () => new Response("gone", { status: 404 }),
    ];
    const outcomes = [];
    for (const [i, answer] of answers.entries()) {
      const deps = { db, fetch: (async () => answer()) as typeof fetch, userAgent: UA, now: () => new Date(Date.UTC(2026, 11, 7 + 7 * i)) };
      outcomes.push(await checkUpstream(url, deps));
    }
    expect(outcomes.map((o) => [o.outcome, o.reason, o.flagsRaised])).toEqual([
      ["unreadable", "not a CSV file (text/html)", 0],
      ["unreadable", "larger than 2 MB", 0],
      ["unreadable", "HTTP 404", 1],
      ["unreadable", "HTTP 404", 0],
    ]);
    const flags = (await listFlags(db, { open: true, limit: 10 })).filter((f) => f.link === url);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({
      kind: "source-unreachable",
      subject: url,
      detail: "The upstream Passport Index file is unreachable since 2026-12-07T00:00:00.000Z: HTTP 404 (3 failed reads in a row).",
    });
  });

  it("keeps the last read's hash, and the file never reads as changed since our check", async () => {
    const db = createDb(env.DB);
    const url = "https://kept.example.org/passport-index-tidy-iso2.csv";
    const deps = {
      db,
      fetch: (async () => csv(FIXTURE_FILES.upstream.current)) as typeof fetch,
      userAgent: UA,
      now: () => new Date("2026-12-07T04:00:00Z"),
    };
    expect(await checkUpstream(url, deps)).toEqual({
      outcome: "same",
      reason: null,
      bytes: FIXTURE_FILES.upstream.current.length,
      changedPairs: 0,
      flagsRaised: 0,
      rowsWritten: 1,
    });
    const changedDeps = { ...deps, fetch: (async () => csv(FIXTURE_FILES.upstream.updated)) as typeof fetch };
    expect((await checkUpstream(url, changedDeps)).outcome).toBe("changed");
    const check = await loadSourceCheck(db, url);
    expect(check?.state.latestFingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(sourceStatusOf(check?.state ?? null)).toEqual({ kind: "checked" });
  });
});
