/**
 * The documents held follow the visitor (issue #32), at 390 px and 1280 px (projects; the dev server's country is
 * IN): ticking a US visa on the finder, its Mexico card opens the check with the documents, which leads with the
 * personal answer and keeps the passport-only answer beneath; back returns to the finder with the documents ticked.
 */
import { expect, test } from "@playwright/test";
import { hydrated, watchConsole } from "./support";

test("a US visa ticked on the finder goes with Mexico's check, which leads with it, and back keeps it", async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto("/visa-free?passport=IN");
  await hydrated(page);
  const holds = page.getByRole("navigation", { name: "I also hold" });
  await holds.getByRole("link", { name: "US visa", exact: true }).click();
  await expect(page).toHaveURL(/\/visa-free\?passport=IN&holds=us-visa$/);
  // The region chips count what the documents open: Europe is not 0 with a US visa.
  const europe = page.getByRole("navigation", { name: "Filter by region" }).getByRole("link", { name: /^Europe \d+$/ });
  await expect(europe).not.toHaveText("Europe 0");
  const extra = page.getByRole("region", { name: /^\d+ more with your US visa$/ });
  await extra.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/holds-finder-${testInfo.project.name}.png` });

  await extra.getByRole("link", { name: "Mexico", exact: true }).click();
  await expect(page).toHaveURL(/\/\?from=IN&to=MX&holds=us-visa$/);
  await hydrated(page);
  const result = page.getByRole("article", { name: /India to .*Mexico/ });
  const lead = result.getByRole("region", { name: "With your documents" });
  await expect(lead.locator(".personal-answer__lead")).toHaveText("Visa free with your US visa, up to 180 days");
  await expect(lead.locator(".personal-answer__base")).toHaveText("Visa required with an Indian passport alone");
  // The personal answer leads; the passport-only card is beneath it, and the concessions' details further down.
  const leadBox = await lead.boundingBox();
  const cardBox = await result.getByRole("region", { name: "Visa requirement" }).first().boundingBox();
  const titleBox = await result.getByRole("heading", { level: 2, name: /^India to / }).boundingBox();
  expect(leadBox && cardBox && titleBox).toBeTruthy();
  if (!leadBox || !cardBox || !titleBox) return;
  expect(leadBox.y).toBeGreaterThan(titleBox.y);
  expect(cardBox.y).toBeGreaterThan(leadBox.y + leadBox.height - 1);
  // Near the top of the result: within a phone's screen of its title (it was ~1,800 px down).
  expect(leadBox.y - titleBox.y).toBeLessThan(200);
  await result.scrollIntoViewIfNeeded();
  await page.evaluate((y) => window.scrollTo(0, y), titleBox.y - 16);
  await page.screenshot({ path: `/tmp/holds-check-${testInfo.project.name}.png` });

  await page.goBack();
  await expect(page).toHaveURL(/\/visa-free\?passport=IN&holds=us-visa$/);
  await expect(page.getByRole("navigation", { name: "I also hold" }).getByRole("link", { name: "US visa (selected)" })).toBeVisible();
  await expect(page.getByRole("region", { name: /^\d+ more with your US visa$/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test("the check's lead keeps the documents on its link to the finder", async ({ page }) => {
  await page.goto("/?from=IN&to=MX&holds=us-visa,uk-visa");
  await hydrated(page);
  await page.getByRole("link", { name: "Everywhere your documents open" }).click();
  await expect(page).toHaveURL(/\/visa-free\?passport=IN&holds=us-visa(,|%2C)uk-visa$/);
  await expect(page.getByRole("navigation", { name: "I also hold" }).getByRole("link", { name: "UK visa (selected)" })).toBeVisible();
});
