/**
 * Issue #46, "the planner is found and keeps what it is given", in a browser: the Trip Planner reached from the
 * phone's drawer at 390 px and from the Visa Tools dropdown at 1280 px (on an app page and on a static one), opening
 * with the visitor's passport (the test server's country is India); and the Schengen calculator's "Plan a whole trip"
 * following the stays as they are typed and carrying them into the planner, with and without JavaScript.
 */
import { expect, type Page, test } from "@playwright/test";
import { hydrated, watchConsole } from "./support";

/** Today (UTC) plus `days`, YYYY-MM-DD. */
function day(days: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10);
}

/** The planner has opened with the visitor's passport, India. */
async function expectPlannerForIndia(page: Page) {
  await expect(page).toHaveURL(/\/trip$/);
  await expect(page.getByRole("heading", { level: 1, name: "Trip planner" })).toBeVisible();
  await expect(page.getByLabel("Passport", { exact: true })).toHaveValue("IN");
}

test("390 px: the drawer's Visa Tools lead to the Trip Planner and the concessions page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/visa-consultation");
  await hydrated(page);
  await page.getByRole("link", { name: "Menu" }).click();
  const tools = page.getByRole("dialog", { name: "Menu" }).getByRole("region", { name: "Visa Tools" });
  await expect(tools.getByRole("link", { name: "Visa Free With a US/UK Visa" })).toHaveAttribute("href", "/visa-free-with-us-uk-schengen-visa");
  const planner = tools.getByRole("link", { name: "Trip Planner" });
  await expect(planner).toBeInViewport({ ratio: 1 });
  await planner.click();
  await expectPlannerForIndia(page);
});

for (const from of ["/", "/changes"]) {
  test(`1280 px: the Visa Tools dropdown on ${from} leads to the Trip Planner`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(from);
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Visa Tools" }).click();
    await expect(nav.getByRole("link", { name: "Visa Free With a US/UK Visa" })).toBeVisible();
    await nav.getByRole("link", { name: "Trip Planner" }).click();
    await expectPlannerForIndia(page);
  });
}

test("the calculator's Plan a whole trip follows the stays typed, and the planner opens with them", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/schengen-calculator");
  await expect(page.locator("form[data-live-ready]")).toHaveCount(1);
  const link = page.getByRole("link", { name: "Plan a whole trip" });
  await expect(link).toHaveAttribute("href", "/trip");
  const row = page.getByRole("form", { name: "Your stays" }).getByRole("group", { name: "New stay" });
  await row.getByLabel("Entry").fill(day(40));
  await row.getByLabel("Exit").fill(day(49));
  await expect(link).toHaveAttribute("href", `/trip?schengen=${day(40)}~${day(49)}`);
  await page.getByLabel("Planned entry date").fill(day(80));
  await page.getByLabel("Days wanted for a new stay").fill("7");
  await expect(link).toHaveAttribute("href", `/trip?schengen=${day(40)}~${day(49)},${day(80)}~${day(86)}`);
  await link.click();
  await expect(page).toHaveURL(/\/trip\?schengen=/);
  await expect(page.getByLabel("Passport", { exact: true })).toHaveValue("IN");
  await expectStops(page);
  expect(problems).toEqual([]);
});

/** The planner's rows: the two stays' days, each country still to choose, and the form saying why. */
async function expectStops(page: Page) {
  const form = page.getByRole("form", { name: "Your trip" });
  for (const [n, arrive, leave] of [
    [1, day(40), day(49)],
    [2, day(80), day(86)],
  ] as const) {
    const stop = form.getByRole("group", { name: `Stop ${n}`, exact: true });
    await expect(stop.getByLabel("Arrive")).toHaveValue(arrive);
    await expect(stop.getByLabel("Leave")).toHaveValue(leave);
    await expect(stop.getByLabel("Country")).toHaveValue("");
  }
  await expect(form.getByText("Your stays from the Schengen calculator are the stops below")).toBeVisible();
  await expect(form.locator(".lead-field__error")).toHaveCount(0);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the calculator's page carries its stays into the planner", async ({ page }) => {
    await page.goto(`/schengen-calculator?s=${day(-30)}~${day(-20)},${day(40)}~${day(49)}&plan=${day(80)}&n=7`);
    await page.getByRole("link", { name: "Plan a whole trip" }).click();
    await expectStops(page);
    await expect(page.getByLabel("Passport", { exact: true })).toHaveValue("IN");
  });
});
