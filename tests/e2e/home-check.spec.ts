/** The home visa check end to end, at 390 px and 1280 px (projects), with no console errors or hydration warnings. */
import { expect, test, type Page } from "@playwright/test";
import { watchConsole, hydrated } from "./support";

async function pick(page: Page, pickerLabel: string, query: string, option: string) {
  await page.getByRole("combobox", { name: pickerLabel }).click();
  await page.getByPlaceholder("Search countries...").fill(query);
  await page.getByRole("option", { name: option }).click();
}

test("checks India to Thailand through the pickers and keeps the pair in the URL", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/");
  await hydrated(page);
  await expect(page.getByRole("combobox", { name: "Where I'm From" })).toContainText("India");
  await expect(page.getByRole("button", { name: "Check Visa Details" })).toBeDisabled();
  await expect(page.getByText("No visa information selected")).toBeVisible();

  await pick(page, "Where I'm Going", "bangkok", "Thailand");
  await expect(page.getByRole("status")).toContainText("Checking");
  await expect(page.getByRole("heading", { name: /India to .*Thailand/ })).toBeVisible();
  await expect(page).toHaveURL(/\?from=IN&to=TH$/);
  await expect(page.getByRole("tab", { name: "More Options" })).toHaveAttribute("aria-selected", "true");
  for (const column of ["Visa Type", "Duration", "Native Currency", "USD Fee", "INR Fee"]) {
    await expect(page.getByRole("columnheader", { name: column })).toBeVisible();
  }
  // A visa-free entry lists what that entry needs (issue #45): Thailand's arrival card, no visa application's papers.
  await page.getByRole("tab", { name: "Requirements" }).click();
  await expect(page.getByText("Thailand Digital Arrival Card (TDAC)").first()).toBeVisible();
  await expect(page.getByText("Completed visa application form")).toHaveCount(0);
  await page.screenshot({ path: `test-results/home-check-${test.info().project.name}.png`, fullPage: true });
  expect(problems).toEqual([]);
});

test("shows the Same Country Selected toast for equal countries", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/");
  await hydrated(page);
  await pick(page, "Where I'm Going", "india", "India");
  const toast = page.locator(".toast");
  await expect(toast.getByText("Same Country Selected", { exact: true })).toBeVisible();
  await expect(toast.getByText("Origin and destination countries cannot be the same.", { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test("a shared link server-renders the result and hydrates without refetching", async ({ page }) => {
  const problems = watchConsole(page);
  const trpcCalls: string[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).pathname.startsWith("/trpc")) trpcCalls.push(req.url());
  });
  await page.goto("/?from=IN&to=JP");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: /India to .*Japan/ })).toBeVisible();
  expect(trpcCalls).toEqual([]);
  expect(problems).toEqual([]);
});

test("swap exchanges the countries and clears the result", async ({ page }) => {
  await page.goto("/?from=IN&to=TH");
  await hydrated(page);
  await page.getByRole("button", { name: "Swap origin and destination" }).click();
  await expect(page.getByRole("combobox", { name: "Where I'm From" })).toContainText("Thailand");
  await expect(page.getByRole("combobox", { name: "Where I'm Going" })).toContainText("India");
  await expect(page.getByText("No visa information selected")).toBeVisible();
});

test("'Last updated' on the Visa tab says the day we read the fee's source, or that the figures are undated", async ({ page }) => {
  await page.goto("/?from=IN&to=AE");
  await hydrated(page);
  await page.getByRole("tab", { name: "Visa", exact: true }).click();
  const card = page.getByRole("region", { name: "Visa requirement" });
  await expect(card.getByText("Last updated", { exact: true })).toBeVisible();
  await expect(card.getByText("Fee source read on 28 Nov 2026 (the source is undated)")).toBeVisible();

  // Bolivia's one record cites no page. (Cuba's, which did, heads with a world record's e-Visa since issue #45.)
  await page.goto("/?from=IN&to=BO");
  await hydrated(page);
  await page.getByRole("tab", { name: "Visa", exact: true }).click();
  await expect(page.getByRole("region", { name: "Visa requirement" }).getByText("Undated: no source on record for this fee")).toBeVisible();
});

test("other origins see their requirement, and Coming Soon with what is known where no fee record applies", async ({ page }) => {
  await page.goto("/?from=US&to=AF");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: /United States to .*Afghanistan/ })).toBeVisible();
  await expect(page.getByText("Visa Required").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Coming Soon for United States" })).toBeVisible();
  await expect(page.getByText("No fee on record for United States passports to Afghanistan").first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the deep link's HTML already holds the result", async ({ page }) => {
    await page.goto("/?from=IN&to=TH");
    await expect(page.getByRole("heading", { name: /India to .*Thailand/ })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "INR Fee" })).toBeVisible();
  });
});
