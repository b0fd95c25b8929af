/** The No Visa Countries finder end to end, at 390 px and 1280 px (projects); the dev server's country is IN. */
import { expect, test, type Page } from "@playwright/test";
import { finderFigures } from "./data-figures";
import { watchConsole, hydrated } from "./support";

const cards = (page: Page) => page.locator("#vf-passport").locator("xpath=ancestor::section[1]").locator(".vf-card");

test("shows India's no-visa destinations for a visitor from India", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/visa-free");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "No Visa Countries" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Your Country" })).toContainText("India");
  await expect(page.getByRole("heading", { level: 2, name: "India", exact: true })).toBeVisible();
  const india = await finderFigures("IN");
  await expect(page.locator(".vf-summary__count")).toHaveText(`${india.noVisa} no-visa destinations`);
  await expect(cards(page)).toHaveCount(india.noVisa);
  // The correction of 8 Jun 2025 was reviewed against the 17 Feb 2026 snapshot (which agrees): its source is named.
  const philippines = page.locator('.vf-card[data-code="PH"]');
  await expect(philippines).toContainText("Visa Free");
  await expect(philippines).toContainText("Max stay: 14 days");
  await expect(philippines).toContainText("Changed on 8 Jun 2025");
  await expect(page.getByRole("heading", { level: 2, name: "e-Visa and eTA" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("visa-free-in.png"), fullPage: false });
  expect(problems).toEqual([]);
});

test("choosing Japan in the picker shows Japan's list and puts it in the URL", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/visa-free");
  await hydrated(page);
  await page.getByRole("combobox", { name: "Your Country" }).click();
  await page.getByPlaceholder("Search countries...").fill("japan");
  await page.getByRole("option", { name: "Japan" }).click();
  await expect(page).toHaveURL(/\/visa-free\?passport=JP$/);
  await expect(page.getByRole("heading", { level: 2, name: "Japan", exact: true })).toBeVisible();
  await expect(page.locator(".vf-summary__count")).toHaveText(`${(await finderFigures("JP")).noVisa} no-visa destinations`);
  await expect(page.getByRole("combobox", { name: "Your Country" })).toContainText("Japan");
  await expect(page.getByRole("combobox", { name: "Your Country" })).toBeFocused();
  expect(problems).toEqual([]);
});

test("the region filter keeps one region's cards and the region in the URL", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/visa-free?passport=JP");
  await hydrated(page);
  const filter = page.getByRole("navigation", { name: "Filter by region" });
  await filter.getByRole("link", { name: /^Europe/ }).click();
  await expect(page).toHaveURL(/passport=JP&region=Europe$/);
  await expect(filter.getByRole("link", { name: /^Europe/ })).toHaveAttribute("aria-current", "page");
  const europe = (await finderFigures("JP", "Europe")).noVisa;
  await expect(page.getByText(`Showing ${europe} destinations in Europe.`)).toBeVisible();
  await expect(cards(page)).toHaveCount(europe);
  await expect(cards(page).locator(".vf-card__region")).toHaveText(Array(europe).fill("Europe"));
  await page.screenshot({ path: test.info().outputPath("visa-free-jp-europe.png"), fullPage: false });

  await filter.getByRole("link", { name: /^All regions/ }).click();
  await expect(page).toHaveURL(/\/visa-free\?passport=JP$/);
  await expect(cards(page)).toHaveCount((await finderFigures("JP")).noVisa);
  expect(problems).toEqual([]);
});

test("a shared link hydrates without refetching the list", async ({ page }) => {
  const trpcCalls: string[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).pathname.startsWith("/trpc")) trpcCalls.push(req.url());
  });
  await page.goto("/visa-free?passport=JP&region=Asia");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 2, name: "Japan", exact: true })).toBeVisible();
  expect(trpcCalls).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the deep link's HTML holds the passport, the filtered cards and working region links", async ({ page }) => {
    await page.goto("/visa-free?passport=JP&region=Oceania");
    await expect(page.getByRole("combobox", { name: "Your Country" })).toContainText("Japan");
    await expect(page.locator(".vf-summary__count")).toHaveText(`${(await finderFigures("JP")).noVisa} no-visa destinations`);
    await expect(page.locator('.vf-card[data-code="AU"]')).toContainText("eTA");
    await expect(page.locator('.vf-card[data-code="TH"]')).toHaveCount(0);
    await page.getByRole("navigation", { name: "Filter by region" }).getByRole("link", { name: /^Asia/ }).click();
    await expect(page).toHaveURL(/passport=JP&region=Asia$/);
    await expect(page.locator('.vf-card[data-code="TH"]')).toContainText("Visa Free");
  });
});
