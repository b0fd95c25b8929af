/** Toasts in a real browser: F8, one at a time, Escape and close button, auto-dismiss, swipe. */
import { expect, test, type Page } from "@playwright/test";
import { hydrated, pickCountry } from "./support";

test.describe("toasts", () => {
  async function sameCountryToast(page: Page) {
    await pickCountry(page, "Where I'm Going", "india", "India");
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
