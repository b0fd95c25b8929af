/**
 * Leads reach the team (issue #24), in workerd with the queue consumer and the Cron Triggers driven directly: the
 * delivery row and queue message of a stored lead (none for a refused one), a signed webhook delivery the test
 * verifies, retries with backoff then the dead letter, the outbox, retention at its boundary, erasure, the ops view,
 * and fault injection (500, timeout, recovery): every lead delivered exactly once from the receiver's side, none lost.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../worker/db/client";
import type { LeadMessage } from "../../worker/leads/deliveries";
import { signBody } from "../../worker/leads/deliver";
import { leadEmail } from "../../worker/leads/email";
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

/** A delivery row as an earlier attempt would have left it. */
const seedDelivery = (form: string, id: string, createdAt: string, set: { dead_at?: string; delivered_at?: string } = {}) =>
  env.DB.prepare(
    "INSERT INTO lead_deliveries (form, lead_id, created_at, attempts, last_error, dead_at, delivered_at) VALUES (?, ?, ?, 1, 'webhook: status 500', ?, ?)",
  )
    .bind(form, id, createdAt, set.dead_at ?? null, set.delivered_at ?? null)
    .run();

/** A mutation through the app with a stand-in leads queue, waiting for its waitUntil work: what it enqueued. */
async function mutateEnqueuing(path: string, input: unknown, ip: string) {
  const sent: unknown[] = [];
  const queue = { send: async (body: unknown) => void sent.push(body), sendBatch: async () => {} } as unknown as Queue;
  const ctx = createExecutionContext();
  const res = await app.request(
    `/trpc/${path}`,
    { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip }, body: JSON.stringify(input) },
    { ...env, LEADS_QUEUE: queue },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const body = (await res.json()) as { result?: { data: { id: string } } };
  return { status: res.status, id: body.result?.data.id, sent };
}

describe("enqueue on insert", () => {
  it("puts a stored lead on the queue after the answer, writing nothing else; a refused submission enqueues nothing", async () => {
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM lead_deliveries").first<{ n: number }>())!.n;
    const stored = await mutateEnqueuing("leads.consultation", consultation(), "198.51.100.1");
    expect(stored.status).toBe(200);
    expect(stored.sent).toEqual([{ form: "consultation", id: stored.id }]);
    const contact = await mutateEnqueuing("leads.contact", contactMessage(), "198.51.100.3");
    expect(contact.sent).toEqual([{ form: "contact", id: contact.id }]);
    const invalid = await mutateEnqueuing("leads.consultation", consultation({ phone: "12" }), "198.51.100.2");
    expect(invalid.status).toBe(400);
    expect(invalid.sent).toEqual([]);
    // A second submission inside the cooldown is refused by the limit: nothing new to deliver.
    const limited = await mutateEnqueuing("leads.consultation", consultation(), "198.51.100.1");
    expect(limited.status).toBe(429);
    expect(limited.sent).toEqual([]);
    // The hand-off writes no D1 row: the consumer's first attempt does.
    expect((await env.DB.prepare("SELECT count(*) AS n FROM lead_deliveries").first<{ n: number }>())!.n).toBe(before);
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
    expect(await delivery("consultation", id)).toMatchObject({ attempts: 3, last_error: "webhook: status 500", delivered_at: null });
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
    // Not an attempt: nothing was sent anywhere, and no delivery row written.
    expect(await delivery("consultation", id)).toBeNull();
    // If the queue gives up on it before a channel is configured, the dead letter is still recorded.
    const dead = batchOf([{ form: "consultation", id }], LEADS_DEAD_LETTER_QUEUE);
    await handleLeadBatch(dead.batch, env);
    expect(await delivery("consultation", id)).toMatchObject({ attempts: 0, dead_at: expect.any(String), delivered_at: null });
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

describe("the e-mail channel (send_email binding)", () => {
  const addresses = { LEADS_EMAIL_FROM: "leads@visafeeatlas.example", LEADS_EMAIL_TO: "team@visafeeatlas.example" };

  /** A stand-in binding that keeps what it was given, failing the first `failures` sends. */
  function mailbox(failures = 0) {
    const sent: EmailMessageBuilder[] = [];
    let n = 0;
    const binding = {
      send: async (message: EmailMessageBuilder) => {
        n += 1;
        if (n <= failures) throw new Error("destination address not verified: team@visafeeatlas.example");
        sent.push(message);
        return { messageId: `<m${n}@visafeeatlas.example>` };
      },
    } as unknown as SendEmail;
    return { binding, sent };
  }

  it("e-mails the lead to the team, with the visitor's address as Reply-To, when only e-mail is configured", async () => {
    const id = (await mutate("leads.contact", contactMessage({ email: "visitor@example.com" }), "198.51.100.70")).body.result!.data.id;
    const box = mailbox();
    const { batch, acked } = batchOf([{ form: "contact", id }]);
    await handleLeadBatch(batch, { ...env, ...addresses, LEADS_EMAIL: box.binding } as Env, receiver(() => "ok").fetchImpl);
    expect(acked).toEqual([id]);
    const [mail] = box.sent;
    expect(mail).toMatchObject({ from: addresses.LEADS_EMAIL_FROM, to: addresses.LEADS_EMAIL_TO, replyTo: "visitor@example.com" });
    expect(mail!.subject).toMatch(/^Contact message: /);
    expect(mail!.text).toContain(`Id: ${id}`);
    expect(mail!.text).toContain("Email: visitor@example.com");
    expect(mail!.text).not.toMatch(/client ?hash|idempotency key:/i);
    expect(await delivery("contact", id)).toMatchObject({ attempts: 1, delivered_at: expect.any(String), last_error: null });
  });

  it("keeps a subject on one line whatever the visitor typed", () => {
    const mail = leadEmail("contact", { id: "x", subject: "Hi\r\nBcc: all@example.com" }, { from: "a@b.co", to: "c@d.co" });
    expect(mail.subject).toBe("Contact message: Hi Bcc: all@example.com");
  });

  it("with both channels, retries only the one that failed: the webhook gets the lead once", async () => {
    const id = await storedConsultation("198.51.100.71");
    const box = mailbox(1);
    const hook = receiver(() => "ok");
    const both = { ...configured, ...addresses, LEADS_EMAIL: box.binding } as Env;
    const first = batchOf([{ form: "consultation", id }]);
    await handleLeadBatch(first.batch, both, hook.fetchImpl);
    expect(first.retried).toEqual([{ id, delaySeconds: retryDelaySeconds(1) }]);
    expect(await delivery("consultation", id)).toMatchObject({ attempts: 1, last_error: "email: refused", delivered_at: null });
    const second = batchOf([{ form: "consultation", id }]);
    await handleLeadBatch(second.batch, both, hook.fetchImpl);
    expect(second.acked).toEqual([id]);
    expect(hook.accepted.get(id)).toBe(1);
    expect(hook.requests()).toBe(1);
    expect(box.sent).toHaveLength(1);
    expect(box.sent[0]!.subject).toBe("Consultation request: Thailand");
    expect(await delivery("consultation", id)).toMatchObject({ attempts: 2, last_error: null, delivered_at: expect.any(String) });
  });

  it("is accepted by the platform's own binding (wrangler.toml's LEADS_EMAIL, simulated by miniflare)", async () => {
    const id = (await mutate("leads.apiContact", apiContact(), "198.51.100.72")).body.result!.data.id;
    const { batch, acked } = batchOf([{ form: "api-contact", id }]);
    await handleLeadBatch(batch, { ...env, ...addresses } as Env);
    expect(acked).toEqual([id]);
    expect(await env.DB.prepare("SELECT emailed_at FROM lead_deliveries WHERE lead_id = ?").bind(id).first("emailed_at")).toEqual(expect.any(String));
  });
});

describe("the platform's fetch", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is called as a plain function by default (workerd refuses it as another object's method)", async () => {
    const id = await storedConsultation("198.51.100.73");
    const calls: string[] = [];
    // Stands in for workerd's fetch, with its rule: `this` must be the global scope or nothing.
    vi.spyOn(globalThis, "fetch").mockImplementation(function (this: unknown, input: RequestInfo | URL) {
      if (this !== undefined && this !== globalThis) throw new TypeError("Illegal invocation");
      calls.push(String(input));
      return Promise.resolve(new Response("ok"));
    });
    const { batch, acked } = batchOf([{ form: "consultation", id }]);
    await handleLeadBatch(batch, configured);
    expect(calls).toEqual([WEBHOOK]);
    expect(acked).toEqual([id]);
  });
});

describe("the outbox (hourly)", () => {
  it("re-enqueues a lead left undelivered for more than an hour, attempted or never, once an hour", async () => {
    const stale = await storedConsultation("198.51.100.30");
    const lost = await storedConsultation("198.51.100.31");
    const fresh = await storedConsultation("198.51.100.32");
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
    await env.DB.prepare("UPDATE consultation_requests SET created_at = ? WHERE id IN (?, ?)").bind(twoHoursAgo, stale, lost).run();
    // `stale` failed an attempt; `lost` never reached the consumer (its enqueue failed): no delivery row at all.
    await seedDelivery("consultation", stale, twoHoursAgo);
    const ctx = createExecutionContext();
    await scheduled(createScheduledController({ cron: OUTBOX_CRON, scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await delivery("consultation", stale))?.requeued_at).toEqual(expect.any(String));
    expect((await delivery("consultation", lost))?.requeued_at).toEqual(expect.any(String));
    expect(await delivery("consultation", fresh)).toBeNull();
    // Within the hour the same leads are not sent again.
    const before = (await delivery("consultation", stale))?.requeued_at;
    const again = createExecutionContext();
    await scheduled(createScheduledController({ cron: OUTBOX_CRON, scheduledTime: Date.now() }), env, again);
    await waitOnExecutionContext(again);
    expect((await delivery("consultation", stale))?.requeued_at).toBe(before);
  });
});

describe("the outbox and dead letters", () => {
  it("tries a dead letter again after the hour, for 30 days after the lead arrived, then leaves it to an operator", async () => {
    const recent = await storedConsultation("198.51.100.33");
    const old = await storedConsultation("198.51.100.34");
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    await seedDelivery("consultation", recent, ago(2 * 3_600_000));
    await seedDelivery("consultation", old, ago(31 * 86_400_000));
    await env.DB.prepare("UPDATE consultation_requests SET created_at = ? WHERE id = ?")
      .bind(ago(2 * 3_600_000), recent)
      .run();
    await env.DB.prepare("UPDATE consultation_requests SET created_at = ? WHERE id = ?")
      .bind(ago(31 * 86_400_000), old)
      .run();
    await env.DB.prepare("UPDATE lead_deliveries SET dead_at = ?, attempts = 6 WHERE lead_id IN (?, ?)").bind(ago(3_600_000), recent, old).run();
    const ctx = createExecutionContext();
    await scheduled(createScheduledController({ cron: OUTBOX_CRON, scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await delivery("consultation", recent))?.requeued_at).toEqual(expect.any(String));
    expect((await delivery("consultation", old))?.requeued_at).toBeNull();
  });
});

describe("retention (daily) and erasure", () => {
  it("keeps a row one day inside the period and deletes one a day past it, with its delivery", async () => {
    const inside = await storedConsultation("198.51.100.40");
    const past = await storedConsultation("198.51.100.41");
    const days = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    await seedDelivery("consultation", past, days(731));
    // Numbers of their own: a newer lead with the same number would be the same person's later contact.
    await env.DB.prepare("UPDATE consultation_requests SET created_at = ?, number = ? WHERE id = ?").bind(days(729), "9000000401", inside).run();
    await env.DB.prepare("UPDATE consultation_requests SET created_at = ?, number = ? WHERE id = ?").bind(days(731), "9000000411", past).run();
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

  it("counts the period from the person's last contact: a newer lead with the same number or e-mail keeps the old one", async () => {
    const days = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    const ageOf = async (table: string, id: string, n: number) =>
      env.DB.prepare(`UPDATE ${table} SET created_at = ? WHERE id = ?`).bind(days(n), id).run();
    const exists = (table: string, id: string) => env.DB.prepare(`SELECT id FROM ${table} WHERE id = ?`).bind(id).first();
    // One person: an old consultation (number), then a recent API request with the same number (country code added).
    const oldCall = await storedConsultation("198.51.100.42");
    await env.DB.prepare("UPDATE consultation_requests SET number = ? WHERE id = ?").bind("9988776655", oldCall).run();
    const recentApi = (await mutate("leads.apiContact", apiContact({ email: "kept@example.com", mobileNumber: "919988776655" }), "198.51.100.43"))
      .body.result!.data.id;
    // The same person's old contact message, by e-mail; and a stranger's old message, alone.
    const oldMessage = (await mutate("leads.contact", contactMessage({ email: "kept@example.com" }), "198.51.100.44")).body.result!.data.id;
    const stranger = (await mutate("leads.contact", contactMessage({ email: "gone@example.com" }), "198.51.100.45")).body.result!.data.id;
    await ageOf("consultation_requests", oldCall, 800);
    await ageOf("contact_messages", oldMessage, 800);
    await ageOf("contact_messages", stranger, 800);
    await ageOf("api_contact_requests", recentApi, 100);
    const counts = await deleteExpiredLeads(createDb(env.DB), 730, new Date());
    expect(await exists("consultation_requests", oldCall)).not.toBeNull();
    expect(await exists("contact_messages", oldMessage)).not.toBeNull();
    expect(await exists("contact_messages", stranger)).toBeNull();
    expect(counts.contact).toBeGreaterThanOrEqual(1);
    // Once the last contact itself is past the period, all of the person's rows go.
    await ageOf("api_contact_requests", recentApi, 731);
    await deleteExpiredLeads(createDb(env.DB), 730, new Date());
    expect(await exists("consultation_requests", oldCall)).toBeNull();
    expect(await exists("contact_messages", oldMessage)).toBeNull();
    expect(await exists("api_contact_requests", recentApi)).toBeNull();
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

describe("erasure at scale", () => {
  it("erases a person with hundreds of leads, their deliveries with them (D1's 100-parameter limit never reached)", async () => {
    const now = new Date().toISOString();
    const ids = Array.from({ length: 250 }, () => crypto.randomUUID());
    await env.DB.batch(
      ids.flatMap((id) => [
        env.DB.prepare(
          "INSERT INTO consultation_requests (id, created_at, name, number, origin_code, destination_code, destination_name, client_hash, idempotency_key) VALUES (?, ?, 'Many', '9111111111', 'IN', 'TH', 'Thailand', 'h', ?)",
        ).bind(id, now, id),
        env.DB.prepare("INSERT INTO lead_deliveries (form, lead_id, created_at) VALUES ('consultation', ?, ?)").bind(id, now),
      ]),
    );
    const res = await app.request(
      "/ops/leads/erase",
      {
        method: "POST",
        headers: { Authorization: "Bearer test-ops-token", "Content-Type": "application/json" },
        body: JSON.stringify({ who: "9111111111" }),
      },
      env,
      createExecutionContext(),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ deleted: { consultation: 250, deliveries: 250 } });
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM lead_deliveries WHERE lead_id IN (SELECT value FROM json_each(?))")
        .bind(JSON.stringify(ids))
        .first("n"),
    ).toBe(0);
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
      "form,id,createdAt,destinationCode,destinationName,name,number,originCode,attempts,webhookAt,emailedAt,deliveredAt,deadAt,lastError",
    );
    expect((await ops("", "wrong")).status).toBe(401);
  });

  it.each(["?form=leads", "?since=yesterday", "?format=xml", "?page=2", "?limit=0", "?limit=1001", "?status=dead", "?before=2026-01-01"])(
    "answers %s with 400 naming what is allowed",
    async (query) => {
      const res = await ops(query);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(
        "form must be one of consultation, api-contact, contact (or absent); since a day (YYYY-MM-DD) or a number of days (7d); status undelivered (or absent); limit 1 to 1000; before the next cursor of a previous page; format json or csv. No other parameter is read.",
      );
    },
  );

  it("pages through every form with a cursor: each lead once, newest first, the next page linked", async () => {
    const ids = [
      await storedConsultation("198.51.100.61"),
      (await mutate("leads.apiContact", apiContact(), "198.51.100.62")).body.result!.data.id,
      (await mutate("leads.contact", contactMessage(), "198.51.100.63")).body.result!.data.id,
      await storedConsultation("198.51.100.64"),
    ];
    // Two leads at the same instant in different forms: the cursor orders them by form, then id.
    const tie = new Date(Date.now() - 1000).toISOString();
    await env.DB.prepare("UPDATE consultation_requests SET created_at = ? WHERE id = ?").bind(tie, ids[0]).run();
    await env.DB.prepare("UPDATE api_contact_requests SET created_at = ? WHERE id = ?").bind(tie, ids[1]).run();
    const everything = (await (await ops("?since=1d")).json()) as { leads: { id: string; createdAt: string }[]; next: string | null };
    expect(everything.next).toBeNull();
    const seen: string[] = [];
    let path: string | null = "/ops/leads?since=1d&limit=2";
    let pages = 0;
    while (path) {
      const res = await ops(path.slice("/ops/leads".length));
      const page = (await res.json()) as { leads: { id: string }[]; next: string | null };
      expect(page.leads.length).toBeLessThanOrEqual(2);
      seen.push(...page.leads.map((l) => l.id));
      path = /<([^>]+)>; rel="next"/.exec(res.headers.get("Link") ?? "")?.[1] ?? null;
      expect(path === null).toBe(page.next === null);
      pages += 1;
    }
    expect(seen).toEqual(everything.leads.map((l) => l.id));
    expect(new Set(seen).size).toBe(seen.length);
    // A page links a next one only when more leads follow: no empty last page.
    expect(pages).toBe(Math.ceil(seen.length / 2));
    for (const id of ids) expect(seen).toContain(id);
    const createdAts = everything.leads.map((l) => l.createdAt);
    expect(createdAts).toEqual([...createdAts].sort().reverse());
  });

  it("lists only what has not reached the team with status=undelivered", async () => {
    const waiting = await storedConsultation("198.51.100.65");
    const done = await storedConsultation("198.51.100.66");
    await seedDelivery("consultation", done, new Date().toISOString(), { delivered_at: new Date().toISOString() });
    const page = (await (await ops("?form=consultation&since=1d&status=undelivered")).json()) as { leads: { id: string }[] };
    const listed = page.leads.map((l) => l.id);
    expect(listed).toContain(waiting);
    expect(listed).not.toContain(done);
  });
});

describe("the privacy policy", () => {
  it("states the retention period the daily run applies", async () => {
    const html = (await (await app.request("/privacy-policy", {}, env, createExecutionContext())).text()).replaceAll("<!-- -->", "");
    expect(html).toContain("no longer than 24 months after your last contact with us.");
  });
});
