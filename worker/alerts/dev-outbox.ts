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

/** The kept messages, oldest first, optionally to one address only (the newest 100 of them). */
export async function listDevMessages(kv: KVNamespace, to?: string): Promise<DevMessage[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix: PREFIX, cursor });
    names.push(...page.keys.map((k) => k.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  const messages = await Promise.all(names.map(async (name) => JSON.parse((await kv.get(name)) ?? "null") as DevMessage | null));
  return messages.filter((m): m is DevMessage => m !== null && (!to || m.to === to)).slice(-100);
}
