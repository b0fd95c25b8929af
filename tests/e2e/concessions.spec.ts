/**
 * The entry concessions page in a browser at 390 and 1280 px: a static page whose GET form filters the rules (the
 * URL is the result), each rule marked official or secondary. Screenshots go to test-results/ for a look.
 */
import { expect, test } from "@playwright/test";
import { hydrated, watchConsole } from "./support";

test("choosing a document and a destination shows their rules, and the URL carries them", async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto("/visa-free-with-us-uk-schengen-visa");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Visa free with a US, UK or Schengen visa" })).toBeVisible();
  const form = page.getByRole("form", { name: "Filter the rules" });
  await form.getByLabel("I hold").selectOption("us-visa");
  await form.getByLabel("Destination").selectOption("MX");
  await form.getByRole("button", { name: "Show rules" }).click();
  // The static shell leaves the blank field out of the URL.
  await expect(page).toHaveURL(/\/visa-free-with-us-uk-schengen-visa\?document=us-visa&destination=MX$/);
  await expect(page.getByRole("heading", { level: 2, name: "1 rule" })).toBeVisible();
  const row = page.getByRole("row", { name: /Mexico with a US visa/ });
  await expect(row).toContainText("Visa free");
  await expect(row).toContainText("180 days");
  await expect(row).toContainText("Official source");
  await page.screenshot({ path: `test-results/concessions-${testInfo.project.name}.png`, fullPage: false });
  expect(problems).toEqual([]);
});

test("in the finder, holding a US visa adds its destinations to the list, the count and the map, without a reload", async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto("/visa-free?passport=IN");
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  const map = page.getByRole("group", { name: "Map: visa requirements for India passport holders, by destination" });
  await expect(map.getByRole("link", { name: "Mexico: Visa required" })).toBeAttached();
  const holds = page.getByRole("navigation", { name: "I also hold" });
  await holds.getByRole("link", { name: "US visa", exact: true }).click();
  await expect(page).toHaveURL(/\/visa-free\?passport=IN&holds=us-visa$/);
  await expect(page.locator(".vf-summary__count")).toHaveText(/^\d+ no-visa destinations \+ \d+ more with your US visa$/);
  const extra = page.getByRole("region", { name: /^\d+ more with your US visa$/ });
  await expect(extra.locator('[data-code="MX"]')).toContainText("With your US visa");
  await expect(map.getByRole("link", { name: "Mexico: Visa free" })).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  await extra.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/finder-holds-${testInfo.project.name}.png` });
  // Off again: the extra list and its count go.
  await holds.getByRole("link", { name: "US visa (selected)" }).click();
  await expect(page).toHaveURL(/\/visa-free\?passport=IN$/);
  await expect(page.locator(".vf-summary__count")).toHaveText(/^\d+ no-visa destinations$/);
  await expect(map.getByRole("link", { name: "Mexico: Visa required" })).toBeAttached();
  expect(problems).toEqual([]);
});
