/**
 * The trip planner (/trip, issue #36) in a browser at 390 and 1280 px, with and without JavaScript: the issue's
 * example, Delhi → Dubai (airside) → London (stay) → Paris (stay) → Frankfurt (airside) → Delhi, for an Indian
 * passport without and with a US visa, entered row by row with "Add a stop". With JavaScript the answer follows
 * without a reload and the address bar carries the compact plan; without, the same GET form answers with the page.
 * Screenshots go to test-results/ for a look. Dates are counted from today (a plan reaches back a year at most).
 */
import { expect, type Page, test } from "@playwright/test";
import { watchConsole } from "./support";

/** Today (UTC) plus `days`, YYYY-MM-DD. */
function day(days: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10);
}

/** The example's rows: country (as the list names it), arrive, leave, kind. */
const EXAMPLE: [string, string, string, string][] = [
  ["United Arab Emirates", day(120), day(120), "Airside connection"],
  ["United Kingdom", day(120), day(127), "Stay"],
  ["France", day(127), day(134), "Stay"],
  ["Germany", day(134), day(134), "Airside connection"],
];
const COMPACT = `stops=AE~${day(120)}~${day(120)}~a,GB~${day(120)}~${day(127)}~s,FR~${day(127)}~${day(134)}~s,DE~${day(134)}~${day(134)}~a`;

/** Fills stop row `n` (1-based, in the form's order: its legend says "New stop" until the page answers). */
async function fillRow(page: Page, n: number, [country, arrive, depart, kind]: [string, string, string, string]) {
  const row = page.locator("#trip-form .stay-row").nth(n - 1);
  await expect(row).toBeVisible();
  await row.getByLabel("Country").selectOption({ label: country });
  await row.getByLabel("Arrive").fill(arrive);
  await row.getByLabel("Leave").fill(depart);
  await row.getByLabel("Stop", { exact: true }).selectOption({ label: kind });
}

/** What the answer must say for the example, with or without a US visa (no stop of this trip takes one). */
async function expectExampleAnswer(page: Page) {
  const stops = page.locator(".trip-stop");
  await expect(stops).toHaveCount(4);
  await expect(stops.nth(0)).toContainText("United Arab Emirates");
  await expect(stops.nth(0)).toContainText("No visa needed");
  await expect(stops.nth(0)).toContainText("check with your airline or the embassy before you book");
  await expect(stops.nth(1)).toContainText("Visa required");
  await expect(stops.nth(1)).toContainText("8 days: within the 180 days allowed");
  await expect(stops.nth(2)).toContainText("Visa required");
  await expect(stops.nth(3)).toContainText("Landside connection (planned as airside connection)");
  await expect(stops.nth(3)).toContainText("Covered by the Schengen visa you apply for at France's consulate");
  const apply = page.getByRole("region", { name: "What to get, and when to apply" });
  await expect(apply.getByRole("listitem").nth(0)).toContainText("Uniform short-stay Schengen visa (type C)");
  await expect(apply.getByRole("listitem").nth(1)).toContainText("Standard Visitor visa (up to 6 months)");
  await expect(page.getByRole("region", { name: "Schengen 90/180-day rule" })).toContainText("8 of 90 days used on leaving; 82 left.");
  await expect(page.getByRole("region", { name: "Total visa fees" })).toContainText(/₹[\d,]+ \(\$\d+\)/);
  await expect(page.getByRole("link", { name: "Download the apply-by dates (.ics)" })).toBeVisible();
}

/** The whole example entered row by row: two blank rows to begin with, "Add a stop" for each after. */
async function enterExample(page: Page) {
  await page.getByLabel("Passport", { exact: true }).selectOption({ label: "India" });
  await fillRow(page, 1, EXAMPLE[0]!);
  await fillRow(page, 2, EXAMPLE[1]!);
  for (const [i, row] of EXAMPLE.slice(2).entries()) {
    await page.getByRole("button", { name: "Add a stop" }).click();
    await expect(page.getByRole("group", { name: `Stop ${i + 2}` })).toBeVisible();
    await fillRow(page, i + 3, row);
  }
  await page.getByRole("button", { name: "Plan the trip" }).click();
}

test("with JavaScript: the example trip answered without a reload, then with a US visa", async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto("/trip");
  await expect(page.locator("html")).toHaveAttribute("data-shell", "static");
  await expect(page.locator("form[data-live-ready]")).toHaveCount(1);
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await enterExample(page);
  await expectExampleAnswer(page);
  await expect(page).toHaveURL(new RegExp(`/trip\\?passport=IN&${COMPACT}$`));
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  await page.screenshot({ path: `test-results/trip-js-${testInfo.project.name}.png`, fullPage: true });

  await page.getByText("Documents I hold").click();
  await page.getByLabel("US visa").check();
  await expect(page).toHaveURL(new RegExp(`/trip\\?passport=IN&holds=us-visa&${COMPACT}$`));
  await expectExampleAnswer(page);
  await page.locator("#trip-checklist").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/trip-js-us-visa-${testInfo.project.name}.png` });
  expect(problems).toEqual([]);
});

test("an answered plan, opened as a link, is not asked for again: its blank choices are not edits", async ({ page }) => {
  // The second passport and the spare stop row show their first, unmarked option; the live form once took that for a
  // visitor's edit, asked the page again on load and swapped the answer under the first Tab.
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/trip") asked.push(request.url());
  });
  await page.goto(`/trip?passport=IN&${COMPACT}`);
  await expect(page.locator("form[data-live-ready]")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  expect(asked).toHaveLength(1);
});

test("a bad date gets its message beside the field as the visitor types", async ({ page }) => {
  await page.goto(`/trip?passport=IN&${COMPACT}`);
  await expect(page.locator("form[data-live-ready]")).toHaveCount(1);
  const row = page.getByRole("group", { name: "Stop 2" });
  await row.getByLabel("Leave").fill(day(110));
  await expect(row.getByText("The day you leave is before the day you arrive.")).toBeVisible();
  await expect(row.getByLabel("Leave")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("heading", { name: "Check the plan" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form answers the example trip with the page at the compact URL, then with a US visa", async ({ page }, testInfo) => {
    await page.goto("/trip");
    await expect(page.locator("form[data-live-ready]")).toHaveCount(0);
    await enterExample(page);
    await expect(page).toHaveURL(new RegExp(`/trip\\?passport=IN&${COMPACT}$`));
    await expectExampleAnswer(page);
    await expect(page.getByRole("group", { name: "Stop 4" }).getByLabel("Country")).toHaveValue("DE");
    await page.screenshot({ path: `test-results/trip-no-js-${testInfo.project.name}.png`, fullPage: true });

    await page.getByText("Documents I hold").click();
    await page.getByLabel("US visa").check();
    await page.getByRole("button", { name: "Plan the trip" }).click();
    await expect(page).toHaveURL(new RegExp(`/trip\\?passport=IN&holds=us-visa&${COMPACT}$`));
    await expectExampleAnswer(page);
    await expect(page.getByLabel("US visa")).toBeChecked();
    await page.screenshot({ path: `test-results/trip-no-js-us-visa-${testInfo.project.name}.png`, fullPage: true });
  });

  test("Remove takes a stop out", async ({ page }) => {
    await page.goto(`/trip?passport=IN&${COMPACT}`);
    await page.getByRole("button", { name: "Remove stop 1" }).click();
    await expect(page.locator(".trip-stop")).toHaveCount(3);
    await expect(page.locator(".trip-stop").first()).toContainText("United Kingdom");
  });
});

test("prints the answer and its checklist, without the form, the menus or the notes about the tool", async ({ page }, testInfo) => {
  await page.goto(`/trip?passport=IN&${COMPACT}`);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("#trip-form")).toBeHidden();
  await expect(page.locator(".site-header")).toBeHidden();
  await expect(page.getByRole("heading", { name: "How the planner answers" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print checklist" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Download the apply-by dates (.ics)" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Checklist" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Get the Uniform short-stay Schengen visa/ })).toBeVisible();
  await page.screenshot({ path: `test-results/trip-print-${testInfo.project.name}.png`, fullPage: true });
});
