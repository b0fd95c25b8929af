/**
 * One address for one page (issue #44): a page's cache key is its canonical address (worker/seo/page-address.ts), so
 * a parameter no page reads, the parameters' order and a country code's case never make a new render; the public
 * API's paths are folded before both its router and its edge cache, so they agree cold and warm. Through the real
 * Worker (PAGE_CACHE_SECONDS = 60), each test on its own page or parameters so pages kept by other tests cannot answer.
 */
import { describe, expect, it } from "vitest";
import { canonicalPageUrl, pageSearchFields } from "../../worker/seo/page-address";
import { createApiKey, get } from "./helpers";

function outcome(res: Response): string | undefined {
  return /page-cache;desc=(\w+)/.exec(res.headers.get("server-timing") ?? "")?.[1];
}

const canonical = (href: string) => {
  const url = canonicalPageUrl(new URL(href, "https://x.example"), "/");
  return url.pathname + url.search;
};

describe("canonicalPageUrl", () => {
  it("drops parameters no route of the page reads", () => {
    expect(canonical("/visa-free?passport=JP&zz=1&utm_source=mail")).toBe("/visa-free?passport=JP");
  });

  it("sorts the parameters by name", () => {
    expect(canonical("/visa-free?region=Europe&passport=JP")).toBe("/visa-free?passport=JP&region=Europe");
  });

  it("folds country codes the route reads as codes to upper case", () => {
    expect(canonical("/compare-passports?passports=in,ae")).toBe("/compare-passports?passports=IN,AE");
    expect(canonical("/changes?destination=th&passport=in")).toBe("/changes?destination=TH&passport=IN");
  });

  it("keeps the first of a repeated parameter and joins holds, as the repeated-parameter 301 does", () => {
    expect(canonical("/visa-free?passport=JP&passport=FR&holds=us-visa&holds=uk-visa")).toBe("/visa-free?holds=us-visa,uk-visa&passport=JP");
  });

  it("writes a value so the router reads it back as the same text", () => {
    // `"[]"` in quotes is the text [] to the page; written bare, the router would read a list and drop it.
    expect(canonical(`/visa-fees?search=${encodeURIComponent('"[]"')}`)).toBe(`/visa-fees?search=${encodeURIComponent('"[]"')}`);
    expect(canonical("/changes?page=2")).toBe("/changes?page=2");
  });

  it("leaves a path that names no page as it is", () => {
    expect(canonical("/no-such-page?b=1&a=2")).toBe("/no-such-page?b=1&a=2");
  });

  it("reads each page's parameters from its route", () => {
    expect(pageSearchFields("/visa-free")).toEqual(["holds", "passport", "region"]);
    expect(pageSearchFields("/privacy-policy")).toEqual([]);
    expect(pageSearchFields("/no-such-page")).toBeNull();
  });
});

describe("the page cache under stray parameters", () => {
  it("answers a page asked with another unknown parameter from the one kept", async () => {
    const first = await get("/visa-free?passport=US&zz=1");
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    const second = await get("/visa-free?passport=US&zz=2");
    expect(outcome(second)).toBe("hit");
    expect(await second.text()).toBe(firstHtml);
  });

  it("answers the same page in another parameter order or code case from the one kept", async () => {
    expect((await get("/visa-free?passport=FR&region=Europe")).status).toBe(200);
    expect(outcome(await get("/visa-free?region=Europe&passport=fr"))).toBe("hit");
  });

  it("keeps no stray parameter in the kept page (the consent form's return address is the canonical one)", async () => {
    const html = await (await get("/visa-free?passport=DE&marker=stray-7731")).text();
    expect(html).not.toContain("stray-7731");
    expect(html).toContain('value="/visa-free?passport=DE"');
  });
});

describe("the public API's paths in any case", () => {
  it("answers a path in upper case cold, and the cache then serves the lower-case one", async () => {
    const key = await createApiKey();
    const auth = { headers: { Authorization: `Bearer ${key}` } };
    const cold = await get("/api/v1/RATES", "IN", auth);
    expect(cold.status).toBe(200);
    expect(cold.headers.get("X-Cache")).toBe("MISS");
    const warm = await get("/api/v1/rates", "IN", auth);
    expect(warm.status).toBe(200);
    expect(warm.headers.get("X-Cache")).toBe("HIT");
    expect(await warm.text()).toBe(await cold.text());
  });

  it("answers a path in upper case from the answer kept for the lower-case one", async () => {
    const key = await createApiKey();
    const auth = { headers: { Authorization: `Bearer ${key}` } };
    expect((await get("/api/v1/countries", "IN", auth)).status).toBe(200);
    const upper = await get("/API/V1/COUNTRIES", "IN", auth);
    expect(upper.status).toBe(200);
    expect(upper.headers.get("X-Cache")).toBe("HIT");
  });

  it("reads a code in the path in any case", async () => {
    const key = await createApiKey();
    const res = await get("/api/v1/REQUIREMENTS/in/th", "IN", { headers: { Authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);
  });
});
