/**
 * The Schengen calculator in a browser at 390 and 1280 px: with JavaScript the answers follow the typing without a
 * reload and the address bar carries the compact state; rows are added and removed with the keyboard; without
 * JavaScript the same GET form answers with the page. Screenshots go to test-results/ for a look.
 */
import { expect, test } from "@playwright/test";
import { watchConsole } from "./support";

/** The static shell has started and the calculator's live form is wired (its chunk loads after the shell). */
const shell = async (page: import("@playwright/test").Page) => {
  await expect(page.locator("html")).toHaveAttribute("data-shell", "static");
  await expect(page.locator("form[data-live-ready]")).toHaveCount(1);
};

test("typing stays recomputes the answers without a reload, and the URL follows", async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto("/schengen-calculator?on=2014-11-30");
  await shell(page);
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  const form = page.getByRole("form", { name: "Your stays" });
  await form.getByRole("group", { name: "New stay" }).getByLabel("Entry").fill("2014-08-15");
  await form.getByRole("group", { name: "New stay" }).getByLabel("Exit").fill("2014-09-30");
  await expect(page.locator(".schengen-answer__lead").first()).toContainText("47 of 90 days used, 43 days left");
  await expect(page).toHaveURL(/\/schengen-calculator\?s=2014-08-15~2014-09-30&on=2014-11-30$/);
  // Add a second stay with the keyboard: the button adds a row and moves focus to its entry date.
  await form.getByRole("button", { name: "Add a stay" }).focus();
  await page.keyboard.press("Enter");
  await expect(form.getByRole("group", { name: "Stay 1" })).toBeVisible();
  await expect(form.getByRole("group", { name: "New stay" }).getByLabel("Entry")).toBeFocused();
  await form.getByRole("group", { name: "New stay" }).getByLabel("Entry").fill("2014-11-01");
  await form.getByRole("group", { name: "New stay" }).getByLabel("Exit").fill("2014-11-30");
  await expect(page.locator(".schengen-answer__lead").first()).toContainText("77 of 90 days used, 13 days left");
  await page.getByLabel("Planned entry date").fill("2014-11-01");
  await expect(page.getByRole("region", { name: "Entering on 1 Nov 2014" })).toContainText("You can stay until 13 Dec 2014: 43 days.");
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  await page.getByRole("region", { name: /The window/ }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/schengen-timeline-${testInfo.project.name}.png` });
  // Remove the first stay: its row goes, the answers follow.
  await form.getByRole("button", { name: "Remove stay 1" }).click();
  await expect(form.getByRole("group", { name: "Stay 2" })).toHaveCount(0);
  await expect(page.locator(".schengen-answer__lead").first()).toContainText("30 of 90 days used, 60 days left");
  await expect(page).toHaveURL(/\?s=2014-11-01~2014-11-30&on=2014-11-30&plan=2014-11-01$/);
  expect(problems).toEqual([]);
});

test("a bad date gets its message beside the field as the visitor types", async ({ page }) => {
  await page.goto("/schengen-calculator");
  await shell(page);
  const row = page.getByRole("group", { name: "New stay" });
  await row.getByLabel("Entry").fill("2026-03-10");
  await row.getByLabel("Exit").fill("2026-03-01");
  await expect(row.getByText("The exit date is before the entry date.")).toBeVisible();
  await expect(row.getByLabel("Exit")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("heading", { name: "Check the dates" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form answers with the page at the compact URL", async ({ page }, testInfo) => {
    await page.goto("/schengen-calculator");
    await expect(page.locator("form[data-live-ready]")).toHaveCount(0);
    const row = page.getByRole("group", { name: "New stay" });
    await row.getByLabel("Entry").fill("2014-08-15");
    await row.getByLabel("Exit").fill("2014-09-30");
    await page.getByLabel("Control date", { exact: true }).fill("2014-09-30");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/\/schengen-calculator\?s=2014-08-15~2014-09-30&on=2014-09-30$/);
    await expect(page.locator(".schengen-answer__lead").first()).toContainText("47 of 90 days used, 43 days left");
    await expect(page.getByRole("group", { name: "Stay 1" }).getByLabel("Entry")).toHaveValue("2014-08-15");
    await page.screenshot({ path: `test-results/schengen-no-js-${testInfo.project.name}.png`, fullPage: true });
  });
});

test("dates typed before the live form arrives are answered once it does", async ({ page }) => {
  // Hold the live form's chunk until the visitor has typed.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/live-form-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/schengen-calculator?on=2014-11-30");
  await expect(page.locator("html")).toHaveAttribute("data-shell", "static");
  const row = page.getByRole("group", { name: "New stay" });
  await row.getByLabel("Entry").fill("2014-08-15");
  await row.getByLabel("Exit").fill("2014-09-30");
  release();
  await expect(page.locator(".schengen-answer__lead").first()).toContainText("47 of 90 days used, 43 days left");
});
