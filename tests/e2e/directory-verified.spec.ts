/**
 * Issue #32 on /verified-visa-fees, at 390 px and 1280 px (projects): the verified count, the `?verified=1` filter
 * with JavaScript and without, and a card whose record has no source. Screenshots of the filtered page go to
 * test-results/ for a look. Expected counts come from the directory's list for Indian passports (the dev server's
 * visitor country), as the API answers it: since issue #45 which destinations a passport's directory lists is the
 * check's rule (tests/worker/visitor-fees.test.ts), no longer every destination of the seed's rows; the subject here is
 * the filter, which must show those counts.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { hydrated, watchConsole } from "./support";

/** Destinations in India's directory, and those with a record Verified by decision 14 (cited page and date). */
async function verifiedFigures(request: APIRequestContext) {
  const res = await request.get(`/trpc/directory.list?input=${encodeURIComponent(JSON.stringify({ passport: "IN" }))}`);
  const { cards } = ((await res.json()) as { result: { data: { cards: { verifiedCount: number }[] } } }).result.data;
  return { total: cards.length, verified: cards.filter((c) => c.verifiedCount > 0).length };
}

const cards = (page: Page) => page.locator(".dir-card");
const shot = (name: string) => `test-results/${name}-${test.info().project.name}.png`;

test.describe("/verified-visa-fees: verified countries", () => {
  test("says how many countries are verified, and 'Verified only' keeps them without a reload", async ({ page, request }) => {
    const { total, verified } = await verifiedFigures(request);
    const problems = watchConsole(page);
    await page.goto("/verified-visa-fees");
    await hydrated(page);
    await expect(page.getByText(`${verified} of ${total} countries verified`)).toBeVisible();
    await expect(cards(page)).toHaveCount(total);

    // A full reload would clear this mark: the router follows the link in place.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole("link", { name: /^Verified only/ }).click();
    await expect(page).toHaveURL(/\/verified-visa-fees\?verified=1$/);
    await expect(cards(page)).toHaveCount(verified);
    await expect(page.getByText(`Showing ${verified} countries with visa information`)).toBeVisible();
    await expect(page.getByRole("link", { name: /^Verified only/ })).toHaveAttribute("aria-current", "page");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.screenshot({ path: shot("directory-verified"), fullPage: false });

    // Typing keeps the filter in the URL; 'All countries' lifts it and keeps the search.
    await page.getByRole("searchbox", { name: "Search countries" }).fill("united");
    await expect(page).toHaveURL(/\/verified-visa-fees\?search=united&verified=1$/);
    await expect(page.locator(".dir-card h2")).toHaveText(["United Arab Emirates", "United States"]);
    await page.getByRole("link", { name: /^All countries/ }).click();
    await expect(page).toHaveURL(/\/verified-visa-fees\?search=united$/);
    await expect(page.locator(".dir-card h2")).toHaveText(["United Arab Emirates", "United Kingdom", "United States"]);
    expect(problems).toEqual([]);
  });

  test("a card whose record has no source says so, with no source link and no read date", async ({ page }) => {
    // Cuba's: India's detailed record, with no source, heads it (it sets the world records aside for Indian passports).
    await page.goto("/verified-visa-fees?search=cuba");
    const card = cards(page).filter({ hasText: "Cuba" });
    await expect(card.getByText("No source on record", { exact: true })).toBeVisible();
    await expect(card.getByText(/Source:|read on/)).toHaveCount(0);
  });
});

test.describe("/verified-visa-fees without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Verified only' is a link the server answers, and a submitted search keeps the filter", async ({ page, request }) => {
    const { verified } = await verifiedFigures(request);
    await page.goto("/verified-visa-fees");
    await page.getByRole("link", { name: /^Verified only/ }).click();
    await expect(page).toHaveURL(/\/verified-visa-fees\?verified=1$/);
    await expect(cards(page)).toHaveCount(verified);
    await page.screenshot({ path: shot("directory-verified-no-js"), fullPage: false });

    const search = page.getByRole("searchbox", { name: "Search countries" });
    await search.fill("united");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/verified-visa-fees\?search=united&verified=1$/);
    await expect(page.locator(".dir-card h2")).toHaveText(["United Arab Emirates", "United States"]);
  });
});
