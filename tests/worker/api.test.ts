/**
 * The public API v1 through the real Worker on the seeded data: every endpoint and its contract (each answer
 * validates against /api/v1/openapi.json), keys (none, malformed, unknown, revoked, valid), quotas (a burst from one
 * key lets exactly the plan's minute limit through, two keys are independent, the day counter), the ETag/304 path,
 * problem+json errors, and a fast-check fuzz of paths and queries: never a 500, never a leak.
 */
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { API_PLANS } from "../../shared/api/plans";
import { apiKeyPrefix, hashApiKey, newApiKey } from "../../worker/api/keys";
import { get, startOfWindow } from "./helpers";

/** A key inserted straight into D1 (what ops:keys create does). */
async function createKey(plan: "starter" | "partner" = "starter", revoked = false): Promise<string> {
  const key = newApiKey();
  await env.DB.prepare(
    "INSERT INTO api_keys (id, prefix, key_hash, name, email, plan, created_at, revoked_at) VALUES (?, ?, ?, 'Test', 'dev@example.test', ?, ?, ?)",
  )
    .bind(crypto.randomUUID(), apiKeyPrefix(key), await hashApiKey(key), plan, new Date().toISOString(), revoked ? new Date().toISOString() : null)
    .run();
  return key;
}

const call = (path: string, key: string | null, headers: Record<string, string> = {}) =>
  get(path, "IN", { headers: { ...(key ? { Authorization: `Bearer ${key}` } : {}), ...headers } });

let key: string;
let validate: (path: string, status: number, body: unknown) => void;
let conforms: (path: string, status: number, body: unknown) => boolean;

beforeAll(async () => {
  key = await createKey("partner");
  const doc = (await (await get("/api/v1/openapi.json")).json()) as {
    openapi: string;
    paths: Record<string, { get: { responses: Record<string, { content?: Record<string, { schema: object }> }> } }>;
    components: { schemas: Record<string, object> };
  };
  const ajv = new Ajv2020({ strict: false });
  addFormats(ajv);
  ajv.addSchema({ $id: "api", components: doc.components });
  conforms = (path, status, body) => {
    const template = Object.keys(doc.paths).find((p) => new RegExp(`^${p.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(path));
    expect(template, path).toBeDefined();
    const response = doc.paths[template!]!.get.responses[String(status)];
    const content = response?.content ?? {};
    const schema = (content["application/json"] ?? content["application/problem+json"])?.schema;
    expect(schema, `${path} ${status}`).toBeDefined();
    const rewritten = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"api#/components/'));
    const check = ajv.compile(rewritten);
    const ok = check(body) === true;
    if (!ok) console.error(`${path} ${status}: ${JSON.stringify(check.errors)}`);
    return ok;
  };
  validate = (path, status, body) => expect(conforms(path, status, body), `${path} ${status}`).toBe(true);
});

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1, needs no key and lists every endpoint with the bearer scheme", async () => {
    const response = await get("/api/v1/openapi.json");
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        "/api/v1/countries",
        "/api/v1/fees/{destination}",
        "/api/v1/passports/ranking",
        "/api/v1/rates",
        "/api/v1/requirements/{passport}",
        "/api/v1/requirements/{passport}/{destination}",
        "/api/v1/trips",
        "/api/v1/waits",
      ].sort(),
    );
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
  });
});

describe("endpoints", () => {
  it.each([
    "/api/v1/countries",
    "/api/v1/requirements/IN",
    "/api/v1/requirements/in/th",
    "/api/v1/fees/TH?passport=IN",
    "/api/v1/fees/TH?passport=US",
    "/api/v1/rates",
    "/api/v1/passports/ranking",
  ])("%s answers 200 with a body that matches the contract", async (path) => {
    const response = await call(path, key);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    validate(path.split("?")[0]!, 200, await response.json());
  });

  it("the contract check itself catches a wrong answer", () => {
    expect(conforms("/api/v1/requirements/IN/TH", 200, { passport: "IN" })).toBe(false);
    expect(conforms("/api/v1/rates", 200, { base: "EUR", asOf: "2026-01-01", source: "x", rates: {} })).toBe(false);
    expect(conforms("/api/v1/requirements/IN/ZZ", 404, { type: "x", title: "Not found", status: 404, detail: "d" })).toBe(true);
  });

  it("answers a pair with its category, stay, e-Visa and visa on arrival, and where it comes from", async () => {
    const pair = (await (await call("/api/v1/requirements/IN/TH", key)).json()) as Record<string, unknown>;
    expect(pair).toMatchObject({ passport: "IN", destination: "TH", provenance: { kind: expect.stringMatching(/^(dataset|correction)$/) } });
    expect(typeof pair.eVisa).toBe("boolean");
  });

  it("prices Indian fees with amount, currency, USD, INR and dates; another passport is not covered, not an error", async () => {
    const india = (await (await call("/api/v1/fees/TH", key)).json()) as {
      coverage: string;
      ratesAsOf: string;
      data: { amount: { currency: string }; checkedOn: string }[];
    };
    expect(india.coverage).toBe("covered");
    expect(india.data.length).toBeGreaterThan(0);
    expect(india.data[0]?.amount.currency).toMatch(/^[A-Z]{3}$/);
    // A visa-free pair needs no document: the Schengen visa does not apply, and nothing is said to be missing.
    const other = (await (await call("/api/v1/fees/FR?passport=us", key)).json()) as { coverage: string; data: unknown[] };
    expect(other).toMatchObject({ coverage: "not-covered", note: null, data: [] });
    // Every passport (decision 17): India's e-Visa for a US passport, its own record first of its kind.
    const us = (await (await call("/api/v1/fees/IN?passport=US", key)).json()) as {
      coverage: string;
      data: { id: string; document: string; appliesTo: { scope: string }; confidence: string | null }[];
    };
    expect(us.coverage).toBe("covered");
    expect(us.data.map((d) => d.id)).toContain("in-e-tourist-visa-5-years-us");
    expect(us.data.map((d) => d.id)).not.toContain("in-e-tourist-visa-5-years");
    expect(us.data.every((d) => d.document === "e-visa" || d.document === "visa")).toBe(true);
    // No record applies to a pair that needs a visa: what is known, in words.
    const none = (await (await call("/api/v1/fees/AF?passport=US", key)).json()) as { coverage: string; note: string; data: unknown[] };
    expect(none).toMatchObject({ coverage: "not-covered", note: "No fee on record for United States passports to Afghanistan", data: [] });
  });

  it.each([
    ["/api/v1/requirements/ZZ", "We have no country with the code ZZ."],
    ["/api/v1/requirements/IN/QQ", "We have no country with the code QQ."],
    ["/api/v1/fees/TH?passport=XX", "We have no country with the code XX."],
    ["/api/v1/requirements/INDIA", "We have no country with the code INDIA."],
  ])("%s is a 404 problem that names the code", async (path, detail) => {
    const response = await call(path, key);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    const body = await response.json();
    expect(body).toMatchObject({ status: 404, title: "Not found", detail });
    validate(path.split("?")[0]!, 404, body);
  });

  it("answers a path outside the API with a problem, not the site's page", async () => {
    const response = await call("/api/v1/visas", key);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
  });
});

describe("keys", () => {
  it.each([
    [null, "Send your API key as Authorization: Bearer <key>. /developers says how to get one."],
    ["not-a-key", "That is not an API key: keys start with vfa_ and have 47 characters."],
    [`vfa_${"A".repeat(43)}`, "This API key is unknown or revoked."],
  ])("answers %s with 401 and a bearer challenge", async (given, detail) => {
    const response = await call("/api/v1/countries", given);
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe('Bearer realm="api"');
    expect(await response.json()).toMatchObject({ status: 401, detail });
  });

  it("refuses a revoked key", async () => {
    const revoked = await createKey("starter", true);
    expect((await call("/api/v1/countries", revoked)).status).toBe(401);
  });

  it("stores only the key's hash, and when it was last used", async () => {
    const fresh = await createKey();
    await call("/api/v1/countries", fresh);
    const row = await env.DB.prepare("SELECT key_hash, last_used_at FROM api_keys WHERE prefix = ?")
      .bind(apiKeyPrefix(fresh))
      .first<{ key_hash: string; last_used_at: string | null }>();
    expect(row?.key_hash).toBe(await hashApiKey(fresh));
    expect(JSON.stringify(await env.DB.prepare("SELECT * FROM api_keys").all())).not.toContain(fresh);
  });
});

describe("quotas", () => {
  it("lets exactly the plan's minute limit through from one key, then 429 with Retry-After and RateLimit headers", async () => {
    const burst = await createKey("starter");
    await startOfWindow(35);
    const statuses: number[] = [];
    for (let i = 0; i < API_PLANS.starter.perMinute + 3; i++) statuses.push((await call(`/api/v1/countries?i=${i}`, burst)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(API_PLANS.starter.perMinute);
    expect(statuses.slice(API_PLANS.starter.perMinute)).toEqual([429, 429, 429]);
    const refused = await call("/api/v1/countries", burst);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.headers.get("ratelimit-policy")).toBe(
      `"minute";q=${API_PLANS.starter.perMinute};w=60, "day";q=${API_PLANS.starter.perDay};w=86400`,
    );
    // Another key is counted apart.
    expect((await call("/api/v1/countries", await createKey("starter"))).status).toBe(200);
    // perMinute + 5 requests in a row: over 5 s on a busy machine, and up to 35 s waiting for a window's start.
  }, 90_000);

  it("counts each key's requests per UTC day in D1, and refuses past the day's quota", async () => {
    const daily = await createKey("starter");
    await call("/api/v1/countries", daily);
    const id = (await env.DB.prepare("SELECT id FROM api_keys WHERE prefix = ?").bind(apiKeyPrefix(daily)).first<{ id: string }>())!.id;
    const today = new Date().toISOString().slice(0, 10);
    expect(await env.DB.prepare("SELECT requests FROM api_usage WHERE key_id = ? AND day = ?").bind(id, today).first()).toEqual({ requests: 1 });
    await env.DB.prepare("UPDATE api_usage SET requests = ? WHERE key_id = ? AND day = ?").bind(API_PLANS.starter.perDay, id, today).run();
    const over = await call("/api/v1/countries", daily);
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ detail: `This key's plan allows ${API_PLANS.starter.perDay} requests a day (UTC).` });
  });
});

describe("caching", () => {
  it("answers with an ETag, and If-None-Match with 304; a second call is an edge-cache hit", async () => {
    const first = await call("/api/v1/requirements/IN/JP", key);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers.get("cache-control")).toBe("private, max-age=300");
    const again = await call("/api/v1/requirements/IN/JP", key, { "If-None-Match": etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const hit = await call("/api/v1/requirements/in/jp", key);
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get("etag")).toBe(etag);
  });

  it("never caches an error", async () => {
    await call("/api/v1/requirements/IN/ZZ", key);
    expect((await call("/api/v1/requirements/IN/ZZ", key)).headers.get("x-cache")).toBeNull();
  });
});

describe("fuzz", () => {
  it("answers any path segment and query with a known status and a problem body, never a 500 or a leak", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), async (a, b) => {
        const response = await call(`/api/v1/requirements/${encodeURIComponent(a)}/${encodeURIComponent(b)}?passport=${encodeURIComponent(b)}`, key);
        expect([200, 400, 404]).toContain(response.status);
        const text = await response.text();
        expect(text).not.toMatch(/SQLITE|D1_|at .*\.ts:|Error:|stack/i);
        if (response.status !== 200) expect(JSON.parse(text)).toMatchObject({ status: response.status });
      }),
      { numRuns: 60 },
    );
  });
});
