/**
 * Leads reach the team (issue #24), in workerd with the queue consumer driven directly: the queue message of a stored
 * lead (none for a refused one), a signed webhook delivery the test verifies, retries with backoff then the dead
 * letter, fault injection (500, timeout, recovery: every lead delivered exactly once from the receiver's side, none
 * lost), the e-mail channel, and the platform's own fetch.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeadMessage } from "../../worker/db/queries/lead-deliveries";
import { signBody } from "../../worker/leads/deliver";
import { leadEmail } from "../../worker/leads/email";
import { createDb } from "../../worker/db/client";
import { handleLeadBatch, LEADS_DEAD_LETTER_QUEUE, retryDelaySeconds } from "../../worker/leads/queue";
import { apiContact, consultation, contactMessage, mutate } from "./leads-helpers";
import { batchOf, configured, delivery, mutateEnqueuing, receiver, SECRET, storedConsultation, WEBHOOK } from "./leads-delivery-helpers";

/** The handle the queue handler is given: entry.ts opens it over a D1 session, as this does. */
const testDb = () => createDb(env.DB.withSession("first-primary"));

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
    await handleLeadBatch(batch, configured, testDb(), fetchImpl);
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
    await handleLeadBatch(again.batch, configured, testDb(), fetchImpl);
    expect(again.acked).toEqual([id]);
    expect(seen).toHaveLength(1);
  });

  it("retries a failure with growing backoff, then the dead letter marks it dead", async () => {
    const id = await storedConsultation("198.51.100.11");
    const down = receiver(() => "fail");
    for (let attempt = 1; attempt <= 3; attempt++) {
      const { batch, acked, retried } = batchOf([{ form: "consultation", id }]);
      await handleLeadBatch(batch, configured, testDb(), down.fetchImpl);
      expect(acked).toEqual([]);
      expect(retried).toEqual([{ id, delaySeconds: retryDelaySeconds(attempt) }]);
    }
    expect([retryDelaySeconds(1), retryDelaySeconds(2), retryDelaySeconds(3), retryDelaySeconds(20)]).toEqual([30, 60, 120, 3600]);
    expect(await delivery("consultation", id)).toMatchObject({ attempts: 3, last_error: "webhook: status 500", delivered_at: null });
    const dead = batchOf([{ form: "consultation", id }], LEADS_DEAD_LETTER_QUEUE);
    await handleLeadBatch(dead.batch, configured, testDb(), down.fetchImpl);
    expect(dead.acked).toEqual([id]);
    expect((await delivery("consultation", id))?.dead_at).toEqual(expect.any(String));
  });

  it("waits without a configured webhook, and drops a malformed message with a log line", async () => {
    const id = await storedConsultation("198.51.100.12");
    const { batch, retried } = batchOf([{ form: "consultation", id }]);
    await handleLeadBatch(batch, env, testDb(), receiver(() => "ok").fetchImpl);
    expect(retried).toEqual([{ id, delaySeconds: retryDelaySeconds(5) }]);
    // Not an attempt: nothing was sent anywhere, and no delivery row written.
    expect(await delivery("consultation", id)).toBeNull();
    // If the queue gives up on it before a channel is configured, the dead letter is still recorded.
    const dead = batchOf([{ form: "consultation", id }], LEADS_DEAD_LETTER_QUEUE);
    await handleLeadBatch(dead.batch, env, testDb());
    expect(await delivery("consultation", id)).toMatchObject({ attempts: 0, dead_at: expect.any(String), delivered_at: null });
    const bad = batchOf([{ form: "nope", id: 1 } as unknown as LeadMessage]);
    await handleLeadBatch(bad.batch, configured, testDb(), receiver(() => "ok").fetchImpl);
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
      await handleLeadBatch(batch, configured, testDb(), flaky.fetchImpl);
      pending = messages.filter((m) => retried.some((r) => r.id === m.id));
    }
    await handleLeadBatch(batchOf(messages).batch, configured, testDb(), flaky.fetchImpl);
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
    await handleLeadBatch(batch, { ...env, ...addresses, LEADS_EMAIL: box.binding } as Env, testDb(), receiver(() => "ok").fetchImpl);
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
    await handleLeadBatch(first.batch, both, testDb(), hook.fetchImpl);
    expect(first.retried).toEqual([{ id, delaySeconds: retryDelaySeconds(1) }]);
    expect(await delivery("consultation", id)).toMatchObject({ attempts: 1, last_error: "email: refused", delivered_at: null });
    const second = batchOf([{ form: "consultation", id }]);
    await handleLeadBatch(second.batch, both, testDb(), hook.fetchImpl);
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
    await handleLeadBatch(batch, { ...env, ...addresses } as Env, testDb());
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
    await handleLeadBatch(batch, configured, testDb());
    expect(calls).toEqual([WEBHOOK]);
    expect(acked).toEqual([id]);
  });
});
