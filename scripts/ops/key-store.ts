/**
 * @module API keys in D1 through `wrangler d1 execute` (local by default, the deployed database with `remote`):
 * what `npm run ops:keys` and the bench use. A new key is returned once; only its SHA-256 is stored.
 */
import { execFileSync } from "node:child_process";
import type { ApiPlanName } from "../../shared/api/plans";
import { apiKeyPrefix, hashApiKey, newApiKey } from "../../worker/api/keys";
import { sqlText } from "./keys-args";

/** Runs one statement and returns its rows. */
export function d1(sql: string, remote: boolean): Record<string, unknown>[] {
  const out = execFileSync("npx", ["wrangler", "d1", "execute", "DB", remote ? "--remote" : "--local", "--json", "--command", sql], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  const parsed = JSON.parse(out.slice(out.indexOf("["))) as { results: Record<string, unknown>[] }[];
  return parsed.flatMap((p) => p.results);
}

/** Creates a key for `name` and returns it (the only time it exists outside the caller's hands). */
export async function createApiKey(args: {
  name: string;
  email: string;
  plan: ApiPlanName;
  requestId: string | null;
  remote: boolean;
}): Promise<string> {
  const key = newApiKey();
  const values = [crypto.randomUUID(), apiKeyPrefix(key), await hashApiKey(key), args.name, args.email, args.plan, new Date().toISOString()];
  d1(
    `INSERT INTO api_keys (id, prefix, key_hash, name, email, plan, created_at, request_id) VALUES (${values.map(sqlText).join(", ")}, ${sqlText(args.requestId)})`,
    args.remote,
  );
  return key;
}
