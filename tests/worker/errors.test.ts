/** Internal failures reach clients as a tRPC code and a generic message: no stack, SQL or D1 text. */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
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
