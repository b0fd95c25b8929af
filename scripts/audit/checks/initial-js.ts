/**
 * @module Initial JavaScript per route: every script the page loads up to hydration (entry, its imports and the
 * route's lazy chunk) or, on a static page, up to the static shell's start, each gzipped at level 9 as a CDN would
 * send it, summed in KiB.
 */
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { hydrated, withStoredConsent } from "./browser";

/**
 * Initial JS of one route: total KiB (gzip), the scripts it counted, and whether the page is a static one (it ran the
 * static shell, html[data-shell], instead of hydrating the app).
 */
export async function initialJs(browser: Browser, base: string, path: string): Promise<{ kib: number; scripts: number; static: boolean }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await withStoredConsent(context, base);
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on("response", (response) => {
    // A script that arrives as the context closes has no body to read: caught here, so its rejection cannot end the
    // run, and left out below (it came after the page's first load).
    if (response.request().resourceType() === "script" && response.ok())
      bodies.set(
        response.url(),
        response.body().catch(() => null),
      );
  });
  await page.goto(base + path, { waitUntil: "load" });
  await hydrated(page);
  const isStatic = await page.evaluate(() => document.documentElement.dataset.shell === "static");
  let bytes = 0;
  let scripts = 0;
  // The scripts of the first load, read before the context closes (a later one may still be arriving).
  for (const body of [...bodies.values()]) {
    const read = await body;
    if (read === null) continue;
    bytes += gzipSync(read, { level: 9 }).length;
    scripts += 1;
  }
  await context.close();
  return { kib: bytes / 1024, scripts, static: isStatic };
}
