/**
 * Every script a page runs to hydrate is named in its HTML by the app loader (worker/ssr/app-loader.ts, chunks from
 * worker/ssr/page-chunks.ts), which adds them as modulepreload links after the first paint, so the browser fetches
 * them at once instead of one import level per round trip. A route whose chunks the map misses fails here.
 */
import { expect, test, type Page } from "@playwright/test";
import { appScriptsOf } from "../../worker/ssr/app-loader";
import { FRESH_STATE, hydrated } from "./support";

const APP_PAGES = [
  "/",
  "/?from=IN&to=TH",
  "/verified-visa-fees",
  "/visa-free?passport=IN",
  "/visa-fees?search=thai",
  "/visa-consultation",
  "/contact-us",
];
/** Static text: the static shell runs instead of the app (client/static-shell/). */
const STATIC_PAGES = ["/passport-guide", "/passport/visa-rejection-reasons", "/visa/visa-document-checklist", "/privacy-policy", "/no-such-page"];

/** Opens `path`, waits for its script to run, and answers the page's HTML and every script it fetched from /assets/. */
async function loadAndRecordScripts(page: Page, path: string): Promise<{ scripts: string[]; html: string }> {
  const scripts: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (req.resourceType() === "script" && url.pathname.startsWith("/assets/")) scripts.push(url.pathname);
  });
  const response = await page.goto(path);
  const html = (await response?.text()) ?? "";
  await hydrated(page);
  return { scripts, html };
}

for (const path of STATIC_PAGES) {
  test(`${path}: runs only the static shell, named in its HTML, and never the app`, async ({ page }) => {
    const { scripts, html } = await loadAndRecordScripts(page, path);
    await expect(page.locator("html")).toHaveAttribute("data-shell", "static");
    const named = appScriptsOf(html);
    expect(scripts).toContain(named?.entry);
    expect(scripts.filter((src) => src !== named?.entry && !named?.preloads.includes(src))).toEqual([]);
    expect(scripts.some((src) => /\/(framework|entry-client)-/.test(src))).toBe(false);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  });
}

for (const path of APP_PAGES) {
  test(`${path}: the scripts of hydration are all preloaded from the HTML`, async ({ page }) => {
    const { scripts, html } = await loadAndRecordScripts(page, path);
    const named = appScriptsOf(html);
    expect(named?.preloads.length).toBeGreaterThan(1);
    expect(scripts).toContain(named?.entry);
    expect(scripts.filter((src) => src !== named?.entry && !named?.preloads.includes(src))).toEqual([]);
  });
}

test.describe("a first visit, with the cookie banner", () => {
  test.use({ storageState: FRESH_STATE });

  test("the banner's chunk is preloaded too", async ({ page }) => {
    const response = await page.goto("/verified-visa-fees");
    const html = await response!.text();
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Accept All" })).toBeVisible();
    expect(appScriptsOf(html)?.preloads.some((src) => /^\/assets\/cookie-banner-[\w-]+\.js$/.test(src))).toBe(true);
  });
});
