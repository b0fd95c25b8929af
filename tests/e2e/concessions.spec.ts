/**
 * The entry concessions page in a browser at 390 and 1280 px: a static page whose GET form filters the rules (the
 * URL is the result), each rule marked official or secondary. Screenshots go to test-results/ for a look.
 */
import { expect, test } from "@playwright/test";
import { hydrated, pickCountry, showMap, watchConsole } from "./support";

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
  await expect(page.getByRole("heading", { level: 2, name: "1 rule in force" })).toBeVisible();
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
  await showMap(page);
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

test("the home check for India to Mexico shows what a US visa gives, from the check panel's document choice", async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto("/?from=IN&to=MX");
  await hydrated(page);
  const section = page.getByRole("region", { name: "With another visa or residence permit" });
  await expect(section).toContainText("Mexico gives easier entry to Indian passport holders who hold one of these documents.");
  // The documents' choice is a plain GET form: it works the same with or without the app's JavaScript.
  await section.getByRole("group", { name: "Documents I hold" }).getByLabel("US visa", { exact: true }).check();
  await section.getByRole("button", { name: "Show what applies to me" }).click();
  await expect(page).toHaveURL(/\/\?from=IN&to=MX&holds=us-visa#with-another-visa$/);
  await hydrated(page);
  await expect(section.locator(".pair-concessions__applies")).toHaveText(
    "Visa free with your US visa, up to 180 days. Visa required with an Indian passport alone.",
  );
  const mine = section.locator(".pair-concessions__item[data-held]");
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText("You hold this");
  await expect(mine).toContainText("Official source");
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/home-concessions-${testInfo.project.name}.png` });
  // Two documents: the checkboxes' repeated parameter becomes the one canonical list.
  await section.getByLabel("UK visa", { exact: true }).check();
  await section.getByRole("button", { name: "Show what applies to me" }).click();
  await expect(page).toHaveURL(/\/\?from=IN&to=MX&holds=us-visa,uk-visa#with-another-visa$/);
  await expect(section.locator(".pair-concessions__item[data-held]")).toHaveCount(2);
  expect(problems).toEqual([]);
});

test("checking another destination after hydration keeps the documents and fetches that pair's section", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/?from=IN&to=TH&holds=us-visa");
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await expect(page.getByRole("region", { name: "With another visa or residence permit" })).toHaveCount(0);
  await pickCountry(page, "Where I'm Going", "mexico", "Mexico");
  await expect(page).toHaveURL(/\/\?from=IN&to=MX&holds=us-visa$/);
  const section = page.getByRole("region", { name: "With another visa or residence permit" });
  await expect(section.locator(".pair-concessions__applies")).toContainText("Visa free with your US visa");
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  expect(problems).toEqual([]);
});

test("documents held are read for Indian passports only, and unknown ones are left out with a note", async ({ page }) => {
  await page.goto("/?from=US&to=MX&holds=us-visa");
  await expect(page.getByRole("status").filter({ hasText: "The documents you hold change the rules for Indian passports only" })).toBeVisible();
  await page.goto("/?from=IN&to=MX&holds=us-visa,mars");
  const section = page.getByRole("region", { name: "With another visa or residence permit" });
  await expect(section.getByRole("status")).toHaveText("We left out “mars”: not a document we know.");
  await expect(section.locator(".pair-concessions__applies")).toContainText("Visa free with your US visa");
});

test("the ranking shows India's score with my documents beside its standard score", async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto("/passport-ranking");
  await hydrated(page);
  const mine = page.getByRole("region", { name: "India with my documents" });
  await mine.getByLabel("US visa", { exact: true }).check();
  await mine.getByLabel("Schengen visa", { exact: true }).check();
  await mine.getByRole("button", { name: "Show my score" }).click();
  await expect(page).toHaveURL(/\/passport-ranking\?holds=us-visa,schengen-visa#with-my-documents$/);
  await expect(mine.locator("dt")).toHaveText(["Standard score", "With my documents"]);
  await expect(mine).toContainText(/\d+ more destinations without a visa in advance with your US visa and Schengen visa \(see where\)\./);
  const [standard, personal] = await mine.locator(".personal-score__value").allTextContents();
  expect(Number(personal)).toBeGreaterThan(Number(standard));
  // The table keeps the standard score.
  await expect(page.getByRole("row", { name: /India/ }).locator(".ranking-table__score")).toHaveText(standard ?? "");
  await mine.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/ranking-documents-${testInfo.project.name}.png` });
  expect(problems).toEqual([]);
});

test("a comparison keeps the documents held as its passports change, and shows India's score only with India", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/compare-passports?passports=IN,AE,SG&holds=us-visa");
  await hydrated(page);
  const mine = page.getByRole("region", { name: "India with my documents" });
  await expect(mine).toContainText("with your US visa (see where).");
  await page.getByRole("button", { name: "Remove India" }).click();
  await expect(page).toHaveURL(/\/compare-passports\?passports=AE(,|%2C)SG&holds=us-visa$/);
  await expect(page.getByRole("heading", { name: "Side by side" })).toBeVisible();
  await expect(mine).toHaveCount(0);
  expect(problems).toEqual([]);
});
