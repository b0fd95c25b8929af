/** GET /ops/rate-limits: the KV counters for a bearer of OPS_TOKEN only; absent without a configured token. */
import { createExecutionContext, env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import app from "../../worker/app";
import { consultation, mutate } from "./leads-helpers";

const ops = (authorization?: string) =>
  SELF.fetch("http://localhost/ops/rate-limits", { headers: authorization ? { Authorization: authorization } : {} });

describe("GET /ops/rate-limits", () => {
  it("refuses a request without a token", async () => {
    const res = await ops();
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain("ratelimit");
  });

  it("refuses a wrong token", async () => {
    expect((await ops("Bearer test-ops-tokeN")).status).toBe(401);
    expect((await ops("Bearer test-ops-token-and-more")).status).toBe(401);
    expect((await ops("test-ops-token")).status).toBe(401);
  });

  it("lists the counters for the right token", async () => {
    await mutate("leads.consultation", consultation(), "203.0.113.99");
    const res = await ops("Bearer test-ops-token");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { counters: { scope: string; count: number; clientHash: string; expiresAt: string | null }[] };
    expect(body.counters).toContainEqual(expect.objectContaining({ scope: "consultation", count: 1 }));
    expect(JSON.stringify(body)).not.toContain("203.0.113.99");
  });

  it("answers 404 when no OPS_TOKEN is configured", async () => {
    const res = await app.fetch(
      new Request("http://localhost/ops/rate-limits", { headers: { Authorization: "Bearer " } }),
      { ...env, OPS_TOKEN: "" },
      createExecutionContext(),
    );
    expect(res.status).toBe(404);
  });
});

describe("a refused submission over HTTP", () => {
  it("carries TOO_MANY_REQUESTS, the seconds in data and a Retry-After header", async () => {
    await mutate("leads.consultation", consultation(), "203.0.113.100");
    const res = await mutate("leads.consultation", consultation(), "203.0.113.100");
    expect(res.status).toBe(429);
    expect(res.body.error?.data.code).toBe("TOO_MANY_REQUESTS");
    expect(res.body.error?.data.retryAfterSeconds).toBe(Number(res.headers.get("Retry-After")));
    expect(res.headers.get("Retry-After")).toMatch(/^(30|29)$/);
  });

  it("without an IP_HASH_SALT nothing is stored and the client sees the generic error", async () => {
    const body = JSON.stringify(consultation());
    const res = await app.fetch(
      new Request("http://localhost/trpc/leads.consultation", {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.101", Origin: "http://localhost" },
        body,
      }),
      { ...env, IP_HASH_SALT: "" },
      createExecutionContext(),
    );
    expect(res.status).toBe(500);
    expect(await res.text()).not.toMatch(/IP_HASH_SALT|stack/);
  });
});

describe("GET /ops/rate-limits?scope=", () => {
  const opsAt = (query: string, authorization = "Bearer test-ops-token") =>
    SELF.fetch(`http://localhost/ops/rate-limits${query}`, { headers: { Authorization: authorization } });

  it("lists one form's counters", async () => {
    await mutate("leads.consultation", consultation(), "203.0.113.110");
    const all = (await (await opsAt("")).json()) as { counters: { scope: string }[] };
    expect(all.counters.some((c) => c.scope === "consultation")).toBe(true);
    const res = await opsAt("?scope=api-contact");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { counters: { scope: string }[] };
    expect(body.counters.every((c) => c.scope === "api-contact")).toBe(true);
  });

  it.each(["?scope=bogus", "?scope=", "?scope=contact&scope=consultation", "?scope=contact&extra=1", "?limit=5"])(
    "answers 400 with the allowed values for %s",
    async (query) => {
      const res = await opsAt(query);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; message: string; counters?: unknown };
      expect(body).toEqual({
        error: "invalid_query",
        message: "scope must be one of consultation, api-contact, contact, or absent; no other parameter is read.",
      });
      expect(res.headers.get("Cache-Control")).toBe("no-store");
    },
  );

  it("checks the token before the query: a stranger gets 401, not the parameters", async () => {
    const res = await opsAt("?scope=bogus", "Bearer wrong");
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain("scope");
  });
});
