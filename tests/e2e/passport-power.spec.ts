/**
 * Passport power in a browser at 390 and 1280 px: the ranking's filters (from the URL and as the visitor types),
 * the compare flow (add, swap, remove), and the world map: focus and hover name a destination, a click opens its
 * check, and a new passport's map replaces the old one without a reload. Screenshots of the maps go to test-results/.
 */
import { expect, test } from "@playwright/test";
import { hydrated, pickCountry, showMap, watchConsole } from "./support";

test("the ranking filters by name and region, and keeps the URL in step", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/passport-ranking?region=Asia");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Passport ranking" })).toBeVisible();
  await expect(page.getByText(/^Requirements as of \d{1,2} \w{3} \d{4}, corrections through \d{1,2} \w{3} \d{4}\./)).toBeVisible();
  const count = page.getByRole("status").filter({ hasText: /passports$/ });
  await expect(count).toHaveText(/^\d+ of 199 passports$/);
  await page.getByLabel("Passport", { exact: true }).fill("ind");
  await expect(count).toHaveText("2 of 199 passports");
  await expect(page).toHaveURL(/\/passport-ranking\?(q=ind&region=Asia|region=Asia&q=ind)$/);
  await page.getByLabel("Region").selectOption("");
  await expect(page).toHaveURL(/\/passport-ranking\?q=ind$/);
  await page.getByLabel("Passport", { exact: true }).fill("zzzz");
  await expect(page.getByText("No passport matches these filters.")).toBeVisible();
  await page.getByLabel("Passport", { exact: true }).fill("India");
  // The rows' plain anchors open the finder through the router: the page is not loaded again.
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  await page.getByRole("link", { name: "India", exact: true }).click();
  await expect(page).toHaveURL(/\/visa-free\?passport=IN$/);
  await expect(page.getByRole("heading", { name: "Passport power" })).toBeVisible();
  expect(await page.evaluate(() => "stayedInApp" in window)).toBe(true);
  expect(problems).toEqual([]);
});

test("comparing passports: add one, swap by choosing a listed one, remove one", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/compare-passports?passports=IN,AE");
  await hydrated(page);
  await expect(page.getByText("Combined score (a dual citizen holding them all)")).toBeVisible();
  await pickCountry(page, "Add a passport", "Singa", "Singapore");
  await expect(page).toHaveURL(/\/compare-passports\?passports=IN(%2C|,)AE(%2C|,)SG$/);
  await expect(page.getByRole("columnheader", { name: "Singapore" }).first()).toBeVisible();
  // Choosing a passport already listed swaps the two.
  await pickCountry(page, "Passport 1", "Singa", "Singapore");
  await expect(page).toHaveURL(/passports=SG(%2C|,)AE(%2C|,)IN$/);
  await page.getByRole("button", { name: "Remove United Arab Emirates" }).click();
  await expect(page).toHaveURL(/passports=SG(%2C|,)IN$/);
  // Down to one: Singapore stays, with its score and a prompt (issue #33).
  await page.getByRole("button", { name: "Remove India" }).click();
  await expect(page).toHaveURL(/passports=SG$/);
  await expect(page.getByRole("combobox", { name: "Passport 1" })).toContainText("Singapore");
  await expect(page.getByText("Add another passport to compare with Singapore.")).toBeVisible();
  await expect(page.getByText(/^The Singapore passport ranks \d+ among 199 passports with a mobility score of \d+/)).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("the map names a destination on focus and hover, and a click opens its check", async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto("/visa-free?passport=IN");
  await hydrated(page);
  await showMap(page);
  const map = page.getByRole("group", { name: "Map: visa requirements for India passport holders, by destination" });
  const frame = page.locator(".req-map__frame").first();
  await expect(frame).toHaveCSS("aspect-ratio", /1000 \/ 447/);
  await page.screenshot({ path: `test-results/map-IN-${testInfo.project.name}.png` });

  const thailand = map.getByRole("link", { name: /^Thailand: / });
  await thailand.focus();
  const tip = page.locator(".req-map__tip");
  await expect(tip).toHaveText(/^Thailand: (Visa free|Visa on arrival|eTA|e-Visa|Visa required)$/);
  const brazil = map.getByRole("link", { name: /^Brazil: / });
  await brazil.hover();
  await expect(tip).toHaveText(/^Brazil: /);
  // A small state is a dot that can be found and clicked.
  await expect(map.getByRole("link", { name: /^Singapore: / }).locator("circle")).toHaveCount(1);

  await thailand.press("Enter");
  await expect(page).toHaveURL(/\/\?from=IN&to=TH$/);
  await expect(page.getByRole("heading", { level: 2, name: /Thailand/ }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test("a new passport's map replaces the old one without a reload, and the combined map shows on compare", async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto("/visa-free?passport=IN");
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await pickCountry(page, "Your Country", "Japan", "Japan");
  await expect(page).toHaveURL(/passport=JP/);
  await showMap(page);
  const map = page.getByRole("group", { name: "Map: visa requirements for Japan passport holders, by destination" });
  await expect(map).toBeAttached();
  await expect(map.getByRole("link", { name: /^India: / })).toHaveAttribute("href", "/?from=JP&to=IN");
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);

  await page.goto("/compare-passports?passports=IN,AE,SG");
  await hydrated(page);
  await showMap(page);
  const combined = page.getByRole("group", { name: /^Map: the easiest requirement a holder of India, United Arab Emirates and Singapore passports/ });
  await combined.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/map-compare-${testInfo.project.name}.png` });
  await expect(combined.getByRole("link", { name: /^France: / })).toHaveAttribute("href", /^\/\?from=(AE|SG)&to=FR$/);
  expect(problems).toEqual([]);
});

test("the map is fetched only when it nears the viewport, once, and drawn where its place was kept", async ({ page }) => {
  const problems = watchConsole(page);
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/fragments/requirement-map")) fetched.push(new URL(request.url()).search);
  });
  await page.goto("/visa-free?passport=IN");
  await hydrated(page);
  const frame = page.locator(".req-map__frame");
  const before = await frame.boundingBox();
  // Far down the page: nothing fetched, nothing drawn, and its place already sized (no shift when it arrives).
  await page.waitForTimeout(300);
  expect(fetched).toEqual([]);
  await expect(frame.locator("svg")).toHaveCount(0);
  expect((before?.height ?? 0) > 100).toBe(true);
  await showMap(page);
  expect(fetched).toEqual(["?passports=IN"]);
  const after = await frame.boundingBox();
  expect(Math.round(after?.height ?? 0)).toBe(Math.round(before?.height ?? -1));
  await page.mouse.wheel(0, -2000);
  await page.mouse.wheel(0, 2000);
  expect(fetched).toEqual(["?passports=IN"]);
  expect(problems).toEqual([]);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the map's place says the table has the same facts, and the table has them", async ({ page }) => {
    await page.goto("/visa-free?passport=IN");
    // Playwright's text matching skips a <noscript>: its text is read from the DOM.
    const note = page.locator(".req-map__frame noscript");
    expect(await note.evaluate((element) => element.textContent)).toBe("The map needs JavaScript. The table below has the same facts.");
    // Within the page's width: not cut by a phone's panning stage (measured: Playwright's visibility checks see
    // nothing of a <noscript> inside a content-visibility section, visa-free.css, though it is drawn).
    const box = await note.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
    const width = page.viewportSize()?.width ?? 0;
    expect(box.width > 0 && box.height > 0 && box.left >= 0 && box.right <= width, JSON.stringify(box)).toBe(true);
    // One line's height, not a map's empty box.
    expect((await page.locator(".req-map__frame").boundingBox())?.height ?? 0).toBeLessThan(100);
    await page.getByText("The map as a table", { exact: true }).click();
    await expect(page.locator("#vf-map-table").getByRole("link", { name: "Thailand", exact: true })).toHaveAttribute("href", "/?from=IN&to=TH");
  });
});
