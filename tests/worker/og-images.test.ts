/**
 * The social images (worker/routes/og.ts): 1200 × 630 PNGs for the main pages and a check's answer, one URL per
 * image, and the pages' og:image naming them; a check's image drawn once per data version, not per day, and new
 * drawings limited per client (issue #44).
 */
import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { get, startOfWindow, trpcQuery } from "./helpers";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The PNG's width and height from its IHDR chunk (bytes 16–23, big-endian), after checking the signature. */
async function pngSize(res: Response): Promise<{ width: number; height: number }> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(new TextDecoder().decode(bytes.slice(12, 16))).toBe("IHDR");
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe("page images", () => {
  it("answers /og/home.png with a 1200 × 630 PNG, cacheable by anyone", async () => {
    const res = await get("/og/home.png");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await pngSize(res)).toEqual({ width: 1200, height: 630 });
  });

  it("answers a page with no card 404", async () => {
    expect((await get("/og/nope.png")).status).toBe(404);
  });
});

describe("check images", () => {
  it("answers IN-TH with a 1200 × 630 PNG", async () => {
    const res = await get("/og/check/IN-TH.png");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(await pngSize(res)).toEqual({ width: 1200, height: 630 });
  });

  it.each(["IN-XX", "XX-TH", "IN-IN", "in-th", "IN-TH.svg", "IND-THA", "IN_TH"])("answers %s 404", async (name) => {
    const res = await get(`/og/check/${name}${name.includes(".") ? "" : ".png"}`);
    expect(res.status).toBe(404);
  });

  it.each(["?x=1", "?passport=IN&passport=IN", "?v=2&v=3"])("refuses query parameters (%s) with 400", async (query) => {
    expect((await get(`/og/check/IN-TH.png${query}`)).status).toBe(400);
  });

  it("refuses query parameters on a page image with 400", async () => {
    expect((await get("/og/home.png?utm_source=x")).status).toBe(400);
  });
});

describe("og:image on pages", () => {
  const ogImageOf = async (path: string) => {
    const html = await (await get(path)).text();
    return /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? null;
  };

  it.each([
    ["/", "/og/home.png"],
    ["/?from=IN&to=TH", "/og/check/IN-TH.png"],
    ["/visa-free?passport=IN", "/og/visa-free.png"],
    ["/passport-ranking", "/og/ranking.png"],
    ["/compare-passports?passports=IN,AE,SG", "/og/compare.png"],
    ["/schengen-calculator", "/og/schengen-calculator.png"],
    ["/changes?passport=IN", "/og/changes.png"],
    ["/passport-guide", "/og/guides.png"],
  ])("names on %s an absolute PNG (%s) that answers 200", async (path, image) => {
    const url = await ogImageOf(path);
    expect(url).toMatch(new RegExp(`^https?://[^/]+${image.replace(/[.?]/g, "\\$&")}$`));
    expect((await get(new URL(url!).pathname)).status).toBe(200);
  });

  it("says the image's type and size, and the large Twitter card", async () => {
    const html = await (await get("/")).text();
    const tags = [...html.matchAll(/<meta (?:property|name)="((?:og:image|twitter:card)[^"]*)" content="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`);
    expect(tags).toEqual([
      "og:image=https://visafeeatlas.example/og/home.png",
      "og:image:type=image/png",
      "og:image:width=1200",
      "og:image:height=630",
      "twitter:card=summary_large_image",
    ]);
  });

  it("keeps the home image for a pair the data does not have", async () => {
    expect(await ogImageOf("/?from=IN&to=XX")).toMatch(/\/og\/home\.png$/);
  });
});

/** GET an image as the client at `ip`; `how` is the answer's Server-Timing og-cache description (hit, miss…). */
async function image(path: string, ip = "198.18.0.1") {
  const res = await SELF.fetch(`http://localhost${path}`, { headers: { "CF-Connecting-IP": ip } });
  const how = /og-cache;desc=([a-z-]+)/.exec(res.headers.get("Server-Timing") ?? "")?.[1] ?? null;
  return { res, how, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** Asks for `path` until the cache answers it (the drawing is stored after the answer, in waitUntil). */
async function whenKept(path: string): Promise<string | null> {
  for (let i = 0; i < 40; i++) {
    const { how } = await image(path);
    if (how === "hit") return how;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

// The Cache API is one for the whole file (D1 and KV are fresh per test): each test draws a pair of its own.
describe("check images kept per data version", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("draws a pair once, and the next day answers the same drawing from the cache", async () => {
    expect((await image("/og/check/IN-NP.png")).how).toBe("miss");
    expect(await whenKept("/og/check/IN-NP.png")).toBe("hit");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 86_400_000);
    expect((await image("/og/check/IN-NP.png")).how).toBe("hit");
  });

  it("draws it again once the data version changes", async () => {
    expect((await image("/og/check/IN-LK.png")).how).toBe("miss");
    expect(await whenKept("/og/check/IN-LK.png")).toBe("hit");
    await env.DB.prepare("UPDATE datasets SET as_on = '2099-01-01' WHERE rowid = (SELECT min(rowid) FROM datasets)").run();
    expect((await image("/og/check/IN-LK.png")).how).toBe("miss");
  });
});

describe("new check images limited per client", () => {
  it("draws 30 new pairs a minute for one client, then answers the generic site image, not kept, and draws for another", async () => {
    const { body } = await trpcQuery("countries.list");
    const codes = (body.result?.data as { code: string }[]).map((c) => c.code).filter((c) => c !== "IN");
    await startOfWindow(15);
    const hows: (string | null)[] = [];
    for (const code of codes.slice(0, 30)) hows.push((await image(`/og/check/IN-${code}.png`, "198.18.1.1")).how);
    expect(hows).toEqual(Array(30).fill("miss"));

    const past = await image(`/og/check/IN-${codes[30]}.png`, "198.18.1.1");
    expect(past.res.status).toBe(200);
    expect(past.how).toBe("draw-limited");
    expect(past.res.headers.get("Cache-Control")).toBe("no-store");
    expect(past.bytes).toEqual((await image("/og/home.png")).bytes);
    // An image already drawn is still answered to that client: only drawing counts.
    expect(await whenKept(`/og/check/IN-${codes[0]}.png`)).toBe("hit");
    expect((await image(`/og/check/IN-${codes[0]}.png`, "198.18.1.1")).how).toBe("hit");
    // Another client draws the pair the first could not.
    expect((await image(`/og/check/IN-${codes[30]}.png`, "198.18.1.2")).how).toBe("miss");
  }, 60_000);
});
