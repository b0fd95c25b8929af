/**
 * The API's parts that run without a Worker: ops:keys' argument handling, the plans' quotas against the Rate
 * Limiting bindings of wrangler.toml, and the /developers reference read from an OpenAPI document.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseKeysArgs, sqlText } from "../../../scripts/ops/keys-args";
import { API_PLANS } from "../../../shared/api/plans";
import { referenceFromOpenApi } from "../../../shared/api/reference";
import { apiKeyPrefix, hashApiKey, isApiKeyShape, newApiKey } from "../../../worker/api/keys";

describe("ops:keys arguments", () => {
  it("reads create, list and revoke, with --remote", () => {
    expect(
      parseKeysArgs(["create", "--name", "Acme Travel", "--email", "Dev@Acme.test", "--request", "abc-123", "--plan", "partner", "--remote"]),
    ).toEqual({
      kind: "create",
      name: "Acme Travel",
      email: "dev@acme.test",
      plan: "partner",
      requestId: "abc-123",
      remote: true,
    });
    expect(parseKeysArgs(["create", "--name", "A", "--email", "a@b.co"])).toMatchObject({ plan: "starter", requestId: null, remote: false });
    expect(parseKeysArgs(["list"])).toEqual({ kind: "list", remote: false });
    expect(parseKeysArgs(["revoke", "vfa_AbCdEfGh", "--remote"])).toEqual({ kind: "revoke", prefix: "vfa_AbCdEfGh", remote: true });
  });

  it.each([
    [["create", "--email", "a@b.co"], "create needs --name (who the key is for, at most 100 characters)."],
    [["create", "--name", "A", "--email", "not-an-email"], "create needs --email with a valid address."],
    [["create", "--name", "A", "--email", "a@b.co", "--plan", "gold"], "--plan must be one of starter, partner."],
    [
      ["create", "--name", "A", "--email", "a@b.co", "--request", "x'; DROP TABLE api_keys;--"],
      "--request must be the id of an api_contact_requests row.",
    ],
    [["revoke", "abc"], "revoke needs a key's prefix: vfa_ and 8 more characters, as ops:keys list shows it."],
    [["delete"], "Usage: ops:keys create --name … --email … [--request <id>] [--plan starter|partner] | list | revoke <prefix> [--remote]"],
  ])("refuses %j", (args, error) => {
    expect(parseKeysArgs(args)).toEqual({ error });
  });

  it("quotes SQL text", () => {
    expect(sqlText("O'Brien")).toBe("'O''Brien'");
    expect(sqlText(null)).toBe("NULL");
  });
});

describe("keys", () => {
  it("are vfa_ and 43 base64url characters from 32 random bytes, stored as SHA-256 hex", async () => {
    const key = newApiKey();
    expect(isApiKeyShape(key)).toBe(true);
    expect(newApiKey()).not.toBe(key);
    expect(apiKeyPrefix(key)).toHaveLength(12);
    expect(await hashApiKey("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(await hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("plans", () => {
  it("match the Rate Limiting bindings' per-minute limits in wrangler.toml", () => {
    const toml = readFileSync("wrangler.toml", "utf8");
    const limit = (name: string) => Number(new RegExp(`name = "${name}"[^\\[]*?limit = (\\d+), period = 60`).exec(toml)?.[1]);
    expect(limit("API_RATE_STARTER")).toBe(API_PLANS.starter.perMinute);
    expect(limit("API_RATE_PARTNER")).toBe(API_PLANS.partner.perMinute);
  });
});

describe("referenceFromOpenApi", () => {
  it("lists each operation with its parameters, responses and schema names", () => {
    const ops = referenceFromOpenApi({
      paths: {
        "/api/v1/requirements/{passport}": {
          get: {
            summary: "Every destination",
            description: "d",
            security: [{ apiKey: [] }],
            parameters: [{ name: "passport", in: "path", required: true, schema: { type: "string", description: "ISO", example: "IN" } }],
            responses: { 200: { description: "ok", content: { "application/json": { schema: { $ref: "#/components/schemas/Requirements" } } } } },
          },
        },
      },
    });
    expect(ops).toEqual([
      {
        method: "GET",
        path: "/api/v1/requirements/{passport}",
        summary: "Every destination",
        description: "d",
        secured: true,
        parameters: [{ name: "passport", in: "path", required: true, description: "ISO", example: "IN" }],
        responses: [{ status: "200", description: "ok", schema: "Requirements" }],
      },
    ]);
  });
});
