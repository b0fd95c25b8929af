/**
 * The watch's review queue over HTTP (issue #35): the ops token, the list, the acknowledgement and bad input; the
 * rules ending within 60 days, listed on the day of the request before any daily run (issue #43).
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { IsoDate } from "../../shared/units/iso-date";
import app from "../../worker/app";
import { createDb } from "../../worker/db/client";
import { runWatchDaily } from "../../worker/watch/daily";

const AUTH = { Authorization: "Bearer test-ops-token" };

async function call(path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(path, init, env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe("/ops/data", () => {
  it("needs the token: 401 without it, before any parameter is read", async () => {
    expect((await call("/ops/data")).status).toBe(401);
    expect((await call("/ops/data?status=bogus", { headers: { Authorization: "Bearer wrong" } })).status).toBe(401);
    expect((await call("/ops/data/ack", { method: "POST", body: "{}" })).status).toBe(401);
  });

  it("lists open flags newest first with their detail, records and link; acknowledging closes one", async () => {
    await runWatchDaily({ db: createDb(env.DB), today: "2026-11-26" as IsoDate, now: new Date("2026-11-26T04:30:00Z"), digest: null });
    const res = await call("/ops/data", { headers: AUTH });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as {
      sources: { watched: number };
      flags: Array<{ id: string; kind: string; subject: string; link: string | null; records: string[] }>;
    };
    expect(body.flags.length).toBeGreaterThan(3);
    const malaysia = body.flags.find((f) => f.subject.startsWith("Malaysia's visa exemption"));
    expect(malaysia).toMatchObject({ kind: "rule-ending", records: [] });
    expect(malaysia?.link).toMatch(/^https?:\/\//);

    const ack = await call("/ops/data/ack", {
      method: "POST",
      headers: { ...AUTH, "Content-Type": "application/json" },
      body: JSON.stringify({ id: malaysia?.id, by: "asha", result: "Still ends 31 Dec 2026 per the embassy page." }),
    });
    expect(ack.status).toBe(200);
    expect(await ack.json()).toEqual({ acknowledged: malaysia?.id });
    const open = (await (await call("/ops/data", { headers: AUTH })).json()) as { flags: Array<{ id: string }> };
    expect(open.flags.map((f) => f.id)).not.toContain(malaysia?.id);
    const all = (await (await call("/ops/data?status=all", { headers: AUTH })).json()) as { flags: Array<{ id: string; ackedBy: string | null }> };
    expect(all.flags.find((f) => f.id === malaysia?.id)?.ackedBy).toBe("asha");
    const twice = await call("/ops/data/ack", {
      method: "POST",
      headers: { ...AUTH, "Content-Type": "application/json" },
      body: JSON.stringify({ id: malaysia?.id, by: "asha", result: "again" }),
    });
    expect(twice.status).toBe(404);
  });

  it("refuses odd queries, repeated parameters, bad bodies and huge bodies with a clear message", async () => {
    for (const q of ["?status=closed", "?status=open&status=all", "?limit=5"]) {
      const res = await call(`/ops/data${q}`, { headers: AUTH });
      expect([301, 400]).toContain(res.status);
    }
    const bad = await call("/ops/data/ack", {
      method: "POST",
      headers: { ...AUTH, "Content-Type": "application/json" },
      body: JSON.stringify({ id: "x", by: "", result: "" }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('Send {"id": "<flag id>", "by": "<your name>", "result": "<what you found>"}.');
    const huge = await call("/ops/data/ack", {
      method: "POST",
      headers: { ...AUTH, "Content-Type": "application/json" },
      body: JSON.stringify({ id: crypto.randomUUID(), by: "x", result: "y".repeat(20_000) }),
    });
    expect(huge.status).toBe(413);
  });
});

type Ending = { on: string; daysLeft: number; text: string; link: string | null; flag: { id: string; ackedAt: string | null } | null };

describe("/ops/data's rules ending within 60 days", () => {
  const MALAYSIA = "Malaysia's visa exemption (30 days) for India passport holders is set to end on 31 Dec 2026; no extension is in our sources.";
  /** GET /ops/data as if the request came at `at` (the route reads the clock, as every route does for today). */
  async function opsDataAt(at: string, query = "") {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(at));
    const res = await call(`/ops/data${query}`, { headers: AUTH });
    vi.useRealTimers();
    expect(res.status).toBe(200);
    return (await res.json()) as { today: string; ending: Ending[]; flags: Array<{ id: string; kind: string }> };
  }
  const malaysia = (ending: Ending[]) => ending.find((e) => e.text.startsWith("Malaysia's visa exemption"));

  beforeEach(async () => {
    // As freshly seeded: no daily run has raised a flag.
    await env.DB.prepare("DELETE FROM watch_flags").run();
  });
  afterEach(() => vi.useRealTimers());

  it("lists India → Malaysia's exemption with its last day and days left before any daily run flagged it", async () => {
    const body = await opsDataAt("2026-11-28T09:00:00Z");
    expect(body.today).toBe("2026-11-28");
    expect(body.flags).toEqual([]);
    expect(malaysia(body.ending)).toEqual({ on: "2026-12-31", daysLeft: 33, text: MALAYSIA, link: expect.stringMatching(/^https:\/\//), flag: null });
    expect(body.ending.map((e) => e.on)).toEqual([...body.ending.map((e) => e.on)].sort());
  });

  it("counts to the last day: 60 days before it is listed, 61 is not; on the day 0 days left; the day after, nothing", async () => {
    expect(malaysia((await opsDataAt("2026-11-01T00:00:00Z")).ending)?.daysLeft).toBe(60);
    expect(malaysia((await opsDataAt("2026-10-31T23:59:59Z")).ending)).toBeUndefined();
    expect(malaysia((await opsDataAt("2026-12-31T23:00:00Z")).ending)?.daysLeft).toBe(0);
    expect(malaysia((await opsDataAt("2027-01-01T00:00:00Z")).ending)).toBeUndefined();
  });

  it("names the rule-ending flag once the daily run raised it, and its acknowledgement, whatever the status asked", async () => {
    await runWatchDaily({ db: createDb(env.DB), today: "2026-11-28" as IsoDate, now: new Date("2026-11-28T04:30:00Z"), digest: null });
    const raised = await opsDataAt("2026-11-28T09:00:00Z");
    const flag = raised.flags.find((f) => f.kind === "rule-ending" && malaysia(raised.ending)?.flag?.id === f.id);
    expect(malaysia(raised.ending)?.flag).toEqual({ id: flag?.id, ackedAt: null });
    await env.DB.prepare("UPDATE watch_flags SET acked_at = '2026-11-28T10:00:00.000Z', acked_by = 'asha' WHERE id = ?").bind(flag?.id).run();
    const open = await opsDataAt("2026-11-28T11:00:00Z");
    expect(open.flags.map((f) => f.id)).not.toContain(flag?.id);
    expect(malaysia(open.ending)?.flag).toEqual({ id: flag?.id, ackedAt: "2026-11-28T10:00:00.000Z" });
  });
});
