/** The map of each route's hydration chunks (worker/ssr/page-chunks.ts) against the route tree and the build. */
import { describe, expect, it } from "vitest";
import { routeTree } from "../../client/route-tree";
import { staticPaths } from "../../worker/seo/route-paths";
import { pageChunks, routeChunkKeys } from "../../worker/ssr/page-chunks";
import { get } from "./helpers";

describe("page chunks", () => {
  it.each(staticPaths(routeTree as never))("%s has its own chunks in the map, all in the build", (path) => {
    const keys = routeChunkKeys(path);
    expect(keys.length).toBeGreaterThan(0);
    expect(() => pageChunks([path], { notFound: false, banner: false, thirdParties: false })).not.toThrow();
  });

  it("lists the framework before the page's chunk, each once", () => {
    const files = pageChunks(["__root__", "/verified-visa-fees"], { notFound: false, banner: true, thirdParties: false });
    expect(new Set(files).size).toBe(files.length);
    const framework = files.findIndex((f) => /\/framework-/.test(f));
    const page = files.findIndex((f) => /\/directory-page-/.test(f));
    expect(framework).toBeGreaterThanOrEqual(0);
    expect(page).toBeGreaterThan(framework);
    expect(files.some((f) => /\/cookie-banner-/.test(f))).toBe(true);
    expect(files.some((f) => /\/entry-client-/.test(f))).toBe(false);
  });

  it("the server-rendered page names them in its head", async () => {
    const html = await (await get("/verified-visa-fees?chunks=1")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const links = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
    // No consent cookie: the banner shows, so its chunk is listed.
    expect(links).toEqual(pageChunks(["__root__", "/verified-visa-fees"], { notFound: false, banner: true, thirdParties: false }));
  });

  it("the not-found page preloads the not-found chunk", async () => {
    const res = await get("/no-such-page-chunks");
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/<link rel="modulepreload" href="\/assets\/not-found-[\w-]+\.js">/);
  });
});
