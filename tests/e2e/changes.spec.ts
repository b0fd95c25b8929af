/**
 * The requirement history in a browser at 390 and 1280 px: a checked pair's recent changes under its result, the
 * /changes page's filters (a plain GET form: the URL is the result), its pages and the mobility chart, and the
 * finder's "what changed recently" with its card marks. Screenshots go to test-results/ for a look.
 */
import { expect, test } from "@playwright/test";
import { hydrated, watchConsole } from "./support";

test("a checked pair shows its last changes, dated by two snapshots, and links to all of them", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/?from=IN&to=IR");
  await hydrated(page);
  const history = page.getByRole("region", { name: "Recent changes" });
  await expect(history).toBeVisible();
  const lines = history.getByRole("listitem");
  expect(await lines.count()).toBeGreaterThan(0);
  expect(await lines.count()).toBeLessThanOrEqual(3);
  // The dated rule the answer follows comes first (issue #43), then the snapshots' changes.
  await expect(lines.first()).toHaveText(/^Dated rule from 22 Nov 2025: visa on arrival → visa required, from /);
  await expect(lines.nth(1)).toHaveText(/^Changed between \d{1,2} \w{3} \d{4} and \d{1,2} \w{3} \d{4}: /);
  await expect(page.getByText(/^Changed in the \w{3} \d{4} data$/)).toBeVisible();
  await history.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/pair-history-${test.info().project.name}.png` });
  await history.getByRole("link", { name: "Every change for India passports to Iran" }).click();
  await expect(page).toHaveURL(/\/changes\?passport=IN&destination=IR$/);
  await expect(page.getByRole("heading", { level: 1, name: "What changed" })).toBeVisible();
  expect(problems).toEqual([]);
});

test("the filters narrow the list and the URL carries them; pages keep them", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/changes");
  await hydrated(page);
  const filters = page.getByRole("form", { name: "Filter the changes" });
  await filters.getByLabel("Passport").selectOption("IN");
  await filters.getByLabel("For travellers").selectOption("harder");
  await filters.getByRole("button", { name: "Show changes" }).click();
  // The static shell leaves the blank fields out of the URL.
  await expect(page).toHaveURL(/\/changes\?passport=IN&direction=harder$/);
  await expect(page.getByRole("heading", { name: /^India: \d+ changes? since \w{3} \d{4}: \d+ easier, \d+ harder(, \d+ neither)?$/ })).toBeVisible();
  const results = page.getByRole("heading", { name: /changes?, newest first/ });
  await expect(results).toBeVisible();
  const items = page.locator(".change-list__item");
  expect(await items.count()).toBeGreaterThan(0);
  await expect(items.filter({ hasText: "Easier" })).toHaveCount(0);
  await expect(items.first()).toContainText("India →");

  // The chart: an SVG drawn by the server, named and described, with its numbers under a disclosure.
  const chart = page.getByRole("img", { name: "India: no-visa destinations (visa free or visa on arrival), at each snapshot" });
  await expect(chart).toBeVisible();
  const box = (await chart.boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  await page.getByText("Every snapshot").click();
  // 37 snapshots, today's resolved figure and the header.
  await expect(page.getByRole("table", { name: /no-visa destinations/ }).getByRole("row")).toHaveCount(39);
  await page.screenshot({ path: `test-results/changes-${test.info().project.name}.png`, fullPage: true });

  await filters.getByLabel("For travellers").selectOption("");
  await filters.getByRole("button", { name: "Show changes" }).click();
  await page.getByRole("navigation", { name: "Pages of changes" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/changes\?passport=IN&page=2$/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(page.getByRole("form", { name: "Filter the changes" }).getByLabel("Passport")).toHaveValue("IN");
  expect(problems).toEqual([]);
});

test("a bad filter gets its message beside the field, not an error page", async ({ page }) => {
  await page.goto("/changes?from=2026-01-01&to=2025-01-01");
  await expect(page.getByRole("alert")).toContainText("The period's start (1 Jan 2026) is after its end (1 Jan 2025).");
  await expect(page.getByLabel("Seen from")).toHaveAttribute("aria-invalid", "true");
});

test("the finder says what changed for the passport recently and marks those cards", async ({ page }) => {
  await page.goto("/visa-free?passport=IN");
  await hydrated(page);
  const recent = page.getByRole("region", { name: "What changed for India passports recently" });
  await expect(recent).toBeAttached();
  await page.getByRole("link", { name: /^\d+ changes? in the \w{3} \d{4} data$/ }).click();
  await expect(recent).toBeInViewport();
  await expect(recent.getByRole("listitem").first()).toContainText(/: Changed between \d{1,2} \w{3} \d{4} and \d{1,2} \w{3} \d{4}: /);
  expect(await page.locator(".vf-card .change-badge--new").count()).toBeGreaterThan(0);
  await expect(recent.getByRole("link", { name: "Every change for India passports since 2021" })).toHaveAttribute("href", "/changes?passport=IN");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters are a plain form: the server answers the filtered page", async ({ page }) => {
    await page.goto("/changes");
    const filters = page.getByRole("form", { name: "Filter the changes" });
    await filters.getByLabel("Passport").selectOption("JP");
    await filters.getByRole("button", { name: "Show changes" }).click();
    await expect(page).toHaveURL(/\/changes\?passport=JP&/);
    await expect(
      page.getByRole("heading", { name: /^Japan: \d+ changes? since \w{3} \d{4}: \d+ easier, \d+ harder(, \d+ neither)?$/ }),
    ).toBeVisible();
    await expect(page.getByRole("img", { name: /^Japan: no-visa destinations \(visa free or visa on arrival\)/ })).toBeVisible();
  });
});
