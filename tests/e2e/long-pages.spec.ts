/**
 * Issue #33, "short on a phone", in a browser at 390 and 1280 px: the ranking filter by keyboard (the count said
 * politely, Enter moves to it, the next Tab to the jump), the jump to the visitor's passport and "Back to top", the
 * finder's "See the map" above its cards, the comparison's jump list, the concessions folded by destination, and a
 * phone's map opening on the visitor's own country with its whole textured legend in view.
 */
import { expect, type Page, test } from "@playwright/test";
import { hydrated, watchConsole } from "./support";

/** Is the centre of `selector`'s first match inside the map's visible (panned) stage? */
async function centreInStage(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const stage = document.querySelector(".req-map__stage")?.getBoundingClientRect();
    const place = document.querySelector(`.req-map__frame ${sel}`)?.getBoundingClientRect();
    if (!stage || !place) return false;
    const x = place.left + place.width / 2;
    return x >= stage.left && x <= stage.right;
  }, selector);
}

test("the ranking filter by keyboard: the count is said politely, Enter moves to it, Tab then reaches the jump", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/passport-ranking");
  await hydrated(page);
  const field = page.getByLabel("Passport", { exact: true });
  const count = page.locator(".ranking-count[role=status][aria-live=polite]");
  await expect(count).toHaveText("199 passports");
  await field.focus();
  await page.keyboard.type("ind");
  await expect(count).toHaveText("2 of 199 passports");
  // Typing filters at once: the focus stays where the typing is.
  await expect(field).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(count).toBeFocused();
  await page.keyboard.press("Tab");
  const jump = page.getByRole("link", { name: "Jump to India (rank 77)" });
  await expect(jump).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.locator(".ranking-table a:focus")).toHaveCount(1);
  // A region with no match: the message, and no jump to a row that is not there.
  await page.getByLabel("Region").selectOption("Europe");
  await expect(count).toHaveText("0 of 199 passports");
  await expect(page.getByText("No passport matches these filters.")).toBeVisible();
  await expect(jump).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("the ranking jumps to the visitor's passport, marks its row, and 'Back to top' returns", async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto("/passport-ranking");
  await hydrated(page);
  const top = page.getByRole("heading", { level: 1, name: "Passport ranking" });
  const back = page.getByRole("link", { name: "Back to top" });
  await page.getByRole("link", { name: "Jump to India (rank 77)" }).click();
  await expect(page).toHaveURL(/\/passport-ranking#rank-IN$/);
  const row = page.locator("#rank-IN");
  await expect(row).toBeInViewport();
  await expect(row).toContainText("India");
  expect(await row.evaluate((el) => el.matches(":target") && getComputedStyle(el).backgroundColor)).toBe("rgb(255, 247, 224)");
  await expect(top).not.toBeInViewport();
  // Sticky at the foot of the screen (above a phone's tab bar), so it is there mid-table.
  await expect(back).toBeInViewport();
  const tabs = await page.locator(".nav-tabs").boundingBox();
  const backBox = await back.boundingBox();
  if (tabs && (await page.locator(".nav-tabs").isVisible())) expect((backBox?.y ?? 0) + (backBox?.height ?? 0)).toBeLessThanOrEqual(tabs.y);
  await page.screenshot({ path: `test-results/ranking-jumped-${testInfo.project.name}.png` });
  await back.click();
  await expect(page).toHaveURL(/\/passport-ranking#ranking-top$/);
  await expect(top).toBeInViewport();
  expect(problems).toEqual([]);
});

test("the finder offers its map above the cards, and its ranking link lands on the passport's row", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/visa-free?passport=IN");
  await hydrated(page);
  const see = page.getByRole("link", { name: "See the map", exact: true });
  const firstCard = page.locator(".vf-grid .vf-card").first();
  expect((await see.boundingBox())?.y ?? Infinity).toBeLessThan((await firstCard.boundingBox())?.y ?? 0);
  await see.click();
  await expect(page).toHaveURL(/#vf-map$/);
  await expect(page.getByRole("group", { name: "Map: visa requirements for India passport holders, by destination" })).toBeInViewport();
  await page.getByRole("link", { name: "See the passport ranking" }).click();
  await expect(page).toHaveURL(/\/passport-ranking#rank-IN$/);
  await expect(page.locator("#rank-IN")).toBeInViewport();
  expect(problems).toEqual([]);
});

test("the comparison's jump list reaches its sections", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/compare-passports?passports=IN,US,GB");
  await hydrated(page);
  const jumps = page.getByRole("navigation", { name: "On this page" });
  await expect(jumps.getByRole("link")).toHaveText(["Side by side", "Together", "Map", /^Where they differ \(\d+\)$/]);
  await jumps.getByRole("link", { name: /^Where they differ/ }).click();
  await expect(page).toHaveURL(/#compare-differences$/);
  await expect(page.getByRole("heading", { level: 2, name: "Where they differ" })).toBeInViewport();
  expect(problems).toEqual([]);
});

test("the concessions are folded by destination, each opening on its rules", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/visa-free-with-us-uk-schengen-visa");
  await expect(page.getByText("Open a destination to read its rules, or choose a document or destination above.")).toBeVisible();
  const mexico = page.locator("#rules-MX");
  await expect(mexico).not.toHaveAttribute("open");
  const row = page.getByRole("row", { name: /Mexico with a US visa/ });
  await expect(row).toBeHidden();
  await mexico.locator("summary").click();
  await expect(row).toBeVisible();
  await expect(row).toContainText("Official source");
  expect(problems).toEqual([]);
});

test.describe("a phone's map", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) > 640, "the map pans only on a phone");

  test("opens on an Indian visitor's South Asia, with the whole legend in view and its textures", async ({ page }, testInfo) => {
    const problems = watchConsole(page);
    await page.goto("/visa-free?passport=JP");
    await hydrated(page);
    const figure = page.locator(".req-map__figure");
    await figure.scrollIntoViewIfNeeded();
    await expect.poll(() => centreInStage(page, '[data-code="IN"]')).toBe(true);
    expect(await centreInStage(page, '[data-code="BR"]')).toBe(false);
    const width = page.viewportSize()?.width ?? 0;
    for (const key of await page.locator(".req-map__key").all()) {
      const box = await key.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width, await key.innerText()).toBe(true);
    }
    // The eTA's swatch is dotted like its pattern on the map, not a plain shade.
    const eta = page.locator(".req-map__swatch.map-c-eta");
    if ((await eta.count()) > 0) expect(await eta.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain("radial-gradient");
    await figure.screenshot({ path: `test-results/map-phone-in-${testInfo.project.name}.png` });
    expect(problems).toEqual([]);
  });

  test("opens on the Americas for a visitor from the US", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "dev-country", value: "US", url: baseURL ?? "" }]);
    await page.goto("/visa-free?passport=IN");
    await hydrated(page);
    await page.locator(".req-map__figure").scrollIntoViewIfNeeded();
    await expect.poll(() => centreInStage(page, '[data-code="BR"]')).toBe(true);
    expect(await centreInStage(page, '[data-category="own-country"]')).toBe(false);
  });
});
