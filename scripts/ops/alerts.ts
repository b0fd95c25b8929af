/**
 * @module `npm run ops:alerts -- [--limit 20] [--remote]` prints the alerts' subscriptions (counts, never an address),
 * the last sends and the failures (issue #47); `-- --messages [--to <address>]` prints the messages the local
 * `wrangler dev` kept (its outbox), whole. Through the Worker's GET /ops/alerts: the local site (`npm start`,
 * http://127.0.0.1:8787, or OPS_BASE) by default, SITE_URL from wrangler.toml with --remote. The bearer token is
 * OPS_TOKEN from the environment, else .dev.vars.
 */
import { parseArgs } from "node:util";
import { opsTarget } from "./local-setting";

const { values } = parseArgs({
  options: {
    remote: { type: "boolean", default: false },
    messages: { type: "boolean", default: false },
    to: { type: "string" },
    limit: { type: "string" },
  },
  strict: true,
});

const { base, headers } = opsTarget(values.remote ?? false);
const query = new URLSearchParams(
  values.messages ? { messages: "1", ...(values.to ? { to: values.to } : {}) } : values.limit ? { limit: values.limit } : {},
);
const response = await fetch(`${base}/ops/alerts${query.size > 0 ? `?${query}` : ""}`, { headers });
if (!response.ok) {
  console.error(`${response.status}: ${await response.text()}`);
  process.exit(1);
}
const body = (await response.json()) as Record<string, unknown>;
if (values.messages) {
  const messages = body.messages as { at: string; to: string; subject: string; text: string; headers: Record<string, string> }[];
  if (messages.length === 0) console.log("No message kept (the outbox keeps a day's messages under wrangler dev).");
  for (const m of messages) {
    console.log(`--- ${m.at} to ${m.to}\nSubject: ${m.subject}`);
    for (const [name, value] of Object.entries(m.headers)) console.log(`${name}: ${value}`);
    console.log(`\n${m.text}\n`);
  }
} else {
  const b = body as {
    addresses: { confirmed: number; awaiting: number };
    follows: { kind: string; confirmed: number; awaiting: number }[];
    failures: { failed: number; dead: number };
    sends: { kind: string; day: string; status: string; attempts: number; items: number; lastError: string | null }[];
  };
  console.log(`Addresses: ${b.addresses.confirmed} confirmed, ${b.addresses.awaiting} awaiting confirmation`);
  for (const f of b.follows) console.log(`Follows (${f.kind}): ${f.confirmed} confirmed, ${f.awaiting} awaiting`);
  console.log(`Failures: ${b.failures.failed} retrying, ${b.failures.dead} dead`);
  console.log("Last sends:");
  for (const s of b.sends)
    console.log(`  ${s.day} ${s.kind} ${s.status} (${s.items} items, ${s.attempts} attempts)${s.lastError ? `: ${s.lastError}` : ""}`);
}
