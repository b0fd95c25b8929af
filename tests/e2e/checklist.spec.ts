/** The document checklist: ticks kept in local storage across reloads, reset, and a clean printed page. */
import { expect, test } from "@playwright/test";
import { hydrated, watchConsole } from "./support";

const PATH = "/visa/visa-document-checklist";

test("ticks survive a reload and reset clears them", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(PATH);
  await hydrated(page);
  await page.getByLabel("Passport", { exact: false }).first().check();
  await page.getByLabel(/^Bank statements/).check();
  await expect(page.getByText("2 of 16 ready")).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel(/^Passport/)).toBeChecked();
  await expect(page.getByLabel(/^Bank statements/)).toBeChecked();
  await expect(page.getByLabel(/^Photographs/)).not.toBeChecked();
  await expect(page.getByText("2 of 16 ready")).toBeVisible();

  await page.getByRole("button", { name: "Reset checklist" }).click();
  await expect(page.getByLabel(/^Passport/)).not.toBeChecked();
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel(/^Bank statements/)).not.toBeChecked();
  await expect(page.getByText("0 of 16 ready")).toBeVisible();
  expect(problems).toEqual([]);
});

test("prints a clean checklist: no navigation, buttons or footer; every item and tick visible", async ({ page }) => {
  await page.goto(PATH);
  await hydrated(page);
  await page.getByLabel(/^Photographs/).check();
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".site-header")).toBeHidden();
  await expect(page.locator(".site-footer")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print checklist" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Reset checklist" })).toBeHidden();
  await expect(page.locator(".related")).toBeHidden();
  await expect(page.locator(".checklist__item")).toHaveCount(16);
  for (const item of await page.locator(".checklist__item").all()) await expect(item).toBeVisible();
  await expect(page.getByLabel(/^Photographs/)).toBeChecked();
  await page.screenshot({ path: test.info().outputPath("checklist-print.png"), fullPage: true });
  await page.emulateMedia({ media: "screen" });
  await expect(page.locator(".site-footer")).toBeVisible();
});

test("the print button opens the browser's print dialog", async ({ page }) => {
  await page.goto(PATH);
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await page.getByRole("button", { name: "Print checklist" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});
