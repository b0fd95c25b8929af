/**
 * The isolate's page cache (worker/ssr/page-cache.ts): what makes two requests share a page, that a kept page is the
 * same bytes for every answer (its inline scripts allowed by hash), and what is never kept. Through the real Worker (PAGE_CACHE_SECONDS = 60 from
 * wrangler.toml), each test on its own page so pages kept by other tests cannot answer (a parameter the page does not
 * read no longer makes a page of its own: seo/page-address.ts).
 */
import { describe, expect, it, vi } from "vitest";
import { createPageCache, keptPage, newNonceToken, pageCacheKey } from "../../worker/ssr/page-cache";
import { get, scriptPolicyProblems } from "./helpers";

const CONSENTED = "v1.n1a1d0f0.2026-11-23T10:00:00.000Z";
const OTHER_DATE = "v1.n1a1d0f0.2025-01-02T03:04:05.000Z";

function outcome(res: Response): string | undefined {
  return /page-cache;desc=(\w+)/.exec(res.headers.get("server-timing") ?? "")?.[1];
}

describe("pageCacheKey", () => {
  const base = { url: new URL("https://x.example/?from=IN&to=TH"), country: "IN", consent: null, appMode: false, basePath: "/", today: "2026-11-23" };

  it("differs in every fact a page depends on", () => {
    const keys = new Set([
      pageCacheKey(base),
      pageCacheKey({ ...base, url: new URL("https://x.example/?from=IN&to=JP") }),
      pageCacheKey({ ...base, country: "JP" }),
      pageCacheKey({ ...base, country: null }),
      pageCacheKey({ ...base, consent: { necessary: true, analytics: false, advertising: false, functional: false } }),
      pageCacheKey({ ...base, consent: { necessary: true, analytics: true, advertising: false, functional: false } }),
      pageCacheKey({ ...base, appMode: true }),
      pageCacheKey({ ...base, basePath: "/app" }),
      pageCacheKey({ ...base, today: "2026-11-24" }),
    ]);
    expect(keys.size).toBe(9);
  });

  it("ignores the host, so one page serves every hostname of the deployment", () => {
    expect(pageCacheKey({ ...base, url: new URL("https://y.example/?from=IN&to=TH") })).toBe(pageCacheKey(base));
  });
});

describe("the cache", () => {
  it("forgets a page after its lifetime", async () => {
    let now = 5_000;
    const cache = createPageCache(1, () => now);
    cache.set("k", await keptPage(200, [], "x", "t"));
    now = 5_999;
    expect(cache.get("k")).toBeDefined();
    now = 6_001;
    expect(cache.get("k")).toBeUndefined();
  });

  it("stays within its size bound, dropping the least recently used pages", async () => {
    const cache = createPageCache(300);
    const body = "x".repeat(8 * 1024 * 1024);
    for (let i = 0; i < 6; i++) cache.set(`k${i}`, await keptPage(200, [], body, "t"));
    expect(cache.size).toBeLessThan(6);
    expect(cache.get("k5")).toBeDefined();
    expect(cache.get("k0")).toBeUndefined();
  });

  it("keeps a page without its stand-in nonce, its inline scripts hashed once each (not the ones with a src)", async () => {
    const token = newNonceToken();
    expect(token).toMatch(/^[\w-]{22}$/);
    expect(newNonceToken()).not.toBe(token);
    const html = `<head><meta property="csp-nonce" content="${token}"/><meta nonce="${token}"/></head><p>Visa → ₹</p><script nonce="${token}">a()</script><script nonce="${token}">a()</script><script nonce="${token}" src="/x.js"></script><script nonce="${token}">b()</script>`;
    const page = await keptPage(200, [], html, token);
    expect(new TextDecoder().decode(page.body)).toBe(
      '<head><meta/></head><p>Visa → ₹</p><script>a()</script><script>a()</script><script src="/x.js"></script><script>b()</script>',
    );
    // echo -n 'a()' | openssl dgst -sha256 -binary | base64, and the same for b()
    expect(page.scriptHashes).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
      "'sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc='",
    ]);
    expect((await keptPage(200, [], "no script", token)).scriptHashes).toEqual([]);
  });

  it("refuses a page whose stand-in token was rendered anywhere but a nonce", async () => {
    const token = newNonceToken();
    await expect(keptPage(200, [], `<p data-x="${token}"></p>`, token)).rejects.toThrow(/stand-in token/);
  });
});

describe("pages through the Worker", () => {
  it("renders a page once, then answers from the cache with the same bytes and the same script hashes", async () => {
    const first = await get("/passport-guide");
    const second = await get("/passport-guide");
    expect([outcome(first), outcome(second)]).toEqual(["miss", "hit"]);
    expect(first.headers.get("server-timing")).toMatch(/render;dur=/);
    expect(second.headers.get("server-timing")).not.toMatch(/render;dur=/);
    const [a, b] = [await first.text(), await second.text()];
    expect(b).toBe(a);
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(second.headers.get("content-security-policy")).toBe(csp);
    expect(await scriptPolicyProblems(b, csp)).toEqual([]);
    expect(second.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  });

  it("keeps one page per country, since the home check defaults its origin to the visitor's", async () => {
    await get("/?to=KE", "JP");
    const india = await get("/?to=KE", "IN");
    expect(outcome(india)).toBe("miss");
    expect(await india.text()).toMatch(/id="origin"[^>]*>.*?India/s);
    const japan = await get("/?to=KE", "JP");
    expect(outcome(japan)).toBe("hit");
    expect(await japan.text()).toMatch(/id="origin"[^>]*>.*?Japan/s);
  });

  it("keeps the banner page for visitors without consent apart from the page for those with it", async () => {
    const without = await (await get("/terms-of-service")).text();
    const withConsent = await get("/terms-of-service", "IN", { headers: { Cookie: `consent=${CONSENTED}` } });
    expect(outcome(withConsent)).toBe("miss");
    expect(without).toContain("We value your privacy");
    expect(await withConsent.text()).not.toContain("We value your privacy");
  });

  it("shares one page between visitors with the same choices and never renders their consent date", async () => {
    const first = await (await get("/privacy-policy", "IN", { headers: { Cookie: `consent=${CONSENTED}` } })).text();
    const other = await get("/privacy-policy", "IN", { headers: { Cookie: `consent=${OTHER_DATE}` } });
    expect(outcome(other)).toBe("hit");
    expect(first).not.toContain("2026-11-23T10:00");
    expect(await other.text()).not.toContain("2026-11-23T10:00");
  });

  it("keeps app-mode pages apart from web pages", async () => {
    await get("/about-us");
    const app = await get("/about-us?app=1");
    expect(outcome(app)).toBe("miss");
    // `app` is no parameter of the page (seo/page-address.ts): the cookie it sets and `?app=1` ask for one app-mode page.
    const again = await get("/about-us", "IN", { headers: { Cookie: "app-mode=1" } });
    expect(outcome(again)).toBe("hit");
    expect(await again.text()).toBe(await app.text());
  });

  it("never keeps a not-found page: each one is rendered and logged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const first = await get("/no-such-page-cache-test");
      const second = await get("/no-such-page-cache-test");
      expect([first.status, second.status]).toEqual([404, 404]);
      expect(outcome(second)).toBe("miss");
      expect(warn.mock.calls.filter(([line]) => String(line).includes('"event":"not_found"'))).toHaveLength(2);
    } finally {
      warn.mockRestore();
    }
  });
});
