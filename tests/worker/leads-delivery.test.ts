/**
 * Leads reach the team (issue #24), in workerd with the queue consumer and the Cron Triggers driven directly: the
 * delivery row and queue message of a stored lead (none for a refused one), a signed webhook delivery the test
 * verifies, retries with backoff then the dead letter, the outbox, retention at its boundary, erasure, the ops view,
 * and fault injection (500, timeout, recovery): every lead delivered exactly once from the receiver's side, none lost.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { type LeadMessage, recordEnqueued } from "../../worker/leads/deliveries";
import { signBody } from "../../worker/leads/deliver";
import { handleLeadBatch, LEADS_DEAD_LETTER_QUEUE, retryDelaySeconds } from "../../worker/leads/queue";
import { deleteExpiredLeads } from "../../worker/leads/retention";
import { OUTBOX_CRON, RETENTION_CRON, scheduled } from "../../worker/scheduled/dispatch";
import app from "../../worker/app";
import { apiContact, consultation, contactMessage, mutate } from "./leads-helpers";

const SECRET = "test-webhook-secret";
const WEBHOOK = "https://hooks.example.test/leads";
/** The Worker's env with a webhook configured (wrangler.toml leaves it blank). */
const configured = { ...env, LEADS_WEBHOOK_URL: WEBHOOK, LEADS_WEBHOOK_SECRET: SECRET } as Env;

/** A batch the handler reads, recording what it acked and retried. */
function batchOf(messages: LeadMessage[], queue = "visa-fee-atlas-leads") {
  const acked: string[] = [];
  const retried: { id: string; delaySeconds?: number }[] = [];
  const batch = {
    queue,
    messages: messages.map((body, i) => ({
      id: `m${i}`,
      timestamp: new Date(),
      attempts: 1,
      body,
      ack: () => acked.push(body.id),
      retry: (options?: { delaySeconds?: number }) => retried.push({ id: body.id, delaySeconds: options?.delaySeconds }),
    })),
    ackAll: () => {},
    retryAll: () => {},
  } as unknown as MessageBatch<unknown>;
  return { batch, acked, retried };
}

/** A receiver: answers with `answer(n)` for the n-th request, checks signatures, and keeps what it accepted by id. */
function receiver(answer: (n: number) => "ok" | "fail" | "hang") {
  const accepted = new Map<string, number>();
  let n = 0;
  const fetchImpl = (async (url: string, init: RequestInit) => {
    n += 1;
    const body = String(init.body);
    const headers = new Headers(init.headers);
    expect(url).toBe(WEBHOOK);
    expect(headers.get("X-Signature-SHA256")).toBe(`sha256=${await signBody(body, SECRET)}`);
    const mode = answer(n);
    if (mode === "hang") throw new DOMException("The operation timed out.", "TimeoutError");
    if (mode === "fail") return new Response("down", { status: 500 });
    const key = headers.get("Idempotency-Key")!;
    accepted.set(key, (accepted.get(key) ?? 0) + 1);
    return new Response("ok");
  }) as unknown as typeof fetch;
  return { fetchImpl, accepted, requests: () => n };
}

const delivery = (form: string, id: string) =>
  env.DB.prepare("SELECT attempts, delivered_at, dead_at, last_error, requeued_at FROM lead_deliveries WHERE form = ? AND lead_id = ?")
    .bind(form, id)
    .first<{ attempts: number; delivered_at: string | null; dead_at: string | null; last_error: string | null; requeued_at: string | null }>();

async function storedConsultation(ip: string) {
  const res = await mutate("leads.consultation", consultation(), ip);
  expect(res.status).toBe(200);
  return res.body.result!.data.id;
}

describe("enqueue on insert", () => {
  it("writes the lead's delivery row after the answer; a refused submission writes none", async () => {
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM lead_deliveries").first<{ n: number }>())!.n;
    const id = await storedConsultation("198.51.100.1");
    await expect.poll(() => delivery("consultation", id)).not.toBeNull();
    const refused = await mutate("leads.consultation", consultation({ phone: "12" }), "198.51.100.2");
    expect(refused.status).toBe(400);
    // A second submission inside the cooldown is refused by the limit: nothing new to deliver.
    expect((await mutate("leads.consultation", consultation(), "198.51.100.1")).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await env.DB.prepare("SELECT count(*) AS n FROM lead_deliveries").first<{ n: number }>())!.n).toBe(before + 1);
  });
});

describe("the queue consumer", () => {
  it("delivers a signed lead with its id as the idempotency key, without the client hash", async () => {
    const id = await storedConsultation("198.51.100.10");
    const seen: { body: string; headers: Headers }[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      seen.push({ body: String(init.body), headers: new Headers(init.headers) });
      return new Response("ok");
    }) as unknown as typeof fetch;
    const { batch, acked } = batchOf([{ form: "consultation", id }]);
    await handleLeadBatch(batch, configured, fetchImpl);
    expect(acked).toEqual([id]);
    const [sent] = seen;
    expect(sent!.headers.get("Idempotency-Key")).toBe(id);
    expect(sent!.headers.get("X-Signature-SHA256")).toBe(`sha256=${await signBody(sent!.body, SECRET)}`);
    const payload = JSON.parse(sent!.body) as { event: string; form: string; lead: Record<string, unknown> };
    expect(payload).toMatchObject({ event: "lead.created", form: "consultation", lead: { id, name: "Asha Rao", destinationCode: "TH" } });
    expect(payload.lead).not.toHaveProperty("clientHash");
    expect(payload.lead).not.toHaveProperty("idempotencyKey");
    expect(await delivery("consultation", id)).toMatchObject({ attempts: 1, last_error: null, delivered_at: expect.any(String) });
    // Delivered already: a redelivered message is acknowledged without a second send.
    const again = batchOf([{ form: "consultation", id }]);
    await handleLeadBatch(again.batch, configured, fetchImpl);
    expect(again.acked).toEqual([id]);
    expect(seen).toHaveLength(1);
  });

  it("retries a failure with growing backoff, then the dead letter marks it dead", async () => {
    const id = await storedConsultation("198.51.100.11");
    const down = receiver(() => "fail");
    for (let attempt = 1; attempt <= 3; attempt++) {
      const { batch, acked, retried } = batchOf([{ form: "consultation", id }]);
      await handleLeadBatch(batch, configured, down.fetchImpl);
      expect(acked).toEqual([]);
      expect(retried).toEqual([{ id, delaySeconds: retryDelaySeconds(attempt) }]);
    }
    expect([retryDelaySeconds(1), retryDelaySeconds(2), retryDelaySeconds(3), retryDelaySeconds(20)]).toEqual([30, 60, 120, 3600]);
    expect(await delivery("consultation", id)).toMatchObject({ attempts: 3, last_error: "status 500", delivered_at: null });
    const dead = batchOf([{ form: "consultation", id }], LEADS_DEAD_LETTER_QUEUE);
    await handleLeadBatch(dead.batch, configured, down.fetchImpl);
    expect(dead.acked).toEqual([id]);
    expect((await delivery("consultation", id))?.dead_at).toEqual(expect.any(String));
  });

  it("waits without a configured webhook, and drops a malformed message with a log line", async () => {
    const id = await storedConsultation("198.51.100.12");
    const { batch, retried } = batchOf([{ form: "consultation", id }]);
    await handleLeadBatch(batch, env, receiver(() => "ok").fetchImpl);
    expect(retried).toEqual([{ id, delaySeconds: retryDelaySeconds(5) }]);
    // Not an attempt: nothing was sent anywhere.
    expect(await delivery("consultation", id)).toMatchObject({ attempts: 0, delivered_at: null });
    const bad = batchOf([{ form: "nope", id: 1 } as unknown as LeadMessage]);
    await handleLeadBatch(bad.batch, configured, receiver(() => "ok").fetchImpl);
    expect(bad.acked).toHaveLength(1);
  });

  it("under faults (500, then a timeout, then recovery) delivers every lead exactly once and loses none", async () => {
    const ids = [
      await storedConsultation("198.51.100.20"),
      (await mutate("leads.apiContact", apiContact(), "198.51.100.21")).body.result!.data.id,
      (await mutate("leads.contact", contactMessage(), "198.51.100.22")).body.result!.data.id,
    ];
    const messages: LeadMessage[] = [
      { form: "consultation", id: ids[0]! },
      { form: "api-contact", id: ids[1]! },
      { form: "contact", id: ids[2]! },
    ];
    // Requests 1–3 fail, 4–6 time out, then the receiver is back; each round redelivers what was retried, and the
    // last round delivers everything twice over (a duplicate queue delivery), which the consumer and receiver drop.
    const flaky = receiver((n) => (n <= 3 ? "fail" : n <= 6 ? "hang" : "ok"));
    let pending = messages;
    for (let round = 0; round < 4 && pending.length > 0; round++) {
      const { batch, retried } = batchOf(pending);
      await handleLeadBatch(batch, configured, flaky.fetchImpl);
      pending = messages.filter((m) => retried.some((r) => r.id === m.id));
    }
    await handleLeadBatch(batchOf(messages).batch, configured, flaky.fetchImpl);
    expect(pending).toEqual([]);
    expect([...flaky.accepted.entries()].sort()).toEqual(ids.map((id) => [id, 1] as [string, number]).sort());
    for (const m of messages) expect(await delivery(m.form, m.id)).toMatchObject({ attempts: 3, delivered_at: expect.any(String) });
    expect((await delivery("api-contact", ids[1]!))?.last_error).toBeNull();
  });
});

describe("the outbox (hourly)", () => {
  it("re-enqueues a lead left undelivered for more than an hour, even one whose delivery row was lost, once an hour", async () => {
    const db = createDb(env.DB);
    const stale = await storedConsultation("198.51.100.30");
    const lost = await storedConsultation("198.51.100.31");
    const fresh = await storedConsultation("198.51.100.32");
    await expect.poll(() => delivery("consultation", fresh)).not.toBeNull();
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
    await env.DB.prepare("UPDATE consultation_requests SET created_at = ? WHERE id IN (?, ?)").bind(twoHoursAgo, stale, lost).run();
    await env.DB.prepare("UPDATE lead_deliveries SET created_at = ? WHERE lead_id = ?").bind(twoHoursAgo, stale).run();
    await expect.poll(() => delivery("consultation", lost)).not.toBeNull();
    await env.DB.prepare("DELETE FROM lead_deliveries WHERE lead_id = ?").bind(lost).run();
    await recordEnqueued(db, { form: "consultation", id: fresh }, new Date());
    const ctx = createExecutionContext();
    await scheduled(createScheduledController({ cron: OUTBOX_CRON, scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await delivery("consultation", stale))?.requeued_at).toEqual(expect.any(String));
    expect((await delivery("consultation", lost))?.requeued_at).toEqual(expect.any(String));
    expect((await delivery("consultation", fresh))?.requeued_at).toBeNull();
    // Within the hour the same leads are not sent again.
    const before = (await delivery("consultation", stale))?.requeued_at;
    const again = createExecutionContext();
    await scheduled(createScheduledController({ cron: OUTBOX_CRON, scheduledTime: Date.now() }), env, again);
    await waitOnExecutionContext(again);
    expect((await delivery("consultation", stale))?.requeued_at).toBe(before);
  });
});

describe("retention (daily) and erasure", () => {
  it("keeps a row one day inside the period and deletes one a day past it, with its delivery", async () => {
    const inside = await storedConsultation("198.51.100.40");
    const past = await storedConsultation("198.51.100.41");
    await expect.poll(() => delivery("consultation", past)).not.toBeNull();
    const days = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    await env.DB.prepare("UPDATE consultation_requests SET created_at = ? WHERE id = ?").bind(days(729), inside).run();
    await env.DB.prepare("UPDATE consultation_requests SET created_at = ? WHERE id = ?").bind(days(731), past).run();
    await env.DB.prepare("UPDATE lead_deliveries SET created_at = ? WHERE lead_id = ?").bind(days(731), past).run();
    const ctx = createExecutionContext();
    await scheduled(createScheduledController({ cron: RETENTION_CRON, scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    const exists = (id: string) => env.DB.prepare("SELECT id FROM consultation_requests WHERE id = ?").bind(id).first();
    expect(await exists(inside)).not.toBeNull();
    expect(await exists(past)).toBeNull();
    expect(await delivery("consultation", past)).toBeNull();
    // LEAD_RETENTION_DAYS sets the period.
    expect((await deleteExpiredLeads(createDb(env.DB), 700, new Date())).consultation).toBe(1);
    expect(await exists(inside)).toBeNull();
  });

  it("erases one person's rows in every table by e-mail or phone, and says how many went", async () => {
    await mutate("leads.apiContact", apiContact({ email: "erase.me@example.com", mobileNumber: "9123456780" }), "198.51.100.50");
    await mutate("leads.contact", contactMessage({ email: "Erase.Me@example.com" }), "198.51.100.51");
    await mutate("leads.consultation", consultation({ phone: "91234 56780" }), "198.51.100.52");
    const erase = (who: unknown) =>
      app.request(
        "/ops/leads/erase",
        { method: "POST", headers: { Authorization: "Bearer test-ops-token", "Content-Type": "application/json" }, body: JSON.stringify({ who }) },
        env,
        createExecutionContext(),
      );
    const byEmail = await erase("erase.me@example.com");
    expect(await byEmail.json()).toMatchObject({ deleted: { "api-contact": 1, contact: 1, consultation: 0 } });
    const byPhone = await erase("+91 91234 56780");
    expect(await byPhone.json()).toMatchObject({ deleted: { consultation: 1 } });
    expect((await erase("x")).status).toBe(400);
  });
});

describe("GET /ops/leads", () => {
  const ops = (query: string, token = "test-ops-token") =>
    app.request(`/ops/leads${query}`, { headers: { Authorization: `Bearer ${token}` } }, env, createExecutionContext());

  it("lists leads with their delivery status as JSON and as CSV, for the ops token only", async () => {
    const id = await storedConsultation("198.51.100.60");
    const json = (await (await ops("?form=consultation&since=1d")).json()) as { leads: { id: string; fields: Record<string, unknown> }[] };
    expect(json.leads.find((l) => l.id === id)?.fields).toMatchObject({ name: "Asha Rao" });
    const csv = await ops("?form=consultation&format=csv");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect((await csv.text()).split("\n")[0]).toBe(
      "form,id,createdAt,destinationCode,destinationName,name,number,originCode,attempts,deliveredAt,deadAt,lastError",
    );
    expect((await ops("", "wrong")).status).toBe(401);
  });

  it.each(["?form=leads", "?since=yesterday", "?format=xml", "?page=2"])("answers %s with 400 naming what is allowed", async (query) => {
    const res = await ops(query);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      "form must be one of consultation, api-contact, contact (or absent); since a day (YYYY-MM-DD) or a number of days (7d); format json or csv. No other parameter is read.",
    );
  });
});

describe("the privacy policy", () => {
  it("states the retention period the daily run applies", async () => {
    const html = (await (await app.request("/privacy-policy", {}, env, createExecutionContext())).text()).replaceAll("<!-- -->", "");
    expect(html).toContain("no longer than 24 months after your last contact with us.");
  });
});
