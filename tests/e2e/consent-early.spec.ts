/**
 * Issue #33: a tap on the cookie banner is never lost. Before the page's scripts arrive, or without JavaScript, the
 * banner's buttons submit a real form (POST /consent) that the Worker answers by setting the consent cookie and
 * sending the visitor back; Manage Preferences opens a native popover. Once the scripts run they take the clicks.
 */
import { expect, test, type Page, type Route } from "@playwright/test";
import { FRESH_STATE, hydrated } from "./support";

const BANNER = { name: "We value your privacy" } as const;

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === "consent")?.value;
}

test.describe("without JavaScript", () => {
  test.use({ storageState: FRESH_STATE, javaScriptEnabled: false });

  for (const start of ["/visa-free?passport=IN", "/passport-guide"]) {
    test(`${start}: Reject All reloads the same page without the banner, the cookie set`, async ({ page }) => {
      await page.goto(start);
      const banner = page.getByRole("region", BANNER);
      await expect(banner).toBeVisible();
      const answer = page.waitForResponse((res) => res.url().endsWith("/consent") && res.request().method() === "POST");
      await banner.getByRole("button", { name: "Reject All" }).click();
      expect((await answer).status()).toBe(303);
      await expect(page).toHaveURL(start);
      await expect(page.getByRole("region", BANNER)).toHaveCount(0);
      expect(await consentCookie(page)).toMatch(/^v1\.n1a0d0f0\./);
    });
  }

  test("Accept All stores all four", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Accept All" }).click();
    await expect(page.getByRole("region", BANNER)).toHaveCount(0);
    expect(await consentCookie(page)).toMatch(/^v1\.n1a1d1f1\./);
    await expect(page).toHaveURL("/");
  });

  test("Manage Preferences opens the switches; Cancel closes them; Save Preferences stores them", async ({ page }) => {
    await page.goto("/changes");
    await page.getByRole("button", { name: "Manage Preferences" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Choose which cookies we may use. You can change this at any time from the footer.")).toBeVisible();
    await expect(dialog.getByRole("switch")).toHaveCount(4);
    await expect(dialog.getByRole("switch", { name: /Necessary/ })).toBeChecked();
    await expect(dialog.getByRole("switch", { name: /Necessary/ })).toBeDisabled();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(await consentCookie(page)).toBeUndefined();

    await page.getByRole("button", { name: "Manage Preferences" }).click();
    await dialog.getByRole("switch", { name: /Analytics/ }).check();
    await dialog.getByRole("switch", { name: /Functional/ }).check();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect(page).toHaveURL("/changes");
    await expect(page.getByRole("region", BANNER)).toHaveCount(0);
    expect(await consentCookie(page)).toMatch(/^v1\.n1a1d0f1\./);
  });
});

test.describe("before the scripts load", () => {
  test.use({ storageState: FRESH_STATE });

  for (const start of ["/", "/passport-guide"]) {
    test(`${start}: Reject All clicked while the scripts are held is recorded, and nothing asks again once they run`, async ({ page }) => {
      // Hold every script of the site until the click is done.
      const held: Route[] = [];
      let holding = true;
      await page.route("**/assets/*.js", (route) => {
        if (holding) held.push(route);
        else void route.continue();
      });
      await page.goto(start, { waitUntil: "domcontentloaded" });
      const banner = page.getByRole("region", BANNER);
      await expect(banner).toBeVisible();
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await banner.getByRole("button", { name: "Reject All" }).click();
      await expect(page.getByRole("region", BANNER)).toHaveCount(0);
      expect(await consentCookie(page)).toMatch(/^v1\.n1a0d0f0\./);

      holding = false;
      for (const route of held.splice(0)) await route.continue().catch(() => {});
      await hydrated(page);
      await expect(page.getByRole("region", BANNER)).toHaveCount(0);
      // The browser's store took the cookie's choice: local storage agrees, so no later page asks again.
      expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem("vfa-consent") ?? "null"))).toMatchObject({
        necessary: true,
        analytics: false,
        advertising: false,
        functional: false,
      });
      await page.goto("/visa-free");
      await hydrated(page);
      await expect(page.getByRole("region", BANNER)).toHaveCount(0);
    });
  }

  test("once the scripts run, the buttons are theirs: no form submission, no reload", async ({ page }) => {
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/consent")) posted = true;
    });
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Manage Preferences" }).click();
    // The app's dialog, not the no-script popover.
    await expect(page.getByRole("dialog", { name: "Cookie Preferences" })).toHaveCount(1);
    await expect(page.locator("#cookie-preferences-form")).toBeHidden();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Reject All" }).click();
    await expect(page.getByRole("region", BANNER)).toBeHidden();
    expect(await consentCookie(page)).toMatch(/^v1\.n1a0d0f0\./);
    expect(posted).toBe(false);
  });
});
