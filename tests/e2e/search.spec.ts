/** The free-text visa search end to end: home box, /visa-fees deep link, URL kept in step, no console errors. */
import { expect, test, type Page } from "@playwright/test";
import { watchConsole, hydrated } from "./support";

function watchSearchCalls(page: Page) {
  const calls: string[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).pathname.startsWith("/trpc/search.query")) calls.push(req.url());
  });
  return calls;
}

const PLACEHOLDER = "Search by country, city, visa type, or eVisa availability...";

test("searching from the home box shows results without reloading the page", async ({ page }) => {
  const problems = watchConsole(page);
  const calls = watchSearchCalls(page);
  await page.goto("/");
  await hydrated(page);
  await expect(page.getByText("Ready to search visa requirements?")).toBeVisible();
  // A full reload would drop this marker.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

  await page.getByPlaceholder(PLACEHOLDER).fill("bangkok");
  // Thailand's 60-day exemption record (ended 14 Sep 2026, marked so) and its 30-day one (data/desk/).
  await expect(page.getByText("Found 2 results", { exact: true })).toBeVisible();
  const table = page.getByRole("region", { name: "Search results for bangkok" });
  for (const column of ["Country", "Duration", "Native Fee", "USD", "INR"]) {
    await expect(table.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  }
  await expect(table.getByRole("rowheader").first()).toContainText("Thailand");
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(calls.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/$/);
  await page.screenshot({ path: `test-results/search-home-${test.info().project.name}.png`, fullPage: true });
  expect(problems).toEqual([]);
});

test("a term without hits shows the message and the suggestion", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/");
  await hydrated(page);
  await page.getByPlaceholder(PLACEHOLDER).fill("qqzzqq");
  await expect(page.getByText('No visa information found for "qqzzqq"')).toBeVisible();
  await expect(page.getByText("Try searching for a country, a city, a visa type, or 'evisa'.")).toBeVisible();
  expect(problems).toEqual([]);
});

test("the deep link /visa-fees?search=evisa renders its results and hydrates without searching again", async ({ page }) => {
  const problems = watchConsole(page);
  const calls = watchSearchCalls(page);
  await page.goto("/visa-fees?search=evisa");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Search Visa Fees" })).toBeVisible();
  await expect(page.getByPlaceholder(PLACEHOLDER)).toHaveValue("evisa");
  // The e-Visas and eTAs that apply to Indian passports, India's records and the world's (the worker's search test: 81).
  await expect(page.getByText("Found 81 results, showing the first 50")).toBeVisible();
  await expect(page.getByRole("region", { name: "Search results for evisa" }).getByRole("row")).toHaveCount(51);
  expect(calls).toEqual([]);
  await page.screenshot({ path: `test-results/search-deeplink-${test.info().project.name}.png`, fullPage: false });
  expect(problems).toEqual([]);
});

test("'Show all' lists every result", async ({ page }) => {
  await page.goto("/visa-fees?search=evisa");
  await hydrated(page);
  await page.getByRole("button", { name: "Show all 81 results" }).click();
  await expect(page.getByRole("region", { name: "Search results for evisa" }).getByRole("row")).toHaveCount(82);
});

test("typing on /visa-fees updates the results and keeps the URL shareable", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/visa-fees");
  await hydrated(page);
  await expect(page.getByText("Ready to search visa requirements?")).toBeVisible();
  await page.getByPlaceholder(PLACEHOLDER).fill("tokyo");
  await expect(page).toHaveURL(/\/visa-fees\?search=tokyo$/);
  await expect(page.getByRole("region", { name: "Search results for tokyo" }).getByRole("rowheader").first()).toContainText("Japan");
  await expect(page).toHaveTitle('Visa fees matching "tokyo" | Visa Fee Atlas');

  await page.getByPlaceholder(PLACEHOLDER).fill("");
  await expect(page).toHaveURL(/\/visa-fees$/);
  await expect(page.getByText("Ready to search visa requirements?")).toBeVisible();
  expect(problems).toEqual([]);
});

test("the URL replaces, not stacks, history entries while typing", async ({ page }) => {
  await page.goto("/");
  await page.goto("/visa-fees");
  await hydrated(page);
  await page.getByPlaceholder(PLACEHOLDER).pressSequentially("japan", { delay: 300 });
  await expect(page).toHaveURL(/search=japan$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home form opens the results page", async ({ page }) => {
    await page.goto("/");
    await page.getByPlaceholder(PLACEHOLDER).fill("dubai");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/visa-fees\?search=dubai$/);
    // The UAE's five records for Indian passports (the dev server's visitor country), as the worker's search test finds.
    await expect(page.getByText("Found 5 results", { exact: true })).toBeVisible();
  });
});
