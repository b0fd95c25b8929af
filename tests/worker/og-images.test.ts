/**
 * The social images (worker/routes/og.ts): 1200 × 630 PNGs for the main pages and a check's answer, one URL per
 * image, and the pages' og:image naming them.
 */
import { describe, expect, it } from "vitest";
import { get } from "./helpers";

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
