/**
 * The Share control (issue #33) on the pages that answer a question, app pages and static ones alike: the share
 * sheet gets the page's own URL where the browser has one; otherwise the link goes to the clipboard with a "Link
 * copied" toast, or, when the clipboard refuses, a toast that gives the link. Reachable and usable by keyboard.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectToast } from "./leads-support";
import { hydrated, watchConsole } from "./support";

/** Each kind of page with the control: a check's result, the finder, ranking, compare (the app) and two static ones. */
const PAGES = [
  "/?from=IN&to=TH",
  "/visa-free?passport=IN",
  "/passport-ranking",
  "/compare-passports?passports=IN,AE,SG",
  "/schengen-calculator?s=2026-01-05~2026-01-20",
  "/changes?passport=IN&direction=harder",
] as const;

/** Replaces navigator.share with one that records what it was given (`window.__shared`). */
async function recordShares(page: Page) {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
}

/** Takes navigator.share away, as in a browser without the Web Share API. */
async function withoutShareSheet(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { configurable: true, value: undefined });
  });
}

const shareLink = (page: Page) => page.getByRole("main").getByRole("link", { name: "Share", exact: true });

for (const path of PAGES) {
  test.describe(`on ${path}`, () => {
    test("hands the share sheet the page's own URL and title", async ({ page }) => {
      const problems = watchConsole(page);
      await recordShares(page);
      await page.goto(path);
      await hydrated(page);
      await shareLink(page).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
        .toEqual([{ title: await page.title(), text: expect.any(String), url: page.url() }]);
      // Nothing else happened: the link did not navigate, and no toast was needed.
      expect(page.url()).toContain(path.split("?")[0]);
      await expect(page.locator(".toast")).toHaveCount(0);
      expect(problems).toEqual([]);
    });

    test("copies the link with a toast when there is no share sheet", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await withoutShareSheet(page);
      await page.goto(path);
      await hydrated(page);
      await shareLink(page).click();
      await expectToast(page, "Link copied", "Paste it wherever you want to share this page.");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    });
  });
}

test("gives the link in a toast when the clipboard refuses it", async ({ page }) => {
  await withoutShareSheet(page);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "clipboard", {
      configurable: true,
      get: () => ({ writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) }),
    });
  });
  await page.goto("/passport-ranking");
  await hydrated(page);
  await shareLink(page).click();
  await expectToast(page, "Could not copy the link", `Copy this link: ${page.url()}`);
});

test("says nothing when the visitor closes the share sheet", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: () => Promise.reject(new DOMException("Share canceled", "AbortError")),
    });
  });
  await page.goto("/visa-free?passport=IN");
  await hydrated(page);
  await shareLink(page).click();
  // The click's work is done once the share module has run; no toast follows a cancel.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator(".toast")).toHaveCount(0);
});

for (const path of ["/?from=IN&to=TH", "/changes?passport=IN&direction=harder"]) {
  test(`is reached and used by keyboard on ${path}`, async ({ page }) => {
    await recordShares(page);
    await page.goto(path);
    await hydrated(page);
    const link = shareLink(page);
    // In the tab order: Tab from the focusable element shown before it lands on it.
    await link.evaluate((el) => {
      const all = [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, [tabindex]")].filter(
        (e) => e.tabIndex >= 0 && e.checkVisibility(),
      );
      all[all.indexOf(el as HTMLElement) - 1]?.focus();
    });
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared.map((d) => d.url))).toEqual([page.url()]);
  });
}
