/**
 * The Schengen calculator by keyboard alone at 390 and 1280 px: Tab reaches the stay fields, dates are typed, Enter
 * adds the trip and focus lands on the new row, the status line (a polite live region that stays in place) says the
 * new answer, a removed row hands focus to the one in its place, and Calculate takes focus to the first answer.
 * Without JavaScript Enter in a field calculates and never removes a stay (the form's first submit button used to be
 * stay 1's Remove). The control date is fixed, so the trips after it are "planned" whatever the day the test runs.
 */
import { expect, type Page, test } from "@playwright/test";
import { watchConsole } from "./support";

// Date fields take their segments in the locale's order: month, day, year in en-US.
test.use({ locale: "en-US" });

const shell = async (page: Page) => {
  await expect(page.locator("html")).toHaveAttribute("data-shell", "static");
  await expect(page.locator("form[data-live-ready]")).toHaveCount(1);
};

/** Presses Tab until `id` has focus (a date field's own segments and picker take some presses), at most 80 times. */
async function tabTo(page: Page, id: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    if ((await page.evaluate(() => document.activeElement?.id)) === id) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached #${id}`);
}

test("Tab, type and Enter add planned trips; focus moves to the new row and the status line says the answer", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/schengen-calculator?on=2026-01-15");
  await shell(page);
  const status = page.locator("#schengen-status");
  await expect(status).toHaveAttribute("role", "status");
  await expect(status).toHaveText("On 15 Jan 2026: 0 of 90 days used, 90 days left.");
  // The live region must be the same node throughout, or a screen reader would not hear its change.
  await status.evaluate((node) => {
    (node as HTMLElement & { kept?: boolean }).kept = true;
  });

  await tabTo(page, "e1");
  await page.keyboard.type("02012026");
  await tabTo(page, "x1");
  await page.keyboard.type("03152026");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("group", { name: "Stay 1" })).toBeVisible();
  await expect(page.getByRole("group", { name: "New stay" }).getByLabel("Entry")).toBeFocused();
  await expect(status).toHaveText("Your planned trip fits the 90/180 rule. Stay 1 fits, with 47 days left after it.");
  await expect(page.locator("#schengen-result h2").first()).toHaveText("Your planned trips");

  // A second trip of 50 days: with the first one's 43, its 48th day (18 May) is the 91st in its window.
  await page.keyboard.type("04012026");
  await tabTo(page, "x2");
  await page.keyboard.type("05202026");
  await page.keyboard.press("Enter");
  await expect(page.locator("#e3")).toBeFocused();
  await expect(status).toHaveText(
    "1 of 2 planned trips break the 90/180 rule. Stay 1 fits, with 47 days left after it. Stay 2 breaks the rule on 18 May 2026 to 20 May 2026 (3 days).",
  );
  await expect(page.getByRole("region", { name: "Your planned trips" })).toContainText(
    "Entering on 1 Apr 2026, you can stay until 17 May 2026: 47 days.",
  );

  // Remove the second trip by keyboard: focus goes to the row now in its place.
  await page.getByRole("button", { name: "Remove stay 2" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("group", { name: "Stay 2" })).toHaveCount(0);
  await expect(page.locator("#e2")).toBeFocused();
  await expect(status).toHaveText("Your planned trip fits the 90/180 rule. Stay 1 fits, with 47 days left after it.");

  // Calculate by keyboard: focus goes to the first answer.
  await page.getByRole("button", { name: "Calculate" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Your planned trips" })).toBeFocused();
  expect(await status.evaluate((node) => (node as HTMLElement & { kept?: boolean }).kept)).toBe(true);
  expect(problems).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Enter in a field calculates and keeps every stay", async ({ page }) => {
    await page.goto("/schengen-calculator?s=2026-02-01~2026-03-15,2026-04-01~2026-04-10&on=2026-01-15");
    await page.getByLabel("Control date", { exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\?s=2026-02-01~2026-03-15,2026-04-01~2026-04-10&on=2026-01-15$/);
    await expect(page.getByRole("group", { name: "Stay 2" })).toBeVisible();
    await expect(page.locator("#schengen-status")).toHaveText(
      "All 2 planned trips fit the 90/180 rule. Stay 1 fits, with 47 days left after it. Stay 2 fits, with 37 days left after it.",
    );
  });
});
