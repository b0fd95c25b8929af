/**
 * @module The development outbox (issue #47): under `wrangler dev` (DEV_MODE "1") every alert message sent is also
 * kept in the local KV for a day, whole, so a developer (`npm run ops:alerts -- --messages`) and the end-to-end tests
 * read what a traveller would receive: the confirmation link to follow, the changes, the unsubscribe headers.
 * Never on a deployment: DEV_MODE is "0" there, and the mailer is given no outbox.
 */

/** A kept message. */
export interface DevMessage {
  at: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const PREFIX = "dev-outbox:";

/** Keeps `message` for a day under a key that sorts by time. */
export async function keepDevMessage(kv: KVNamespace, message: DevMessage): Promise<void> {
  await kv.put(`${PREFIX}${message.at}:${crypto.randomUUID()}`, JSON.stringify(message), { expirationTtl: 86_400 });
}

/** The kept messages, oldest first (at most 100), optionally to one address only. */
export async function listDevMessages(kv: KVNamespace, to?: string): Promise<DevMessage[]> {
  const keys = await kv.list({ prefix: PREFIX, limit: 100 });
  const messages = await Promise.all(keys.keys.map(async (k) => JSON.parse((await kv.get(k.name)) ?? "null") as DevMessage | null));
  return messages.filter((m): m is DevMessage => m !== null && (!to || m.to === to));
}
