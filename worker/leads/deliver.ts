/**
 * @module One lead sent to the team on each configured channel. The webhook gets the lead's row as JSON, signed with
 * HMAC-SHA-256 (hex, header `X-Signature-SHA256: sha256=…`) over the exact body with the LEADS_WEBHOOK_SECRET, the
 * lead id as the `Idempotency-Key` (a receiver drops duplicates by it), and a 10-second timeout; the e-mail goes
 * through the send_email binding (worker/leads/email.ts). A channel that took the lead is not sent it again. Failures
 * are short and in our words ("status 500", "timeout", "network", "refused"), never the receiver's body.
 */
import type { Db } from "../db/client";
import { type LeadMessage, loadLead } from "../db/queries/lead-deliveries";
import { type EmailTarget, leadEmail } from "./email";

/** Seconds the webhook has to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** HMAC-SHA-256 of `body` with `secret`, lower-case hex. */
export async function signBody(body: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body)));
  return [...mac].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The webhook channel: where and with which key. */
export interface WebhookTarget {
  url: string;
  secret: string;
  fetch: typeof fetch;
}

/** The configured channels; a lead is delivered once every one of them took it. */
export interface DeliveryChannels {
  webhook: WebhookTarget | null;
  email: EmailTarget | null;
}

/** What a delivery row already records (the channels that took the lead on an earlier attempt). */
export interface DeliveredSoFar {
  webhookAt: string | null;
  emailedAt: string | null;
}

/**
 * The outcome of one attempt: which channels took the lead on it, whether it is now delivered on every configured
 * channel, and the failures in our words ("webhook: status 500", "email: refused").
 */
export interface DeliveryOutcome {
  delivered: boolean;
  webhook: boolean;
  email: boolean;
  error: string | null;
}

/** POSTs the signed lead; null when the webhook took it, else the failure in our words. */
async function postToWebhook(target: WebhookTarget, message: LeadMessage, lead: Record<string, unknown>, now: Date): Promise<string | null> {
  const body = JSON.stringify({ event: "lead.created", form: message.form, id: message.id, sentAt: now.toISOString(), lead });
  try {
    const response = await target.fetch(target.url, {
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
    return response.ok ? null : `status ${response.status}`;
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    return name === "TimeoutError" || name === "AbortError" ? "timeout" : "network";
  }
}

/** Sends the lead's e-mail; null when the binding took it, else "refused" (the platform's message may hold addresses). */
async function sendEmail(target: EmailTarget, message: LeadMessage, lead: Record<string, unknown>): Promise<string | null> {
  try {
    await target.binding.send(leadEmail(message.form, lead, target));
    return null;
  } catch {
    return "refused";
  }
}

/**
 * Sends the lead of `message` on each configured channel that has not taken it yet (`sofar`). A lead no longer in
 * D1 (erased, or past retention) counts as delivered: there is nothing left to send. Callers check first that at
 * least one channel is configured.
 */
export async function deliverLead(
  db: Db,
  channels: DeliveryChannels,
  message: LeadMessage,
  sofar: DeliveredSoFar,
  now: Date,
): Promise<DeliveryOutcome> {
  const lead = await loadLead(db, message);
  if (!lead) return { delivered: true, webhook: false, email: false, error: null };
  const failures: string[] = [];
  let webhook = false;
  let email = false;
  if (channels.webhook && !sofar.webhookAt) {
    const failure = await postToWebhook(channels.webhook, message, lead, now);
    if (failure) failures.push(`webhook: ${failure}`);
    else webhook = true;
  }
  if (channels.email && !sofar.emailedAt) {
    const failure = await sendEmail(channels.email, message, lead);
    if (failure) failures.push(`email: ${failure}`);
    else email = true;
  }
  return { delivered: failures.length === 0, webhook, email, error: failures.length ? failures.join("; ") : null };
}
