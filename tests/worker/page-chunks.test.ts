/** The map of each route's hydration chunks (worker/ssr/page-chunks.ts) against the route tree and the build. */
import { describe, expect, it } from "vitest";
import { appRoutes } from "../../client/app-route-tree";
import { staticPaths } from "../../worker/seo/route-paths";
import { appScriptsOf } from "../../worker/ssr/app-loader";
import { hasRouterData } from "../../worker/ssr/router-data";
import { clientAssets, staticShellScripts } from "../../worker/ssr/assets";
import { ALL_PAGES } from "../../shared/content/all-pages";
import { pageChunks, routeChunkKeys } from "../../worker/ssr/page-chunks";
import { CHECK_RESULT_MODULE } from "../../client/features/visa-check/lazy-check-result";
import { get } from "./helpers";

describe("page chunks", () => {
  it.each(staticPaths({ children: [...appRoutes] } as never))("%s has its own chunks in the map, all in the build", (path) => {
    const keys = routeChunkKeys(path);
    expect(keys.length).toBeGreaterThan(0);
    expect(() => pageChunks([path], { banner: false, thirdParties: false })).not.toThrow();
  });

  it.each(ALL_PAGES.map((page) => page.path))("%s is not in the browser's build: no chunks, and no route in its tree", (path) => {
    expect(routeChunkKeys(path)).toEqual([]);
    expect(staticPaths({ children: [...appRoutes] } as never)).not.toContain(path);
  });

  it("lists the framework before the page's chunk, each once", () => {
    const files = pageChunks(["__root__", "/verified-visa-fees"], { banner: true, thirdParties: false });
    expect(new Set(files).size).toBe(files.length);
    const framework = files.findIndex((f) => /\/framework-/.test(f));
    const page = files.findIndex((f) => /\/directory-page-/.test(f));
    expect(framework).toBeGreaterThanOrEqual(0);
    expect(page).toBeGreaterThan(framework);
    expect(files.some((f) => /\/cookie-banner-/.test(f))).toBe(true);
    expect(files.some((f) => /\/entry-client-/.test(f))).toBe(false);
  });

  it("the server-rendered page's loader names them, and the entry, as the last element of the body", async () => {
    const html = await (await get("/verified-visa-fees?chunks=1")).text();
    const scripts = appScriptsOf(html);
    // No consent cookie: the banner shows, so its chunk is listed.
    expect(scripts?.preloads).toEqual(pageChunks(["__root__", "/verified-visa-fees"], { banner: true, thirdParties: false }));
    expect(scripts?.entry).toBe(clientAssets.script);
    expect(html).toMatch(/<script id="app-loader" [^>]*>[^<]*<\/script><\/body>/);
    // Nothing starts a script before the first paint: no module script or modulepreload link in the markup.
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
  });

  it("a checked pair on home also preloads the result's lazy module, which its loader names", async () => {
    const html = await (await get("/?from=IN&to=TH&chunks=2")).text();
    expect(html).toContain("result__title");
    const preloads = appScriptsOf(html)?.preloads ?? [];
    expect(preloads).toEqual(pageChunks(["__root__", "/"], { banner: true, thirdParties: false, modules: [CHECK_RESULT_MODULE] }));
    expect(preloads.some((file) => /\/check-result-/.test(file))).toBe(true);
    const plain = appScriptsOf(await (await get("/?chunks=3")).text())?.preloads ?? [];
    expect(plain.some((file) => /\/check-result-/.test(file))).toBe(false);
  });

  it("the not-found page runs the static shell, not the app", async () => {
    const res = await get("/no-such-page-chunks");
    expect(res.status).toBe(404);
    expect(appScriptsOf(await res.text())).toEqual(staticShellScripts);
  });

  it.each(ALL_PAGES.map((page) => page.path))("%s is static text: it runs the static shell, which loads no framework", async (path) => {
    const html = await (await get(path)).text();
    const scripts = appScriptsOf(html);
    expect(scripts).toEqual(staticShellScripts);
    expect([scripts?.entry, ...(scripts?.preloads ?? [])].some((file) => /\/(framework|entry-client)-/.test(file ?? ""))).toBe(false);
    // Nothing on the page reads the router's state: it is not sent.
    expect(hasRouterData(html)).toBe(false);
  });

  it("an app page keeps the router's state it hydrates with", async () => {
    const html = await (await get("/visa-free?passport=IN")).text();
    expect(hasRouterData(html)).toBe(true);
    expect(html).toMatch(/<script data-tsr-stream-part="">/);
  });

  it("the static shell gets the third parties only when one is configured (none is, in the tests)", async () => {
    expect(await (await get("/passport-guide")).text()).not.toContain("data-third-parties");
  });
});
