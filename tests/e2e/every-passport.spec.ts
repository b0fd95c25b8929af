/**
 * Fees for every passport (issue #45), as a visitor from the United States or Germany meets them at 390 px and
 * 1280 px: India's e-Visa for their passport with its source, a pair no record applies to saying what is known, and a
 * trip's fee line. `?cf-country=` stands in for the visitor's country (DEV_MODE).
 */
import { expect, test } from "@playwright/test";
import { hydrated } from "./support";

test("a US visitor checking India sees India's e-Visa fee for US passports, with its source and dates", async ({ page }, info) => {
  await page.goto("/?from=US&to=IN&cf-country=US");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: /United States to .*India/ })).toBeVisible();
  await expect(page.getByText("Coming Soon for United States")).toHaveCount(0);
  // The options table lists India's e-Visa records that apply to a US passport, priced.
  await expect(page.getByRole("table").first()).toContainText("e-Tourist Visa");
  await expect(page.getByRole("table").first()).toContainText(/\$\d+/);
  await page.screenshot({ path: info.outputPath("us-to-india.png"), fullPage: false });
});

test("a German visitor asking about a pair no record covers is told what is known", async ({ page }) => {
  await page.goto("/?from=DE&to=AF&cf-country=DE");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Coming Soon for Germany" })).toBeVisible();
  await expect(page.getByText("No fee on record for Germany passports to Afghanistan").first()).toBeVisible();
});

test("a US passport's trip prices its stay in India from the e-Visa record", async ({ page }) => {
  await page.goto("/trip?passport=US&stops=IN~2027-03-01~2027-03-08~s&cf-country=US");
  await expect(page.getByText(/e-Visa/).first()).toBeVisible();
  await expect(page.getByText("No fee on record for United States passports to India")).toHaveCount(0);
});
