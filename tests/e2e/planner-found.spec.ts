/**
 * Issue #46, "the planner is found and keeps what it is given", in a browser: the Trip Planner reached from the
 * phone's drawer at 390 px and from the Visa Tools dropdown at 1280 px (on an app page and on a static one), opening
 * with the visitor's passport (the test server's country is India).
 */
import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support";

/** The planner has opened with the visitor's passport, India. */
async function expectPlannerForIndia(page: Page) {
  await expect(page).toHaveURL(/\/trip$/);
  await expect(page.getByRole("heading", { level: 1, name: "Trip planner" })).toBeVisible();
  await expect(page.getByLabel("Passport", { exact: true })).toHaveValue("IN");
}

test("390 px: the drawer's Visa Tools lead to the Trip Planner and the concessions page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/visa-consultation");
  await hydrated(page);
  await page.getByRole("link", { name: "Menu" }).click();
  const tools = page.getByRole("dialog", { name: "Menu" }).getByRole("region", { name: "Visa Tools" });
  await expect(tools.getByRole("link", { name: "Visa Free With a US/UK Visa" })).toHaveAttribute("href", "/visa-free-with-us-uk-schengen-visa");
  const planner = tools.getByRole("link", { name: "Trip Planner" });
  await expect(planner).toBeInViewport({ ratio: 1 });
  await planner.click();
  await expectPlannerForIndia(page);
});

for (const from of ["/", "/changes"]) {
  test(`1280 px: the Visa Tools dropdown on ${from} leads to the Trip Planner`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(from);
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Visa Tools" }).click();
    await expect(nav.getByRole("link", { name: "Visa Free With a US/UK Visa" })).toBeVisible();
    await nav.getByRole("link", { name: "Trip Planner" }).click();
    await expectPlannerForIndia(page);
  });
}
