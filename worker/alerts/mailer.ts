/**
 * @module The alerts' queue consumer (issue #47; wrangler.toml): each message is an address and a day, and the
 * consumer sends that address at most one e-mail that day through the ALERTS_EMAIL binding.
 *
 * - "confirm": the follows awaiting confirmation, with a new random token (its hash stored, valid 7 days).
 * - "digest": each confirmed follow read as its page says it now (snapshot.ts), compared with the facts last told
 *   (shared/alerts/diff.ts), with the day's reminders; nothing to tell, no message. The facts are stored as told only
 *   after the send succeeds, so a failed send loses nothing: the retry, or the next day, tells the same.
 *
 * A failure retries with backoff (30 s doubling); after max_retries the dead-letter queue's consumer marks the send
 * dead. A redelivered message finds its send row and never sends twice. Under `wrangler dev` (DEV_MODE) every message
 * is also kept in KV for a day (dev-outbox.ts), where tests and `npm run ops:alerts -- --messages` read it.
 */
import { diffFacts, type ToldFacts, toldFacts } from "../../shared/alerts/diff";
import { untold } from "../../shared/alerts/events";
import { followOfKey } from "../../shared/alerts/follow";
import { ALERT_LIMITS } from "../../shared/alerts/limits";
import { type AlertMail, confirmationMail, type DigestPart, digestMail, type MessageLinks, unsubscribeHeaders } from "../../shared/alerts/messages";
import type { IsoDate } from "../../shared/units/iso-date";
import { parseIsoDate } from "../../shared/units/iso-date";
import type { Db } from "../db/client";
import {
  type AlertAddressRow,
  claimMailDay,
  findAddress,
  findSend,
  listFollows,
  markTold,
  recordSend,
  releaseMailDay,
  setConfirmation,
  updateSend,
} from "../db/queries/alerts";
import { keepDevMessage } from "./dev-outbox";
import { followSnapshot } from "./snapshot";
import { addressToken, randomToken, tokenHash } from "./tokens";

/** The alerts' queue and its dead-letter queue (wrangler.toml). */
export const ALERTS_QUEUE_NAME = "visa-fee-atlas-alerts";
export const ALERTS_DEAD_LETTER_QUEUE = "visa-fee-atlas-alerts-dlq";

/** One queue message: an address to look at on a day. */
export interface AlertMessage {
  kind: "confirm" | "digest";
  addressId: string;
  day: IsoDate;
}

/** Whether a queue body is an AlertMessage (anything else is dropped with a log line). */
export function isAlertMessage(body: unknown): body is AlertMessage {
  if (typeof body !== "object" || body === null) return false;
  const b = body as Record<string, unknown>;
  return (
    (b.kind === "confirm" || b.kind === "digest") && typeof b.addressId === "string" && typeof b.day === "string" && parseIsoDate(b.day) !== null
  );
}

/** What sending needs: the binding, the sender, the site's address, the token key, and the dev outbox when on. */
export interface MailerDeps {
  db: Db;
  binding: SendEmail;
  from: string;
  siteUrl: string;
  key: string;
  now: Date;
  /** KV for the development outbox (DEV_MODE only), else null. */
  devOutbox: KVNamespace | null;
}

/** The links of an address's messages. */
async function linksOf(deps: MailerDeps, address: AlertAddressRow): Promise<MessageLinks> {
  const [manage, unsubscribe] = await Promise.all([
    addressToken(deps.key, "manage", address.id, address.tokenSeed),
    addressToken(deps.key, "unsubscribe", address.id, address.tokenSeed),
  ]);
  return {
    site: deps.siteUrl,
    manage: `${deps.siteUrl}/alerts/manage?token=${manage}`,
    unsubscribe: `${deps.siteUrl}/alerts/unsubscribe?token=${unsubscribe}`,
  };
}

async function send(deps: MailerDeps, to: string, mail: AlertMail, headers: Record<string, string>): Promise<void> {
  await deps.binding.send({ from: deps.from, to, subject: mail.subject, text: mail.text, html: mail.html, headers });
  if (deps.devOutbox) await keepDevMessage(deps.devOutbox, { to, from: deps.from, ...mail, headers, at: deps.now.toISOString() });
}

/** What one message came to: sent, nothing to send, or a failure to retry. */
export type MailOutcome = { state: "sent"; items: number } | { state: "nothing" } | { state: "failed"; error: string; attempts: number };

/**
 * Claims the day for the address and a send row, or finds the row a redelivery left: null when another message
 * already went today (or this one did).
 */
async function claim(deps: MailerDeps, address: AlertAddressRow, message: AlertMessage, items: number) {
  const existing = await findSend(deps.db, address.id, message.day, message.kind);
  if (existing) return existing.status === "sent" ? null : existing;
  if (!(await claimMailDay(deps.db, address.id, message.day))) return null;
  const id = randomToken(16);
  await recordSend(deps.db, { id, addressId: address.id, kind: message.kind, day: message.day, items, createdAt: deps.now.toISOString() });
  return { id, attempts: 0 };
}

/** Sends the confirmation of the address's follows that await one. */
async function sendConfirmation(deps: MailerDeps, address: AlertAddressRow, message: AlertMessage): Promise<MailOutcome> {
  const pending = (await listFollows(deps.db, address.id)).filter((f) => f.confirmedAt === null);
  const headings = pending.flatMap((f) => {
    const follow = followOfKey(f.kind, f.key);
    return follow ? [{ follow, title: f.title }] : [];
  });
  if (headings.length === 0) return { state: "nothing" };
  const row = await claim(deps, address, message, headings.length);
  if (!row) return { state: "nothing" };
  const token = randomToken(32);
  const sentAt = deps.now.toISOString();
  const expiresAt = new Date(deps.now.getTime() + ALERT_LIMITS.confirmDays * 86_400_000).toISOString();
  await setConfirmation(deps.db, address.id, await tokenHash(token), sentAt, expiresAt);
  const links = await linksOf(deps, address);
  // Who asked: the page of the most recent request, never an IP address.
  const page = `${deps.siteUrl}${pending.at(-1)?.page ?? "/"}`;
  const mail = confirmationMail(headings, page, `${deps.siteUrl}/alerts/confirm?token=${token}`, links);
  try {
    await send(deps, address.email, mail, {});
    await updateSend(deps.db, row.id, { status: "sent", at: deps.now.toISOString() });
    return { state: "sent", items: headings.length };
  } catch (error) {
    await updateSend(deps.db, row.id, { status: "failed", at: deps.now.toISOString(), error: String(error) });
    return { state: "failed", error: String(error), attempts: row.attempts + 1 };
  }
}

/** Sends the day's changes and reminders of the address's confirmed follows, if any. */
async function sendDigest(deps: MailerDeps, address: AlertAddressRow, message: AlertMessage): Promise<MailOutcome> {
  if (!address.confirmedAt) return { state: "nothing" };
  const follows = (await listFollows(deps.db, address.id)).filter((f) => f.confirmedAt !== null);
  const told: { id: string; facts: string; told: string }[] = [];
  const parts: DigestPart[] = [];
  for (const f of follows) {
    const follow = followOfKey(f.kind, f.key);
    if (!follow) continue;
    const snapshot = await followSnapshot(deps.db, follow, message.day);
    // A follow its data no longer knows is told nothing (the next data may know it again).
    if (typeof snapshot === "string") continue;
    const before = JSON.parse(f.facts) as ToldFacts;
    const already = JSON.parse(f.told) as string[];
    const changes = diffFacts(before, snapshot.facts);
    const events = untold(snapshot.events, already);
    if (changes.length + events.length === 0) continue;
    parts.push({ heading: { follow, title: f.title }, changes, events });
    told.push({ id: f.id, facts: JSON.stringify(toldFacts(snapshot.facts)), told: JSON.stringify([...already, ...events.map((e) => e.key)]) });
  }
  if (parts.length === 0) return { state: "nothing" };
  const items = parts.reduce((n, p) => n + p.changes.length + p.events.length, 0);
  const row = await claim(deps, address, message, items);
  if (!row) return { state: "nothing" };
  const links = await linksOf(deps, address);
  const mail = digestMail(parts, links);
  try {
    await send(deps, address.email, mail, unsubscribeHeaders(links.unsubscribe));
  } catch (error) {
    await updateSend(deps.db, row.id, { status: "failed", at: deps.now.toISOString(), error: String(error) });
    return { state: "failed", error: String(error), attempts: row.attempts + 1 };
  }
  for (const t of told) await markTold(deps.db, t.id, t.facts, t.told);
  await updateSend(deps.db, row.id, { status: "sent", at: deps.now.toISOString() });
  return { state: "sent", items };
}

/** Handles one queue message for its address (gone: nothing to do). */
export async function mailAddress(deps: MailerDeps, message: AlertMessage): Promise<MailOutcome> {
  const address = await findAddress(deps.db, message.addressId);
  if (!address) return { state: "nothing" };
  return message.kind === "confirm" ? sendConfirmation(deps, address, message) : sendDigest(deps, address, message);
}

/** A dead-lettered message: its send is marked dead, and the day it claimed given back. */
export async function markAlertDead(db: Db, message: AlertMessage): Promise<void> {
  const address = await findAddress(db, message.addressId);
  const send = address ? await findSend(db, address.id, message.day, message.kind) : null;
  if (send) await updateSend(db, send.id, { status: "dead", at: new Date().toISOString() });
  if (address && address.lastMailedOn === message.day) await releaseMailDay(db, address.id, null);
}
