/** Helpers for the lead tests: HTTP mutations from a chosen client address, and in-process callers with a clock. */
import { env, SELF } from "cloudflare:test";
import { isoDateOf } from "../../shared/units/iso-date";
import { createDb } from "../../worker/db/client";
import { hashClient } from "../../worker/rate-limit/client-hash";
import { getConfig } from "../../worker/config";
import { createContextInner } from "../../worker/trpc/context";
import { createCallerFactory } from "../../worker/trpc/init";
import { appRouter } from "../../worker/trpc/routers/_app";
import type { CurrencyCode } from "../../shared/units/money";

/** A fresh idempotency key. */
export const key = () => crypto.randomUUID();

/** A valid consultation input (Indian origin, Thai destination). */
export function consultation(overrides: Record<string, unknown> = {}) {
  return { idempotencyKey: key(), origin: "IN", destination: "TH", name: "Asha Rao", phone: "98765 43210", ...overrides };
}

/** A valid Contact for API input. */
export function apiContact(overrides: Record<string, unknown> = {}) {
  return { idempotencyKey: key(), name: "Ravi", companyName: "Acme Travel", mobileNumber: "9876543210", email: "Ravi@Example.com", ...overrides };
}

/** A valid contact page input. */
export function contactMessage(overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: key(),
    name: "Meera Iyer",
    email: "meera@example.com",
    subject: "Fees for Japan",
    message: "Is the Japan fee the same for children?",
    ...overrides,
  };
}

export type MutationBody = {
  result?: { data: { id: string } };
  error?: {
    message: string;
    code: number;
    data: { code: string; httpStatus: number; zodIssues: { path: (string | number)[]; message: string }[] | null; retryAfterSeconds: number | null };
  };
};

/** POSTs a tRPC mutation as the client at `ip` (CF-Connecting-IP), answering status, headers and body. */
export async function mutate(path: string, input: unknown, ip = "203.0.113.10") {
  const res = await SELF.fetch(`http://localhost/trpc/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, Origin: "http://localhost" },
    body: JSON.stringify(input),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: JSON.parse(text) as MutationBody };
}

/** An in-process caller for the client at `ip` whose clock reads `clock.now` (tests move it). */
export function callerAt(clock: { now: Date }, ip = "203.0.113.20") {
  const ctx = createContextInner({
    db: createDb(env.DB),
    kv: env.KV,
    country: null,
    currency: "INR" as CurrencyCode,
    today: isoDateOf(clock.now),
    now: () => clock.now,
    clientHash: () => hashClient(ip, env.IP_HASH_SALT),
    policies: getConfig(env).policies,
  });
  return createCallerFactory(appRouter)(ctx);
}

/** Rows of a lead table. */
export async function rows(table: "consultation_requests" | "api_contact_requests" | "contact_messages") {
  const { results } = await env.DB.prepare(`SELECT * FROM ${table} ORDER BY created_at`).all<Record<string, string>>();
  return results;
}
