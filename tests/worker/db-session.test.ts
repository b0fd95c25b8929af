/**
 * D1 through the Sessions API (issue #44): each entry opens one session (worker/db/client.ts `openDbSession`), reads
 * start at any replica and mutations at the primary (middleware/request-data.ts), and a session's bookmark is there
 * for a later one that must read its writes. Local D1 has no replicas, so these check the wiring, not replication.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { openDbSession } from "../../worker/db/client";
import { loadDataVersion } from "../../worker/db/queries/datasets";
import { sessionStartOf } from "../../worker/middleware/request-data";
import { get } from "./helpers";

describe("D1 sessions", () => {
  it.each([
    ["GET", "first-unconstrained"],
    ["HEAD", "first-unconstrained"],
    ["POST", "first-primary"],
  ])("starts a %s request's session at %s", (method, start) => {
    expect(sessionStartOf(method)).toBe(start);
  });

  it("reads through a session and gives its bookmark once a query ran", async () => {
    const session = openDbSession(env.DB, "first-primary");
    expect(session.bookmark()).toBeNull();
    expect(await loadDataVersion(session.db)).toMatch(/rates-usd:\d{4}-\d{2}-\d{2}/);
    expect(session.bookmark()).toEqual(expect.any(String));
  });

  it("reads in a session started from another's bookmark what that one wrote", async () => {
    const writer = openDbSession(env.DB, "first-primary");
    await writer.db.$client.prepare("UPDATE datasets SET as_on = '2026-04-15' WHERE id = 'rates-usd'").run();
    const reader = openDbSession(env.DB, writer.bookmark() ?? "first-primary");
    expect(await loadDataVersion(reader.db)).toContain("rates-usd:2026-04-15");
  });

  it("serves pages through the request's session", async () => {
    expect((await get("/visa-free?passport=IS")).status).toBe(200);
  });
});
