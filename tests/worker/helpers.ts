/** Helpers for worker tests: fetch through the real Worker with a chosen request.cf.country. */
import { env, SELF } from "cloudflare:test";
import { apiKeyPrefix, hashApiKey, newApiKey } from "../../worker/api/keys";
import { retireEdgePages } from "../../worker/ssr/edge-page-cache";
import { forgetKeptPages } from "../../worker/ssr/page-cache";

export { scriptPolicyProblems } from "../../scripts/audit/checks/script-policy";

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

/**
 * Forgets every page kept so far, in the isolate's memory and in the Cache API (worker/ssr/edge-page-cache.ts), so the
 * next request renders: for a test that changed D1 by hand, behind the data version's back.
 */
export function forgetPages(): void {
  forgetKeptPages();
  retireEdgePages();
}

/**
 * Waits, when less than `seconds` are left of the clock's minute, until the next minute has begun. miniflare's Rate
 * Limiting bindings count in windows aligned to the wall clock's minute: a test that spends a limit must finish inside
 * one window, or the window's turn lets more through (stop 49's CI: 63 answered of 60).
 */
export async function startOfWindow(seconds: number): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 200));
}
