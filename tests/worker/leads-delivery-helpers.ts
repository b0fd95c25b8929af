/**
 * What the lead delivery tests share (issue #24): a webhook-configured env, queue batches that record acks and
 * retries, a stand-in receiver that checks signatures, delivery rows read and seeded, stored leads.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import type { LeadMessage } from "../../worker/db/queries/lead-deliveries";
import { signBody } from "../../worker/leads/deliver";
import app from "../../worker/app";
import { consultation, mutate } from "./leads-helpers";

export const SECRET = "test-webhook-secret";
export const WEBHOOK = "https://hooks.example.test/leads";
/** The Worker's env with a webhook configured (wrangler.toml leaves it blank). */
export const configured = { ...env, LEADS_WEBHOOK_URL: WEBHOOK, LEADS_WEBHOOK_SECRET: SECRET } as Env;

/** A batch the handler reads, recording what it acked and retried. */
export function batchOf(messages: LeadMessage[], queue = "visa-fee-atlas-leads") {
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
export function receiver(answer: (n: number) => "ok" | "fail" | "hang") {
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

/** The delivery row of a lead, or null. */
export const delivery = (form: string, id: string) =>
  env.DB.prepare("SELECT attempts, delivered_at, dead_at, last_error, requeued_at FROM lead_deliveries WHERE form = ? AND lead_id = ?")
    .bind(form, id)
    .first<{ attempts: number; delivered_at: string | null; dead_at: string | null; last_error: string | null; requeued_at: string | null }>();

/** A consultation stored through the Worker from `ip`: its id. */
export async function storedConsultation(ip: string) {
  const res = await mutate("leads.consultation", consultation(), ip);
  expect(res.status).toBe(200);
  return res.body.result!.data.id;
}

/** A delivery row as an earlier attempt would have left it. */
export const seedDelivery = (form: string, id: string, createdAt: string, set: { dead_at?: string; delivered_at?: string } = {}) =>
  env.DB.prepare(
    "INSERT INTO lead_deliveries (form, lead_id, created_at, attempts, last_error, dead_at, delivered_at) VALUES (?, ?, ?, 1, 'webhook: status 500', ?, ?)",
  )
    .bind(form, id, createdAt, set.dead_at ?? null, set.delivered_at ?? null)
    .run();

/** A mutation through the app with a stand-in leads queue, waiting for its waitUntil work: what it enqueued. */
export async function mutateEnqueuing(path: string, input: unknown, ip: string) {
  const sent: unknown[] = [];
  const queue = { send: async (body: unknown) => void sent.push(body), sendBatch: async () => {} } as unknown as Queue;
  const ctx = createExecutionContext();
  const res = await app.request(
    `/trpc/${path}`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, Origin: "http://localhost" },
      body: JSON.stringify(input),
    },
    { ...env, LEADS_QUEUE: queue },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const body = (await res.json()) as { result?: { data: { id: string } } };
  return { status: res.status, id: body.result?.data.id, sent };
}
