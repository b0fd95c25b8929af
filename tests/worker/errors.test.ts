/**
 * Internal failures reach clients as a tRPC code and a generic message: no stack, SQL or D1 text; each domain
 * error gets its own code.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { RateLimitedError } from "../../shared/leads/rate-limit";
import { MissingSaltError } from "../../worker/rate-limit/client-hash";
import { CountryNotFoundError, NoFeeRecordsError } from "../../worker/services/errors";
import { IdempotencyConflictError } from "../../worker/leads/store";
import { toTrpcError } from "../../worker/trpc/errors";
import { get, trpcQuery } from "./helpers";

describe("when D1 fails", () => {
  beforeAll(async () => {
    await env.DB.exec("DROP TABLE countries");
  });

  it("a procedure answers 500 with the generic message only", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { status, text, body } = await trpcQuery("countries.list");
    error.mockRestore();
    expect(status).toBe(500);
    expect(body.error?.message).toBe("An unexpected error occurred. Please try again.");
    expect(text).not.toMatch(/D1_ERROR|SQLITE|no such table|stack/i);
  });

  it("a page answers 500 without internals", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await get("/");
    error.mockRestore();
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(text).not.toMatch(/D1_ERROR|SQLITE|no such table|\.tsx?:\d+/i);
  });
});

describe("domain errors", () => {
  it.each([
    ["CountryNotFoundError", new CountryNotFoundError(["ZZ"]), "NOT_FOUND", "Country not found"],
    ["NoFeeRecordsError", new NoFeeRecordsError("ZZ"), "NOT_FOUND", "No fee records for this country"],
    [
      "RateLimitedError",
      new RateLimitedError("contact", "cooldown", 12, "Please wait 12 seconds before making another request."),
      "TOO_MANY_REQUESTS",
      "Please wait 12 seconds before making another request.",
    ],
    ["IdempotencyConflictError", new IdempotencyConflictError(), "CONFLICT", "This submission key is already in use."],
    ["MissingSaltError", new MissingSaltError(), "INTERNAL_SERVER_ERROR", "IP_HASH_SALT is not configured"],
  ] as const)("maps %s to its tRPC code, keeping it as the cause", (_name, error, code, message) => {
    const mapped = toTrpcError(error);
    expect(mapped).toMatchObject({ code, message });
    expect(mapped?.cause).toBe(error);
  });

  it("leaves other errors to the generic internal error", () => {
    expect(toTrpcError(new Error("D1_ERROR: no such table"))).toBeNull();
  });
});
