/**
 * Every static text page (the 22 editorial records: guides, about, privacy, terms) and the not-found page, with
 * JavaScript off, at 390 px and 1280 px (the projects): what a visitor reads is all in the server's HTML, the
 * page fits the width, and the header, the footer and the cookie banner are there. This is the floor the pages
 * keep when they stop shipping the app bundle (issue: ship JavaScript only where a page needs it).
 */
import { expect, test } from "@playwright/test";
import { ALL_PAGES } from "../../shared/content/all-pages";
import { FRESH_STATE } from "./support";

test.use({ javaScriptEnabled: false });

for (const record of ALL_PAGES) {
  test(`${record.path}: the page is complete and fits the width without JavaScript`, async ({ page }) => {
    const response = await page.goto(record.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveText(record.title);
    // Every block with a heading is rendered: none waits for a script.
    const titled = record.blocks.filter((block) => "title" in block && block.title && block.kind !== "related").length;
    expect(await page.locator("main h2").count()).toBeGreaterThanOrEqual(Math.min(titled, 1));
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("link", { name: "Visa Fee Atlas home" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test("the not-found page answers 404 with its links, without JavaScript", async ({ page }) => {
  const response = await page.goto("/no-such-page-no-js");
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText("Page Not Found");
  await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
});

test.describe("a first visit", () => {
  test.use({ storageState: FRESH_STATE });

  test("the server renders the cookie banner on a guide", async ({ page }) => {
    await page.goto("/passport-guide");
    await expect(page.getByRole("button", { name: "Accept All" })).toBeVisible();
  });
});
