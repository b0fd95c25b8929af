/** Native-app wrapper mode in a real browser: splash, mobile navigation at any width, the base path. */
import { expect, test } from "@playwright/test";
import { hydrated, watchConsole } from "./support";

test.describe("native-app mode", () => {
  test("?app=1 shows the splash for 600 ms and the mobile navigation at any width; a browser gets neither", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(".splash")).toHaveCount(0);

    await page.goto("/?app=1");
    // Found hidden or not: on a loaded machine the page's load event can come after the 600 ms, when the splash has
    // already hidden itself. Its duration is read from the style instead of from a clock.
    const splash = page.getByRole("status", { includeHidden: true }).filter({ hasText: "Loading..." });
    await expect(splash).toContainText("Visa Fee Atlas");
    await expect(splash).toHaveCSS("animation-delay", "0.6s");
    await expect(splash).toBeHidden({ timeout: 3000 });
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Quick links" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Menu" })).toBeVisible();

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
