/**
 * The currency selector on the home result's 'More Options' table (India → UAE): modes USD, Local, INR,
 * remembered across reloads, with no console errors or hydration warnings.
 * Expected amounts: AED 1,740 at the shipped rates of 13 April 2026 (3.6725 AED and 93.3302 INR per USD).
 */
import { expect, test, type Page } from "@playwright/test";
import { watchConsole } from "./support";

async function openUae(page: Page) {
  await page.goto("/?from=IN&to=AE");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The 90-day multiple-entry tourist visa row: AED 1,740. */
function longTermRow(page: Page) {
  return page.getByRole("row", { name: /long-term multiple entry, 90 days/ });
}

function fee(page: Page, column: "Native Currency" | "USD Fee" | "INR Fee") {
  return longTermRow(page).locator(`td[data-label="${column}"]`);
}

test("shows USD first, with the rates' date beside the selector", async ({ page }) => {
  const problems = watchConsole(page);
  await openUae(page);
  await expect(page.getByRole("group", { name: "Show fees in" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "USD" })).toBeChecked();
  await expect(page.getByText("Rates as of 13 Apr 2026")).toBeVisible();
  await expect(fee(page, "USD Fee").locator("strong")).toHaveText("$474");
  await expect(fee(page, "INR Fee")).toHaveText("₹44,219");
  expect(problems).toEqual([]);
});

test("INR mode writes the INR fee as ₹amount ($usd)", async ({ page }) => {
  const problems = watchConsole(page);
  await openUae(page);
  await page.getByRole("radio", { name: "INR" }).check();
  await expect(fee(page, "INR Fee")).toHaveText("₹44,219 ($474)");
  await expect(fee(page, "USD Fee")).toHaveText("$474");
  await expect(fee(page, "USD Fee").locator("strong")).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("Local mode emphasises the amount in the currency the authority charges", async ({ page }) => {
  const problems = watchConsole(page);
  await openUae(page);
  await page.getByRole("radio", { name: "Local" }).check();
  await expect(fee(page, "Native Currency").locator("strong")).toHaveText("AED 1,740");
  await expect(fee(page, "INR Fee")).toHaveText("₹44,219");
  expect(problems).toEqual([]);
});

test("a reload keeps the chosen mode without hydration warnings", async ({ page }) => {
  const problems = watchConsole(page);
  await openUae(page);
  await page.getByRole("radio", { name: "INR" }).check();
  await expect(fee(page, "INR Fee")).toHaveText("₹44,219 ($474)");
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("radio", { name: "INR" })).toBeChecked();
  await expect(fee(page, "INR Fee")).toHaveText("₹44,219 ($474)");
  await page.screenshot({ path: `test-results/currency-${test.info().project.name}.png`, fullPage: true });
  expect(problems).toEqual([]);
});

test("arrow keys move between the modes", async ({ page }) => {
  await openUae(page);
  await page.getByRole("radio", { name: "USD" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Local" })).toBeChecked();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "INR" })).toBeChecked();
  await expect(fee(page, "INR Fee")).toHaveText("₹44,219 ($474)");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the server renders USD and the rates' date", async ({ page }) => {
    await page.goto("/?from=IN&to=AE");
    await expect(page.getByRole("radio", { name: "USD" })).toBeChecked();
    await expect(page.getByText("Rates as of 13 Apr 2026")).toBeVisible();
    await expect(fee(page, "USD Fee")).toHaveText("$474");
  });
});
