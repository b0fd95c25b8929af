/**
 * Every operators' route is bounded before it reads a body (worker/middleware/ops-body-limit.ts, issue #44): a body
 * over the bound is refused with 413 and a JSON problem, by its Content-Length or, without one, while it streams,
 * so the Worker never reads it all.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { OPS_BODY_MAX_BYTES } from "../../worker/middleware/ops-body-limit";

const AUTH = { Authorization: "Bearer test-ops-token", "Content-Type": "application/json" };

/** Every ops route that takes a body. */
const POST_ROUTES = ["/ops/leads/erase", "/ops/data/ack"];

/** 2 MB of JSON-looking text. */
const TWO_MB = `{"who":"${"a".repeat(2 * 1024 * 1024)}"}`;

/** A 2 MB body of unknown length, sent in 64 KiB chunks, that counts the chunks the Worker pulled. */
function streamedBody() {
  const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
  const total = 32;
  const counter = { pulled: 0, total };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled === total) return controller.close();
      counter.pulled += 1;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

describe("the ops routes' body bound", () => {
  it.each(POST_ROUTES)("%s refuses a 2 MB body with Content-Length: 413 and a problem naming the bound", async (path) => {
    const res = await SELF.fetch(`http://localhost${path}`, { method: "POST", headers: AUTH, body: TWO_MB });
    expect(res.status).toBe(413);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual({ error: "too_large", message: "The body is over 8 KiB; no ops route reads more." });
  });

  it.each(POST_ROUTES)("%s refuses a streamed 2 MB body without a length after reading little of it", async (path) => {
    const { stream, counter } = streamedBody();
    const res = await SELF.fetch(`http://localhost${path}`, { method: "POST", headers: AUTH, body: stream, duplex: "half" } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe("too_large");
    // The bound is 8 KiB: a few chunks of 64 KiB are pulled through the pipes' buffers, never the 32 of the body.
    expect(counter.pulled).toBeLessThan(counter.total / 2);
  });

  it("still reads a body under the bound (here one too long for its schema: 400, not 413)", async () => {
    const body = JSON.stringify({ who: `${"x".repeat(1000)}@example.com` });
    expect(body.length).toBeLessThan(OPS_BODY_MAX_BYTES);
    const res = await SELF.fetch("http://localhost/ops/leads/erase", { method: "POST", headers: AUTH, body });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe("invalid_body");
  });

  it("answers 401 before the bound without the token: the route's bound is not told to strangers", async () => {
    const res = await SELF.fetch("http://localhost/ops/leads/erase", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: TWO_MB,
    });
    expect(res.status).toBe(401);
  });
});
