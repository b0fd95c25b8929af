/** Rate limits of the lead forms (decision 4): D1's atomic count-and-insert under bursts, windows, KV mirror. */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { hashClient } from "../../worker/rate-limit/client-hash";
import { apiContact, callerAt, consultation, contactMessage, key, mutate, rows } from "./leads-helpers";

async function reset() {
  await env.DB.batch(["consultation_requests", "api_contact_requests", "contact_messages"].map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
  const { keys } = await env.KV.list({ prefix: "ratelimit:" });
  await Promise.all(keys.map((k) => env.KV.delete(k.name)));
}

beforeEach(reset);

describe("a burst of 50 parallel consultations", () => {
  it("from one client stores exactly 1 row and refuses 49 with the cooldown message", async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => mutate("leads.consultation", consultation(), "198.51.100.1")));
    const stored = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 429);
    expect(stored).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const r of refused) {
      expect(r.body.error?.data.code).toBe("TOO_MANY_REQUESTS");
      expect(r.body.error?.message).toMatch(/^Please wait (30|29) seconds before making another request\.$/);
      expect(r.headers.get("Retry-After")).toMatch(/^(30|29)$/);
    }
    expect(await rows("consultation_requests")).toHaveLength(1);
  });

  it("from 50 different clients stores 50 rows", async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => mutate("leads.consultation", consultation(), `198.51.100.${i + 10}`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(50);
    expect(await rows("consultation_requests")).toHaveLength(50);
  });
});

describe("consultations spaced past the cooldown", () => {
  it("store 5 in the hour and refuse the sixth with the window message and the right seconds", async () => {
    const start = new Date("2026-11-23T10:00:00.000Z");
    const clock = { now: start };
    const caller = callerAt(clock, "192.0.2.5");
    for (let i = 0; i < 5; i++) {
      clock.now = new Date(start.getTime() + i * 31_000);
      await caller.leads.consultation(consultation());
    }
    // Sixth at 10:03:00: the first (10:00:00) leaves the window at 11:00:00, 3,420 s later.
    clock.now = new Date("2026-11-23T10:03:00.000Z");
    await expect(caller.leads.consultation(consultation())).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many requests. Please try again in 3420 seconds.",
    });
    expect(await rows("consultation_requests")).toHaveLength(5);
  });

  it("accept a sixth once the oldest has left the 60-minute window", async () => {
    const start = new Date("2026-11-23T10:00:00.000Z");
    const clock = { now: start };
    const caller = callerAt(clock, "192.0.2.6");
    for (let i = 0; i < 5; i++) {
      clock.now = new Date(start.getTime() + i * 31_000);
      await caller.leads.consultation(consultation());
    }
    clock.now = new Date("2026-11-23T11:00:00.001Z");
    await expect(caller.leads.consultation(consultation())).resolves.toHaveProperty("id");
    expect(await rows("consultation_requests")).toHaveLength(6);
  });

  it("refuse a second within 30 s with the seconds left", async () => {
    const clock = { now: new Date("2026-11-23T10:00:00.000Z") };
    const caller = callerAt(clock, "192.0.2.7");
    await caller.leads.consultation(consultation());
    clock.now = new Date("2026-11-23T10:00:12.500Z");
    await expect(caller.leads.consultation(consultation())).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Please wait 18 seconds before making another request.",
    });
  });
});

describe("idempotency", () => {
  it("a retried key stores one row and answers the same id", async () => {
    const input = consultation({ idempotencyKey: key() });
    const first = await mutate("leads.consultation", input, "198.51.100.200");
    const again = await mutate("leads.consultation", input, "198.51.100.200");
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.result?.data.id).toBe(first.body.result?.data.id);
    expect(await rows("consultation_requests")).toHaveLength(1);
  });

  it("parallel retries of one key store one row", async () => {
    const input = apiContact({ idempotencyKey: key() });
    const results = await Promise.all(Array.from({ length: 10 }, () => mutate("leads.apiContact", input, "198.51.100.201")));
    expect(new Set(results.map((r) => r.body.result?.data.id)).size).toBe(1);
    expect(await rows("api_contact_requests")).toHaveLength(1);
  });

  it("another client's key is refused with CONFLICT and stores nothing new", async () => {
    const input = contactMessage({ idempotencyKey: key() });
    await mutate("leads.contact", input, "198.51.100.202");
    const other = await mutate("leads.contact", input, "198.51.100.203");
    expect(other.body.error?.data.code).toBe("CONFLICT");
    expect(await rows("contact_messages")).toHaveLength(1);
  });
});

describe("the other forms' configurable limits", () => {
  it("the API form stores API_CONTACT_LIMIT_MAX (3) per window, spaced past its cooldown", async () => {
    const clock = { now: new Date("2026-11-23T10:00:00.000Z") };
    const caller = callerAt(clock, "192.0.2.8");
    const outcomes: string[] = [];
    for (let i = 0; i < 4; i++) {
      clock.now = new Date(Date.parse("2026-11-23T10:00:00.000Z") + i * 31_000);
      outcomes.push(
        await caller.leads.apiContact(apiContact()).then(
          () => "ok",
          (e: { code: string }) => e.code,
        ),
      );
    }
    expect(outcomes).toEqual(["ok", "ok", "ok", "TOO_MANY_REQUESTS"]);
  });

  it("the contact form refuses a burst beyond one per cooldown", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => mutate("leads.contact", contactMessage(), "198.51.100.204")));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await rows("contact_messages")).toHaveLength(1);
  });
});

describe("KV counters", () => {
  it("match D1 after a run of bursts from several clients", async () => {
    const ips = ["198.51.100.50", "198.51.100.51", "198.51.100.52"];
    await Promise.all(ips.flatMap((ip) => Array.from({ length: 10 }, () => mutate("leads.consultation", consultation(), ip))));
    const d1 = await rows("consultation_requests");
    for (const ip of ips) {
      const hash = await hashClient(ip, env.IP_HASH_SALT);
      const counter = await env.KV.get<{ count: number; hits: string[] }>(`ratelimit:v1:consultation:${hash}`, "json");
      const mine = d1.filter((r) => r.client_hash === hash);
      expect(counter?.count).toBe(mine.length);
      expect(counter?.hits).toEqual(mine.map((r) => r.created_at));
    }
  });

  it("refuse early from KV without touching D1 when the counter says the client is over", async () => {
    const hash = await hashClient("198.51.100.60", env.IP_HASH_SALT);
    const hit = new Date(Date.now() - 5_000).toISOString();
    await env.KV.put(
      `ratelimit:v1:consultation:${hash}`,
      JSON.stringify({ scope: "consultation", clientHash: hash, count: 1, hits: [hit], max: 5, windowSeconds: 3600, updatedAt: hit }),
    );
    const res = await mutate("leads.consultation", consultation(), "198.51.100.60");
    expect(res.status).toBe(429);
    expect(await rows("consultation_requests")).toHaveLength(0);
  });

  it("never store the raw address", async () => {
    await mutate("leads.consultation", consultation(), "198.51.100.77");
    const [row] = await rows("consultation_requests");
    expect(JSON.stringify(row)).not.toContain("198.51.100.77");
    expect(row?.client_hash).toMatch(/^[0-9a-f]{32}$/);
  });
});
