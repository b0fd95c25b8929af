/**
 * @module One lead sent to the team's webhook: the lead's row as JSON, signed with HMAC-SHA-256 (hex, header
 * `X-Signature-SHA256: sha256=…`) over the exact body with the LEADS_WEBHOOK_SECRET, the lead id as the
 * `Idempotency-Key` (a receiver drops duplicates by it), and a 10-second timeout. The outcome is "delivered" or a
 * short failure in our words ("status 500", "timeout", "network"), never the receiver's body.
 */
import type { Db } from "../db/client";
import { type LeadMessage, loadLead } from "./deliveries";

/** Seconds the webhook has to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** HMAC-SHA-256 of `body` with `secret`, lower-case hex. */
export async function signBody(body: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body)));
  return [...mac].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** What sending needs. */
export interface DeliveryTarget {
  webhookUrl: string | null;
  secret: string | null;
  fetch: typeof fetch;
}

/** The outcome of one attempt. */
export type DeliveryOutcome = { delivered: true; error: null } | { delivered: false; error: string };

/**
 * Sends the lead of `message`. A lead no longer in D1 (erased, or past retention) counts as delivered: there is
 * nothing left to send. Without a webhook and secret configured, the attempt fails ("not configured") and the
 * outbox keeps the lead waiting.
 */
export async function deliverLead(db: Db, target: DeliveryTarget, message: LeadMessage, now: Date): Promise<DeliveryOutcome> {
  const lead = await loadLead(db, message);
  if (!lead) return { delivered: true, error: null };
  if (!target.webhookUrl || !target.secret) return { delivered: false, error: "not configured" };
  const body = JSON.stringify({ event: "lead.created", form: message.form, id: message.id, sentAt: now.toISOString(), lead });
  try {
    const response = await target.fetch(target.webhookUrl, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Idempotency-Key": message.id,
        "X-Signature-SHA256": `sha256=${await signBody(body, target.secret)}`,
      },
      body,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok ? { delivered: true, error: null } : { delivered: false, error: `status ${response.status}` };
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    return { delivered: false, error: name === "TimeoutError" || name === "AbortError" ? "timeout" : "network" };
  }
}
