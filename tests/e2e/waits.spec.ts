/**
 * Issue #46 in a browser at 390 and 1280 px: Delhi → New York in February 2027 for an Indian passport. Without a US
 * visa the trip says first that the interview wait runs past the visit, names the post counted and offers the others,
 * and choosing one counts that post; with a US visa there is nothing to apply for. The check shows the wait as its
 * processing time, with every post of India one tap away.
 */
import { expect, test } from "@playwright/test";
import { hydrated, watchConsole } from "./support";

const NEW_YORK = "passport=IN&stops=US~2027-02-10~2027-02-20~s";

test("Delhi → New York in Feb 2027 without a US visa: the wait is said first, and another post can be chosen", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`/trip?${NEW_YORK}`);
  const visa = page.locator(".trip-visas > li").first();
  await expect(visa.locator(".trip-visas__first")).toHaveText(
    /^The interview wait in Kolkata is 195 days: a visit on 10 Feb 2027 is not possible unless you already hold a US visa or qualify for an interview waiver\.$/,
  );
  await expect(visa).toContainText("Counted back from the day you leave, with 7 days' margin for appointments and the passport's return.");
  await expect(visa).toContainText("An estimate by its publisher, not a promise.");
  await expect(visa.getByRole("link", { name: "U.S. Department of State, Global Visa Wait Times" })).toHaveAttribute("target", "_blank");
  await expect(visa.locator("[aria-current]")).toHaveText("Kolkata (195 days, counted)");
  await visa.getByRole("link", { name: "Chennai (225 days)" }).click();
  await expect(page).toHaveURL(/[?&]post=Chennai(&|$)/);
  await expect(page.locator(".trip-visas > li").first().locator(".trip-visas__first")).toContainText("The interview wait in Chennai is 225 days");
  await page.goBack();
  await expect(page.locator(".trip-visas > li").first().locator("[aria-current]")).toHaveText("Kolkata (195 days, counted)");
  await page.screenshot({ path: test.info().outputPath("delhi-new-york.png"), fullPage: true });
  expect(problems).toEqual([]);
});

test("Delhi → New York in Feb 2027 with a US visa: nothing to apply for", async ({ page }) => {
  await page.goto(`/trip?${NEW_YORK}&holds=us-visa`);
  await expect(page.locator("section[aria-labelledby=trip-apply]")).toContainText("Nothing to apply for before you travel.");
  await expect(page.locator(".trip-visas")).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText("The interview wait");
});

test("the check IN → US: the interview wait is the processing time, every post of India one tap away", async ({ page }) => {
  await page.goto("/?from=IN&to=US");
  await hydrated(page);
  await page.getByRole("tab", { name: "Visa", exact: true }).click();
  await expect(page.locator("dl.facts")).toContainText(
    "Interview wait in Kolkata: 195 days (US State Department, as of 17 Sept 2026), then administrative processing",
  );
  const details = page.locator(".wait-details");
  await expect(details.getByRole("heading", { name: "How long a United States visa takes" })).toBeVisible();
  const posts = details.locator("details");
  await expect(posts.locator("li").first()).toBeHidden();
  await posts.locator("summary").click();
  await expect(posts.locator("li")).toHaveCount(5);
  await expect(posts.locator("li").nth(3)).toContainText("Interview wait in Mumbai: 345 days");
});
