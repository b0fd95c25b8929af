/**
 * The page cache's second tier, the location's Cache API (worker/ssr/edge-page-cache.ts, issue #44): a page one
 * isolate rendered answers another (here: this isolate with its memory cleared, as a fresh isolate starts) without a
 * render; a page for other request facts (consent) is not shared; a new data version retires every copy. Through the
 * real Worker (PAGE_CACHE_SECONDS = 60), each test on its own page.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { clientBuildFiles } from "../../worker/ssr/assets";
import { edgeKeyOf } from "../../worker/ssr/edge-page-cache";
import { forgetKeptPages } from "../../worker/ssr/page-cache";
import { get } from "./helpers";

const CONSENTED = "v1.n1a1d0f0.2026-11-23T10:00:00.000Z";

function outcome(res: Response): string | undefined {
  return /page-cache;desc=(\w+)/.exec(res.headers.get("server-timing") ?? "")?.[1];
}

/** The Cache API copy is written after the answer (waitUntil): a few turns of the event loop let it land. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("the Cache API behind the isolate's memory", () => {
  it("answers a page rendered before this isolate's memory was cleared from the Cache API, without rendering", async () => {
    const first = await get("/visa-free?passport=NO");
    expect(outcome(first)).toBe("miss");
    const html = await first.text();
    await settle();
    forgetKeptPages();
    const second = await get("/visa-free?passport=NO");
    expect(outcome(second)).toBe("edge");
    expect(second.headers.get("server-timing")).not.toMatch(/render;dur=/);
    expect(await second.text()).toBe(html);
    expect(second.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
  });

  it("keeps the copy in memory once read, so the next request reads neither D1 nor the Cache API", async () => {
    await (await get("/visa-free?passport=SE")).text();
    await settle();
    forgetKeptPages();
    expect(outcome(await get("/visa-free?passport=SE"))).toBe("edge");
    expect(outcome(await get("/visa-free?passport=SE"))).toBe("hit");
  });

  it("does not answer a visitor with a consent cookie from the page kept for visitors without one", async () => {
    const without = await (await get("/visa-free?passport=FI")).text();
    expect(without).toContain("We value your privacy");
    await settle();
    forgetKeptPages();
    const withConsent = await get("/visa-free?passport=FI", "IN", { headers: { Cookie: `consent=${CONSENTED}` } });
    expect(outcome(withConsent)).toBe("miss");
    expect(await withConsent.text()).not.toContain("We value your privacy");
  });

  it("does not answer a visitor from another country from the page kept for the first", async () => {
    await (await get("/?to=PE", "JP")).text();
    await settle();
    forgetKeptPages();
    const india = await get("/?to=PE", "IN");
    expect(outcome(india)).toBe("miss");
    expect(await india.text()).toMatch(/id="origin"[^>]*>.*?India/s);
  });

  it("retires every copy with the data version (a rate refresh writes the rates' new date)", async () => {
    await (await get("/visa-free?passport=DK")).text();
    await settle();
    await env.DB.prepare("UPDATE datasets SET as_on = '2026-04-14' WHERE id = 'rates-usd'").run();
    // What the refresh does in the isolate it ran in; other isolates' memory ages out, and their copies are retired by key.
    forgetKeptPages();
    const after = await get("/visa-free?passport=DK");
    expect(outcome(after)).toBe("miss");
    expect(after.headers.get("server-timing")).toMatch(/render;dur=/);
  });

  it("keys every copy with the client build, so a page kept across a deployment never names the previous build's files", async () => {
    expect(clientBuildFiles).toMatch(/^assets\/entry-client-[\w-]+\.js$/m);
    const thisBuild = (await edgeKeyOf("https://x.example", "page", "v1")).url;
    expect((await edgeKeyOf("https://x.example", "page", "v1", clientBuildFiles)).url).toBe(thisBuild);
    expect((await edgeKeyOf("https://x.example", "page", "v1", clientBuildFiles.replace("entry-client-", "entry-client-x"))).url).not.toBe(thisBuild);
  });
});
