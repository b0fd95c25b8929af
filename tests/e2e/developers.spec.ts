/**
 * /developers in a browser at 390 and 1280 px: the API's documentation is readable without horizontal scrolling,
 * lists every endpoint of the OpenAPI document, and its Get a key link opens the Contact for API dialog.
 */
import { expect, test } from "@playwright/test";
import { watchConsole } from "./support";

test("documents the API and asks for a key through the Contact for API dialog", async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto("/developers");
  await expect(page.locator("html")).toHaveAttribute("data-shell", "static");
  await expect(page.getByRole("heading", { level: 1, name: "Visa Fee Atlas API" })).toBeVisible();
  for (const path of [
    "/api/v1/countries",
    "/api/v1/requirements/{passport}/{destination}",
    "/api/v1/fees/{destination}",
    "/api/v1/passports/ranking",
    "/api/v1/trips",
  ])
    await expect(page.getByRole("heading", { level: 3, name: `GET ${path}`, exact: true })).toBeVisible();
  // Nothing wider than the screen: code samples scroll inside their block.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: `test-results/developers-${testInfo.project.name}.png` });
  await page.getByRole("region", { name: "Get a key" }).getByRole("link", { name: "Contact for API" }).click();
  await expect(page.getByRole("dialog", { name: "Contact for API" })).toBeVisible();
  expect(problems).toEqual([]);
});
