/**
 * The site shell in a real browser at 390 px and 1280 px: navigation (drawer, dropdowns, bottom tabs), cookie
 * consent and what it lets load, toasts, native-app mode, and the layout shift of the banner.
 */
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { hydrated, watchConsole } from "./support";

const FRESH = { cookies: [], origins: [] };
const isMobile = (name: string) => name === "mobile-390";

/** Records every request the page makes to a host other than the site; answers them (the machine is offline). */
async function recordThirdParties(context: BrowserContext) {
  const hosts: string[] = [];
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (url.hostname !== "127.0.0.1" && url.protocol !== "data:") hosts.push(url.href);
  });
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  );
  return hosts;
}

async function pick(page: Page, pickerLabel: string, query: string, option: string) {
  await page.getByRole("combobox", { name: pickerLabel }).click();
  await page.getByPlaceholder("Search countries...").fill(query);
  await page.getByRole("option", { name: option }).click();
}

async function storedConsent(page: Page) {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem("vfa-consent") ?? "null"));
}

test.describe("navigation", () => {
  test("narrow screens: bottom tabs and the drawer with every section", async ({ page }, info) => {
    test.skip(!isMobile(info.project.name), "narrow layout");
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const tabs = page.getByRole("navigation", { name: "Quick links" });
    await expect(tabs).toBeVisible();
    await expect(tabs.getByRole("link")).toHaveText([/Home/, /Visa Consultation/, /Contact Us/]);

    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBeCloseTo(320, 0); // 20rem (sub-pixel while it slides in)
    for (const heading of ["Developer API", "Country Visa Fees", "Passport Guides"]) {
      await expect(drawer.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(drawer.getByRole("region", { name: "Country Visa Fees" }).getByRole("link")).toHaveCount(5);
    await expect(drawer.getByRole("region", { name: "Passport Guides" }).getByRole("link")).toHaveCount(8);
    await expect(drawer.getByText("Contact for API")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test("wide screens: top navigation with keyboard-operable dropdowns", async ({ page }, info) => {
    test.skip(isMobile(info.project.name), "wide layout");
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Quick links" })).toBeHidden();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Visa Consultation", "Contact for API", "Contact Us"]) await expect(nav.getByText(name, { exact: true })).toBeVisible();

    const fees = nav.getByRole("button", { name: "Country Visa Fees" });
    await fees.focus();
    await page.keyboard.press("Enter");
    await expect(fees).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#nav-fees").getByRole("link")).toHaveCount(5);
    await page.keyboard.press("Escape");
    await expect(fees).toHaveAttribute("aria-expanded", "false");
    await expect(fees).toBeFocused();

    const guides = nav.getByRole("button", { name: "Passport Guides" });
    await guides.click();
    await expect(page.locator("#nav-passport").getByRole("link")).toHaveCount(8);
    await page.locator("h1, h2").first().click();
    await expect(guides).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("cookie consent", () => {
  test.use({ storageState: FRESH });

  test("Accept All stores all four, starts the configured third parties and hides the banner for good", async ({ page, context }) => {
    const problems = watchConsole(page);
    const thirdParties = await recordThirdParties(context);
    await page.goto("/");
    await hydrated(page);
    const banner = page.getByRole("region", { name: "We value your privacy" });
    await expect(banner).toBeVisible();
    expect(thirdParties).toEqual([]);

    await banner.getByRole("button", { name: "Accept All" }).click();
    await expect(banner).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: true, advertising: true, functional: true, consentedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect((await context.cookies()).find((c) => c.name === "consent")?.value).toMatch(/^v1\.n1a1d1f1\./);
    await expect.poll(() => thirdParties.some((url) => url.startsWith("https://www.googletagmanager.com/gtag/js"))).toBe(true);

    await page.reload();
    await hydrated(page);
    await expect(banner).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("Reject All stores only necessary, and nothing third-party ever loads", async ({ page, context }) => {
    const thirdParties = await recordThirdParties(context);
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Reject All" }).click();
    await expect(page.getByRole("region", { name: "We value your privacy" })).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: false, advertising: false, functional: false });

    await page.goto("/?from=IN&to=TH");
    await hydrated(page);
    await page.getByRole("tab", { name: "Visa", exact: true }).click();
    await expect(page.getByRole("link", { name: /Search flights to Thailand/ })).toHaveCount(1);
    await page.goto("/visa-free?passport=IN");
    await hydrated(page);
    expect(thirdParties).toEqual([]);
  });

  test("Manage Preferences: necessary fixed on, Save stores the switches and closes both", async ({ page, context }) => {
    const thirdParties = await recordThirdParties(context);
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Manage Preferences" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("switch")).toHaveCount(4);
    const necessary = dialog.getByRole("switch", { name: /Necessary/ });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("region", { name: "We value your privacy" })).toBeVisible();
    expect(await storedConsent(page)).toBeNull();

    await page.getByRole("button", { name: "Manage Preferences" }).click();
    await dialog.getByRole("switch", { name: /Analytics/ }).check();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("region", { name: "We value your privacy" })).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: true, advertising: false, functional: false });
    await expect.poll(() => thirdParties.some((url) => url.includes("googletagmanager.com/gtag/js?id=G-E2ETEST1"))).toBe(true);

    // Advertising stays off: the result shows plain links, no widget script is requested.
    await page.goto("/?from=IN&to=TH");
    await hydrated(page);
    await page.getByRole("tab", { name: "Visa", exact: true }).click();
    await expect(page.getByRole("link", { name: /Find hostels in Thailand/ })).toHaveCount(1);
    expect(thirdParties.filter((url) => url.includes("widgets.example.com"))).toEqual([]);
  });

  test("with advertising consent the result shows the affiliate widgets instead of plain links", async ({ page, context }) => {
    const thirdParties = await recordThirdParties(context);
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Accept All" }).click();
    await page.goto("/?from=IN&to=TH");
    await hydrated(page);
    await page.getByRole("tab", { name: "Visa", exact: true }).click();
    await expect.poll(() => thirdParties.filter((url) => url.startsWith("https://widgets.example.com/")).sort()).toEqual([
      "https://widgets.example.com/flights.js?o=IN&d=TH",
      "https://widgets.example.com/hostels.js?d=TH",
    ]);
    await expect(page.getByRole("link", { name: /Search flights to Thailand/ })).toHaveCount(0);
  });

  test("a returning visitor whose cookie was cleared never sees the banner, and gets the cookie back", async ({ page, context }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem(
        "vfa-consent",
        JSON.stringify({ necessary: true, analytics: false, advertising: false, functional: true, consentedAt: "2026-11-01T09:00:00.000Z" }),
      );
      // Watch every frame from the first one: the banner must never be displayed.
      (window as unknown as { bannerSeen: boolean }).bannerSeen = false;
      const look = () => {
        const banner = document.querySelector(".cookie-banner");
        if (banner && getComputedStyle(banner).display !== "none") (window as unknown as { bannerSeen: boolean }).bannerSeen = true;
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto("/");
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { bannerSeen: boolean }).bannerSeen)).toBe(false);
    expect((await context.cookies()).find((c) => c.name === "consent")?.value).toBe("v1.n1a0d0f1.2026-11-01T09:00:00.000Z");
  });

  test("the banner overlays the page without shifting its layout", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("region", { name: "We value your privacy" })).toBeVisible();
    await page.waitForTimeout(1000);
    const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
    test.info().annotations.push({ type: "CLS with the banner", description: cls.toFixed(4) });
    console.log(`CLS on / with the cookie banner (${test.info().project.name}): ${cls.toFixed(4)}`);
    expect(cls).toBeLessThan(0.01);
  });

  test("the footer reopens the preferences with the stored choices", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Reject All" }).click();
    await page.getByRole("button", { name: "Cookie Preferences" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
    await expect(dialog.getByRole("switch", { name: /Advertising/ })).not.toBeChecked();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("toasts", () => {
  async function sameCountryToast(page: Page) {
    await pick(page, "Where I'm Going", "india", "India");
  }

  test("F8 focuses the notification region, even before any toast", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.keyboard.press("F8");
    await expect(page.locator(".toast-viewport")).toBeFocused();
  });

  test("one toast at a time, closed by Escape or its close button", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await sameCountryToast(page);
    await sameCountryToast(page);
    const toasts = page.locator(".toast");
    await expect(toasts).toHaveCount(1);
    await expect(toasts.getByText("Same Country Selected", { exact: true })).toBeVisible();
    await page.keyboard.press("F8");
    await page.keyboard.press("Escape");
    await expect(toasts).toHaveCount(0);

    await sameCountryToast(page);
    await toasts.getByRole("button", { name: "Close" }).click();
    await expect(toasts).toHaveCount(0);
  });

  test("dismisses itself after 5000 ms", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await sameCountryToast(page);
    const toast = page.locator(".toast");
    await expect(toast).toHaveCount(1);
    const shown = Date.now();
    await page.mouse.move(0, 0);
    await expect(toast).toHaveCount(0, { timeout: 8000 });
    const elapsed = Date.now() - shown;
    expect(elapsed).toBeGreaterThan(4000);
  });

  test("a swipe right past 50 px dismisses it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await sameCountryToast(page);
    const box = (await page.locator(".toast").boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let dx = 10; dx <= 120; dx += 10) await page.mouse.move(box.x + 20 + dx, box.y + box.height / 2);
    await page.mouse.up();
    await expect(page.locator(".toast")).toHaveCount(0);
  });
});

test.describe("native-app mode", () => {
  test("?app=1 shows the splash for 600 ms and the mobile navigation at any width; a browser gets neither", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(".splash")).toHaveCount(0);

    await page.goto("/?app=1");
    const splash = page.getByRole("status").filter({ hasText: "Loading..." });
    await expect(splash).toContainText("Visa Fee Atlas");
    await expect(splash).toBeHidden({ timeout: 3000 });
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Quick links" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();

    // Remembered: the next page is still in app mode, without the parameter.
    await page.goto("/visa-free?passport=IN");
    await expect(page.locator("html")).toHaveClass(/app-mode/);
    await page.goto("/?app=0");
    await expect(page.locator("html")).not.toHaveClass(/app-mode/);
  });

  test("under the wrapper's base path the page hydrates and plain links stay under it", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/app/visa-free?passport=IN");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "No Visa Countries", level: 1 })).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/app-mode/);
    await page.getByRole("navigation", { name: "Quick links" }).getByRole("link", { name: /Home/ }).click();
    await expect(page).toHaveURL(/\/app\/$/);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Check Visa Requirements" })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
