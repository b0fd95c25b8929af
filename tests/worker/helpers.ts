/** Helpers for worker tests: fetch through the real Worker with a chosen request.cf.country. */
import { env, SELF } from "cloudflare:test";
import { apiKeyPrefix, hashApiKey, newApiKey } from "../../worker/api/keys";

/** GET a path through the Worker, as a visitor from `country` (request.cf.country). */
export function get(path: string, country = "IN", init: RequestInit = {}) {
  return SELF.fetch(`http://localhost${path}`, { ...init, cf: { country } } as RequestInit);
}

/** Calls a tRPC query over HTTP (GET /trpc/<path>?input=…) and returns status and parsed body. */
export async function trpcQuery(path: string, input?: unknown, country = "IN") {
  const qs = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await get(`/trpc/${path}${qs}`, country);
  const text = await res.text();
  return {
    status: res.status,
    text,
    body: JSON.parse(text) as {
      result?: { data: unknown };
      error?: { message: string; code: number; data: { code: string; httpStatus: number; zodIssues: unknown } };
    },
  };
}

/** A new API key of `plan`, inserted straight into D1 as `npm run ops:keys -- create` stores it (only its hash). */
export async function createApiKey(plan: "starter" | "partner" = "partner"): Promise<string> {
  const key = newApiKey();
  await env.DB.prepare(
    "INSERT INTO api_keys (id, prefix, key_hash, name, email, plan, created_at) VALUES (?, ?, ?, 'Test', 'dev@example.test', ?, ?)",
  )
    .bind(crypto.randomUUID(), apiKeyPrefix(key), await hashApiKey(key), plan, new Date().toISOString())
    .run();
  return key;
}

/** A page's text for assertions: tags stripped, entities the pages use decoded, spaces collapsed, no space before punctuation. */
export const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .replace(/ ([;,.:)])/g, "$1")
    .replace(/\( /g, "(");
