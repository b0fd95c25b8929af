/**
 * The weekly cron reads the wait sources (issue #46) in workerd: both sources, through the fixture origin in
 * development, dated by the trigger's scheduled time (not the clock when it ends), with one JSON event line.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fixturePathOf } from "../../scripts/watch/fixture-answers";
import { fixtureRunTime } from "../../scripts/watch/wait-variants";
import { IRCC_PTIME_URL, STATE_WAITS_URL } from "../../shared/waits/wait-sources";
import { scheduled, WATCH_SOURCES_CRON } from "../../worker/scheduled/dispatch";
import { FIXTURE_ORIGIN, fixtureFetch } from "./fixture-fetch";

const plan = { upstreamPath: "/none", cases: new Map() };

describe("the weekly cron", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads both wait sources, dated by the trigger's time, and logs what it did", async () => {
    const asked: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(fixtureFetch(() => 1, plan, asked));
    const logged = vi.spyOn(console, "log");
    const queue = { sendBatch: async () => undefined } as unknown as Queue;
    const ctx = createExecutionContext();
    await scheduled(
      createScheduledController({ cron: WATCH_SOURCES_CRON, scheduledTime: fixtureRunTime(1) }),
      { ...env, DEV_MODE: "1", WATCH_FIXTURE_ORIGIN: FIXTURE_ORIGIN, UPSTREAM_PASSPORT_INDEX_URL: "", WATCH_QUEUE: queue },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(asked.sort()).toEqual([fixturePathOf(IRCC_PTIME_URL), fixturePathOf(STATE_WAITS_URL)].sort());
    const event = logged.mock.calls.map(([line]) => JSON.parse(String(line))).find((e) => e.event === "watch_waits");
    expect(event).toMatchObject({ level: "info", event: "watch_waits", stored: 43 });
    const rows = (await env.DB.prepare("SELECT figure_id AS id, as_of AS asOf, days, read_on AS readOn FROM wait_readings").all()).results;
    expect(rows).toHaveLength(43);
    expect(rows.find((r) => r.id === "ca-visitor-visa-in")).toEqual({ id: "ca-visitor-visa-in", asOf: "2026-10-01", days: 22, readOn: "2026-12-07" });
  });
});
