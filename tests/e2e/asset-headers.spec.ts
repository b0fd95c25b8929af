/**
 * The static assets, which the platform serves before the Worker runs (public/_headers, issue #31): the same
 * security baseline as every Worker response, and year-long caching for the content-hashed build files only.
 */
import { expect, test } from "@playwright/test";

test.describe("static asset headers", () => {
  test("every kind of asset carries nosniff, HSTS and a policy that runs nothing", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    const style = /\/assets\/[^"]+\.css/.exec(html)?.[0];
    expect(script).toBeDefined();
    expect(style).toBeDefined();
    for (const path of [script!, style!, "/favicon.svg"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const headers = res.headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(Number(/max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "")?.[1] ?? 0), path).toBeGreaterThanOrEqual(63_072_000);
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["content-security-policy"], path).toContain("default-src 'none'");
      expect(headers["x-frame-options"], path).toBe("DENY");
    }
    expect((await request.get(script!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Not content-hashed: revalidated, never kept a year.
    expect((await request.get("/favicon.svg")).headers()["cache-control"]).not.toContain("immutable");
  });

  test("the headers file itself is not served", async ({ request }) => {
    expect((await request.get("/_headers")).status()).toBe(404);
  });
});
