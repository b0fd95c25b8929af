/** The watch's review queue over HTTP (issue #35): the ops token, the list, the acknowledgement and bad input. */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
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
