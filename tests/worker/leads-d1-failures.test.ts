/**
 * Transient D1 failures while storing a lead: retried with backoff; when the client sees a failure nothing was
 * stored; a commit whose answer was lost is not stored twice on retry (the idempotency key).
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { isoDateOf } from "../../shared/units/iso-date";
import { createDb } from "../../worker/db/client";
import { hashClient } from "../../worker/rate-limit/client-hash";
import { getConfig } from "../../worker/config";
import { createContextInner } from "../../worker/trpc/context";
import { createCallerFactory } from "../../worker/trpc/init";
import { appRouter } from "../../worker/trpc/routers/_app";
import type { CurrencyCode } from "../../shared/units/money";
import { consultation, rows } from "./leads-helpers";

const LOST = "D1_ERROR: Network connection lost.";

/**
 * A D1 binding whose INSERT statements fail: `before` times without running, then `after` times after running
 * (the commit happened, the answer was lost).
 */
function flakyD1(real: D1Database, plan: { before: number; after: number }): D1Database {
  const wrapStatement = (sql: string, stmt: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (prop === "bind") return (...args: unknown[]) => wrapStatement(sql, target.bind(...args));
        if (typeof value !== "function" || !["all", "run", "raw", "first"].includes(String(prop)) || !/^\s*INSERT/i.test(sql)) {
          return typeof value === "function" ? value.bind(target) : value;
        }
        return async (...args: unknown[]) => {
          if (plan.before > 0) {
            plan.before--;
            throw new Error(LOST);
          }
          const result = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          if (plan.after > 0) {
            plan.after--;
            throw new Error(LOST);
          }
          return result;
        };
      },
    });
  return new Proxy(real, {
    get(target, prop, receiver) {
      if (prop === "prepare") return (sql: string) => wrapStatement(sql, target.prepare(sql));
      const value = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function caller(db: D1Database, ip: string) {
  return createCallerFactory(appRouter)(
    createContextInner({
      db: createDb(db),
      kv: env.KV,
      country: null,
      currency: "INR" as CurrencyCode,
      today: isoDateOf(new Date()),
      now: () => new Date(),
      clientHash: () => hashClient(ip, env.IP_HASH_SALT),
      policies: getConfig(env).policies,
    }),
  );
}

beforeEach(async () => {
  await env.DB.exec("DELETE FROM consultation_requests");
});

describe("storing a consultation while D1 is flaky", () => {
  it("retries transient failures and stores the row once", async () => {
    const plan = { before: 2, after: 0 };
    await expect(caller(flakyD1(env.DB, plan), "192.0.2.70").leads.consultation(consultation())).resolves.toHaveProperty("id");
    expect(plan.before).toBe(0);
    expect(await rows("consultation_requests")).toHaveLength(1);
  });

  it("after the last retry fails the client sees the generic error and nothing is stored", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const plan = { before: 10, after: 0 };
    await expect(caller(flakyD1(env.DB, plan), "192.0.2.71").leads.consultation(consultation())).rejects.toMatchObject({
      code: "INTERNAL_SERVER_ERROR",
    });
    expect(plan.before).toBe(7);
    expect(await rows("consultation_requests")).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it("a commit whose answer was lost is answered from the stored row on retry, not stored twice", async () => {
    const plan = { before: 0, after: 1 };
    const result = await caller(flakyD1(env.DB, plan), "192.0.2.72").leads.consultation(consultation());
    const stored = await rows("consultation_requests");
    expect(stored).toHaveLength(1);
    expect(result.id).toBe(stored[0]?.id);
  });
});
