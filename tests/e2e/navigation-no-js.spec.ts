/**
 * The header's navigation before hydration and without JavaScript: the narrow menu link shows the full navigation
 * under the top bar, and a wide dropdown shows its links while it holds focus or is hovered. Once hydrated the
 * same controls open the drawer and toggle the dropdowns instead (navigation.spec.ts).
 */
import { expect, test } from "@playwright/test";

test.use({ javaScriptEnabled: false });

test("narrow screens: the menu link shows every section of the navigation", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/visa-consultation");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeHidden();
  const menu = page.getByRole("link", { name: "Menu" });
  await expect(menu).toHaveAttribute("href", "#site-nav");
  await expect(menu).toHaveAttribute("aria-haspopup", "dialog");
  await menu.click();
  await expect(page).toHaveURL(/\/visa-consultation#site-nav$/);
  await expect(nav).toBeVisible();
  // Every group is open: the fee pages, the passport guides and the tools, each a working link.
  for (const name of [
    "USA Visa Fees",
    "Visa Fees Comparison",
    "Financial Requirements",
    "Verified Visa Fees",
    "No Visa Countries",
    "Passport Ranking",
    "Compare Passports",
    "Trip Planner",
    "What Changed",
    "Visa Free With a US/UK Visa",
    "Visa Data API",
    "Contact for API",
  ]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  // Issue #33: the tools come first, in view without scrolling, so any tool is the second tap.
  await expect(nav.getByRole("link").nth(2)).toHaveText("Passport Ranking");
  for (const name of ["Passport Ranking", "Compare Passports", "Visa Data API"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  const box = await nav.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `test-results/nav-no-js-menu-${test.info().project.name}.png`, fullPage: false });
  await nav.getByRole("link", { name: "No Visa Countries" }).click();
  await expect(page).toHaveURL(/\/visa-free$/);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
});

test("wide screens: a dropdown shows its links while it holds focus or is hovered", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const guides = nav.getByRole("link", { name: "Passport Guide", exact: true });
  await expect(guides).toBeHidden();
  await nav.getByRole("button", { name: "Passport Guides" }).focus();
  await expect(guides).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(guides).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/passport-guide$/);

  await page.mouse.move(0, 400);
  const tools = nav.getByRole("button", { name: "Visa Tools" });
  const verified = nav.getByRole("link", { name: "Verified Visa Fees" });
  await expect(verified).toBeHidden();
  await tools.hover();
  await expect(verified).toBeVisible();
  // The pointer crosses the gap under the button without the list closing.
  const button = (await tools.boundingBox())!;
  const list = (await verified.boundingBox())!;
  await page.mouse.move(button.x + 10, button.y + button.height + 3);
  await page.mouse.move(list.x + 10, list.y + list.height / 2, { steps: 4 });
  await verified.click();
  await expect(page).toHaveURL(/\/verified-visa-fees$/);
});
