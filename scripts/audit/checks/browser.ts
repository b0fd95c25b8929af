/** @module Debian's Chromium for the audit (never a downloaded browser), with the flags this offline machine needs. */
import { chromium, type Browser, type BrowserContext } from "playwright-core";

/** Launches headless Chromium from CHROMIUM_PATH or /usr/bin/chromium. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}

/** A stored "Reject All" consent, for checks that need the banner closed. */
export async function withStoredConsent(context: BrowserContext, base: string) {
  const { hostname } = new URL(base);
  await context.addCookies([{ name: "consent", value: "v1.n1a0d0f0.2026-11-23T10:00:00.000Z", domain: hostname, path: "/" }]);
}

/**
 * Waits until the page's script runs: React has hydrated an app page (the root marks html[data-hydrated]) or the
 * static shell has started on a page of static text (html[data-shell]).
 */
export async function hydrated(page: import("playwright-core").Page) {
  await page.locator("html[data-hydrated], html[data-shell]").waitFor({ state: "attached", timeout: 20_000 });
}
