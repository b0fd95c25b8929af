/**
 * On a phone the ranking's and the comparison's tables become cards whose cells are labelled from the stylesheet
 * (passport.css), not from an attribute per cell: each count under its heading, each requirement under its passport.
 */
import { expect, test } from "@playwright/test";

// The phone's layout only.
test.skip(({ viewport }) => (viewport?.width ?? 0) > 639, "a phone's cards");

/** The ::before text of each cell of `row`, in order. */
const labelsOf = (row: Element) => [...row.querySelectorAll("td")].map((cell) => getComputedStyle(cell, "::before").content);

test("the ranking's phone cards label the score and every count with its column's heading", async ({ page }) => {
  await page.goto("/passport-ranking");
  const row = page.locator("#rank-IN");
  await row.scrollIntoViewIfNeeded();
  expect(await row.evaluate(labelsOf)).toEqual([
    '"#"',
    '"Mobility score"',
    '"Visa free"',
    '"Visa on arrival"',
    '"eTA"',
    '"e-Visa"',
    '"Visa required"',
    '"No admission"',
    '"No sourced rule"',
  ]);
  // The headings stay the table's own, for a screen reader and a wide screen.
  await expect(page.locator(".ranking-table thead th")).toHaveText([
    "Rank",
    "Passport",
    "Mobility score",
    "Visa free",
    "Visa on arrival",
    "eTA",
    "e-Visa",
    "Visa required",
    "No admission",
    "No sourced rule",
  ]);
});

test("the comparison's phone cards label each requirement with its passport's name", async ({ page }) => {
  await page.goto("/compare-passports?passports=IN,AE,SG");
  const row = page.locator(".compare-differences tbody tr").first();
  await row.scrollIntoViewIfNeeded();
  expect(await row.evaluate(labelsOf)).toEqual(['"India"', '"United Arab Emirates"', '"Singapore"']);
});
