/** The shared header in a real browser: the narrow layout (tabs, drawer) and the wide one (dropdowns). */
import { expect, test } from "@playwright/test";
import { hydrated } from "./support";

test.describe("navigation", () => {
  test("narrow screens: bottom tabs and the drawer with every section", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const tabs = page.getByRole("navigation", { name: "Quick links" });
    await expect(tabs).toBeVisible();
    await expect(tabs.getByRole("link")).toHaveText([/Home/, /Visa Consultation/, /Contact Us/]);

    const menu = page.getByRole("link", { name: "Menu" });
    // A link underneath (for no-JavaScript visitors), a button to the eye.
    await expect(menu).toHaveCSS("text-decoration-line", "none");
    await menu.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBeCloseTo(320, 0); // 20rem (sub-pixel while it slides in)
    // Issue #33: the tools first and open, then the fee pages and guides folded, then the API.
    await expect(drawer.getByRole("heading")).toHaveText(["Menu", "Visa Tools", "Country Visa Fees", "Passport Guides", "Developer API"]);
    await expect(drawer.getByRole("region", { name: "Visa Tools" }).getByRole("link")).toHaveCount(10);
    for (const group of ["Country Visa Fees", "Passport Guides"]) {
      const region = drawer.getByRole("region", { name: group });
      await expect(region.getByRole("link")).toHaveCount(0);
      await region.getByRole("heading", { name: group }).click();
    }
    await expect(drawer.getByRole("region", { name: "Country Visa Fees" }).getByRole("link")).toHaveCount(5);
    await expect(drawer.getByRole("region", { name: "Passport Guides" }).getByRole("link")).toHaveCount(8);
    await expect(drawer.getByText("Contact for API")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test("narrow screens: every tool is in view once the menu opens, compare two taps from any page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("link", { name: "Menu" }).click();
    const tools = page.getByRole("dialog", { name: "Menu" }).getByRole("region", { name: "Visa Tools" });
    await expect(tools.getByRole("link")).toHaveText([
      "Passport Ranking",
      "Compare Passports",
      "No Visa Countries",
      "Schengen 90/180 Calculator",
      "Trip Planner",
      "What Changed",
      "Visa Free With a US/UK Visa",
      "Search Visa Fees",
      "Verified Visa Fees",
      "Visa Data API",
    ]);
    // In view without scrolling: each link's box lies inside the 844 px viewport.
    for (const link of await tools.getByRole("link").all()) {
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    await page.screenshot({ path: `test-results/menu-tools-${test.info().project.name}.png` });
    await tools.getByRole("link", { name: "Compare Passports" }).click();
    await expect(page).toHaveURL(/\/compare-passports$/);
  });

  test("wide screens: top navigation with keyboard-operable dropdowns", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Quick links" })).toBeHidden();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Visa Consultation", "Contact for API", "Contact Us"])
      await expect(nav.getByText(name, { exact: true })).toBeVisible();

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
