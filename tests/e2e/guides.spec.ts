/** Guide pages in the browser: screenshots at 390 px and 1280 px (projects), sorting, FAQ disclosures, no layout shift. */
import { expect, test } from "@playwright/test";
import { hydrated, watchConsole } from "./support";

for (const path of ["/uk-visa-fees", "/passport/indian-passport-strength", "/visa/student-visa-guide"]) {
  test(`${path} renders without console errors or horizontal scrolling`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator("h1")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`${path.replace(/\//g, "_")}.png`), fullPage: true });
    expect(problems).toEqual([]);
  });
}

test("hydration does not move the page (no layout shift)", async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/passport/indian-passport-strength");
  await hydrated(page);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.01);
});

test("the comparison table sorts by fee and reports the order", async ({ page }) => {
  await page.goto("/visa-fees-comparison");
  await hydrated(page);
  const table = page.locator("#tourist").locator("xpath=..").locator("table");
  const firstCountry = () => table.locator("tbody tr").first().locator("th");
  await expect(firstCountry()).toHaveText("USA");
  await table.getByRole("button", { name: /Equivalent/ }).click();
  // Canada's visa fee alone (CAD 100, about ₹6,700) is the cheapest equivalent; biometrics come on top.
  await expect(firstCountry()).toHaveText("Canada");
  await expect(table.locator("th[aria-sort=ascending]")).toContainText("Equivalent");
  await table.getByRole("button", { name: /Equivalent/ }).click();
  await expect(firstCountry()).toHaveText("New Zealand");
  await expect(table.locator("th[aria-sort=descending]")).toContainText("Equivalent");
});

test("FAQs are disclosures that open from the keyboard", async ({ page }) => {
  await page.goto("/visa/visa-interview-tips");
  await hydrated(page);
  const question = page.locator("summary", { hasText: "How long does a visa interview take?" });
  const answer = page.getByText("Usually 2-5 minutes at the window.");
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
});

test("a short path lands on the real page", async ({ page }) => {
  await page.goto("/student-visa-guide");
  await expect(page).toHaveURL(/\/visa\/student-visa-guide$/);
  await expect(page.locator("h1")).toHaveText("Student Visa Guide: Complete Application Process");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a guide is complete in the server HTML, FAQs open natively and figures come from D1", async ({ page }) => {
    await page.goto("/schengen-visa-fees");
    await expect(page.locator("h1")).toHaveText("Schengen Visa Fees 2026");
    await expect(page.locator(".fee-card").first()).toContainText("€90");
    await expect(page.getByText("For Indian Passport Holders Only")).toBeVisible();
    await page.locator("summary", { hasText: "How long can I stay on a Schengen visa?" }).click();
    await expect(page.locator(".faq__answer", { hasText: "Up to 90 days in any 180-day period" })).toBeVisible();
  });
});
