/**
 * The Verified Visa Fees directory and the home page's Visa options modal, at 390 px and 1280 px (projects):
 * filtering, empty state, the options dialogs (Escape, focus return) and outbound links.
 */
import { expect, test, type Page } from "@playwright/test";
import { watchConsole, hydrated } from "./support";

const cardNames = (page: Page) => page.locator(".dir-card h2").allTextContents();
const shot = (name: string) => `test-results/${name}-${test.info().project.name}.png`;
/**
 * The input of the directory's list for Indian passports (the dev server's visitor country), as the link encodes it:
 * since issue #45 the list answers for the visitor's passport, and India's lists 128 destinations (world records that
 * apply to Indian passports beside India's own).
 */
const INDIA_LIST_INPUT = encodeURIComponent(JSON.stringify({ 0: { passport: "IN" } }));

test.describe("/verified-visa-fees", () => {
  test("filters the cards as you type and keeps the search in the URL", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/verified-visa-fees");
    await hydrated(page);
    await expect(page).toHaveTitle("Verified Visa Fees - Reliable Visa Cost Information");
    await expect(page.getByRole("heading", { level: 1, name: "Verified Visa Fees" })).toBeVisible();
    await expect(page.getByText("Showing 128 countries with visa information")).toBeVisible();
    await page.screenshot({ path: shot("directory"), fullPage: false });

    await page.getByRole("searchbox", { name: "Search countries" }).fill("united");
    await expect(page.getByText("Showing 3 countries with visa information")).toBeVisible();
    expect(await cardNames(page)).toEqual(["United Arab Emirates", "United Kingdom", "United States"]);
    await expect(page).toHaveURL(/\/verified-visa-fees\?search=united$/);
    await page.screenshot({ path: shot("directory-united"), fullPage: true });
    expect(problems).toEqual([]);
  });

  test("shows the empty state when no country matches", async ({ page }) => {
    await page.goto("/verified-visa-fees");
    await hydrated(page);
    await page.getByPlaceholder("Search countries...").fill("atlantis");
    await expect(page.getByRole("heading", { name: "No countries found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search criteria")).toBeVisible();
    await expect(page.getByText("Showing 0 countries with visa information")).toBeVisible();
  });

  test("a shared ?search= link renders the filtered cards and hydrates with the one preloaded list request", async ({ page }) => {
    const problems = watchConsole(page);
    const trpcCalls: string[] = [];
    page.on("request", (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith("/trpc")) trpcCalls.push(url.pathname + url.search);
    });
    const response = await page.goto("/verified-visa-fees?search=united");
    // The cards are in the HTML once: the list they hydrate with is not carried again in the page's data.
    const html = await response!.text();
    expect(html).toContain("United Arab Emirates");
    expect(html).not.toContain("verifiedCount");
    expect(html).toContain(
      `<link rel="preload" as="fetch" href="/trpc/directory.list?batch=1&amp;input=${INDIA_LIST_INPUT}" crossorigin="anonymous"`,
    );
    await hydrated(page);
    expect(await cardNames(page)).toEqual(["United Arab Emirates", "United Kingdom", "United States"]);
    await expect(page.getByRole("searchbox", { name: "Search countries" })).toHaveValue("united");
    await page.getByRole("searchbox", { name: "Search countries" }).fill("");
    await expect(page.getByText("Showing 128 countries with visa information")).toBeVisible();
    await expect(page).toHaveURL(/\/verified-visa-fees$/);
    // One request: the preload's, which the page's own fetch reuses (a second would be listed here).
    expect(trpcCalls).toEqual([`/trpc/directory.list?batch=1&input=${INDIA_LIST_INPUT}`]);
    // No hydration mismatch and no unused-preload warning.
    expect(problems).toEqual([]);
  });

  test("when the list cannot be fetched the page says so, and Try again loads the cards", async ({ page }) => {
    let down = true;
    await page.route("**/trpc/directory.list**", async (route) => {
      if (down) await route.fulfill({ status: 500, contentType: "application/json", body: "{}" });
      else await route.continue();
    });
    await page.goto("/verified-visa-fees");
    await hydrated(page);
    await expect(page.getByRole("alert").filter({ hasText: "The visa fees could not be loaded. Please try again." })).toBeVisible();
    down = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText("Showing 128 countries with visa information")).toBeVisible();
    await expect(page.locator(".dir-card")).toHaveCount(128);
    await expect(page.getByRole("alert").filter({ hasText: "could not be loaded" })).toHaveCount(0);
  });

  test("View All opens the options dialog; Escape closes it and focus returns to the button", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/verified-visa-fees?search=arab");
    await hydrated(page);
    // India's five records of the UAE: in force, they set aside the world records of its visas for Indian passports.
    const viewAll = page.getByRole("button", { name: "View All 5 Options" });
    await viewAll.click();
    const dialog = page.getByRole("dialog", { name: "All Visa Options for United Arab Emirates" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(".dialog-option")).toHaveCount(5);
    await expect(dialog.locator(".badge--verified")).toHaveCount(4);
    await expect(dialog.locator(".badge--unverified")).toHaveCount(1);
    const first = dialog.locator(".dialog-option").first();
    await expect(first.getByRole("heading", { name: "Tourist" })).toBeVisible();
    await expect(first).toContainText("$474 (AED 1,740)");
    await expect(first).toContainText("2-5 days");
    await expect(first.getByRole("listitem").filter({ hasText: "Return ticket" })).toBeVisible();
    await expect(
      first.getByRole("link", { name: "Apply via General Directorate of Residency and Foreigners Affairs - Dubai (GDRFA)" }),
    ).toHaveAttribute("href", "https://smart.gdrfad.gov.ae");
    const fact = (option: typeof first, term: string) => option.locator("div", { has: page.locator("dt", { hasText: term }) }).locator("dd");
    await expect(fact(first, "eVisa Available")).toHaveText("Yes");
    // No official page gives the UAE visas' validity for entry (data/desk/2026-11-28-uae-validity-unknown.json).
    await expect(fact(first, "Validity")).toHaveText("Varies");
    // The fifth (visa on arrival) record has no processing time or validity on record.
    const last = dialog.locator(".dialog-option").nth(4);
    await expect(fact(last, "eVisa Available")).toHaveText("No");
    await expect(last.getByText("Unverified")).toBeVisible();
    await expect(last).toContainText("Contact embassy");
    await expect(last).toContainText("Varies");
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.height).toBeLessThanOrEqual(viewport.height * 0.8 + 1);
    await page.screenshot({ path: shot("directory-dialog") });

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(viewAll).toBeFocused();
    expect(problems).toEqual([]);
  });

  test("pointing at View All fetches the country's records before the click", async ({ page }) => {
    await page.goto("/verified-visa-fees?search=arab");
    await hydrated(page);
    const fetched = page.waitForRequest((req) => new URL(req.url()).pathname === "/trpc/directory.options");
    await page.getByRole("button", { name: "View All 5 Options" }).hover();
    expect(decodeURIComponent(new URL((await fetched).url()).search)).toContain('"country":"AE","passport":"IN"');
    await page.getByRole("button", { name: "View All 5 Options" }).click();
    await expect(page.getByRole("dialog", { name: "All Visa Options for United Arab Emirates" }).locator(".dialog-option")).toHaveCount(5);
  });

  test("when the records cannot be fetched the dialog says so, and Try again loads them", async ({ page }) => {
    let failures = 0;
    await page.route("**/trpc/directory.options**", async (route) => {
      // The browser retries a server error once: both attempts fail, then the network is back.
      if (failures < 2) {
        failures++;
        await route.fulfill({ status: 500, contentType: "application/json", body: "{}" });
      } else await route.continue();
    });
    await page.goto("/verified-visa-fees?search=arab");
    await hydrated(page);
    await page.getByRole("button", { name: "View All 5 Options" }).click();
    const dialog = page.getByRole("dialog", { name: "All Visa Options for United Arab Emirates" });
    await expect(dialog.getByRole("alert")).toHaveText(/The visa options could not be loaded\. Please try again\./);
    await dialog.getByRole("button", { name: "Try again" }).click();
    await expect(dialog.locator(".dialog-option")).toHaveCount(5);
    await expect(dialog.getByRole("alert")).toHaveCount(0);
  });

  test("the dialog keeps keyboard focus inside while open", async ({ page }) => {
    await page.goto("/verified-visa-fees?search=united states");
    await hydrated(page);
    await page.getByRole("button", { name: "View All 3 Options" }).click();
    const dialog = page.getByRole("dialog", { name: "All Visa Options for United States" });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("the currency selector switches the card fees between USD, INR and the local currency", async ({ page }) => {
    await page.goto("/verified-visa-fees?search=arab");
    await hydrated(page);
    const fee = page.locator('.dir-card[data-country="AE"] .dir-card__fee');
    // The card features the check's headline: the 30-day single-entry tourist visa, AED 250 (issue #43), "from" as
    // the check says it (other options cost more).
    await expect(fee).toHaveText("from $68 USD");
    await page.getByRole("radio", { name: "INR" }).check();
    await expect(fee).toHaveText("from ₹6,353 ($68)");
    await page.getByRole("radio", { name: "Local" }).check();
    await expect(fee).toHaveText("from AED 250");
  });

  test("Apply Now opens the official site in a new tab without an opener", async ({ page }) => {
    await page.goto("/verified-visa-fees?search=arab");
    const apply = page.locator('[data-country="AE"]').getByRole("link", { name: "Apply Now" });
    await expect(apply).toHaveAttribute("href", "https://smart.gdrfad.gov.ae");
    await expect(apply).toHaveAttribute("target", "_blank");
    await expect(apply).toHaveAttribute("rel", "noopener noreferrer");
  });
});

test.describe("home Visa options modal", () => {
  test("opens from More Options with the type tabs, option cards and 'And N more...'", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/?from=IN&to=AE");
    await hydrated(page);
    const open = page.getByRole("button", { name: "Compare all visa options" });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Visa Options for United Arab Emirates" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Compare the visa options from different providers", { exact: false })).toBeVisible();
    await expect(dialog.getByRole("tab", { name: "Tourist" })).toHaveAttribute("aria-selected", "true");
    // India's five records of the UAE: in force, they set aside the world records of its visas for Indian passports
    // (shared/fees/resolve.ts).
    await expect(dialog.locator(".vo-card")).toHaveCount(5);
    const first = dialog.locator(".vo-card").first();
    await expect(first).toContainText("AED 1,740");
    await expect(first.getByRole("listitem")).toHaveText(["Passport valid 6+ months", "Passport-size photo", "Return ticket", "And 1 more..."]);
    await expect(dialog.locator(".vo-card").nth(3).getByText("And 2 more...")).toBeVisible();
    await expect(dialog.locator(".vo-card").nth(4).getByText("Unverified")).toBeVisible();
    await expect(dialog.locator(".vo-card").nth(4)).toContainText("Varies");
    await page.screenshot({ path: shot("home-options-modal") });
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    expect(problems).toEqual([]);
  });

  test("switches between visa types and shows USD fees with INR in brackets", async ({ page }) => {
    await page.goto("/?from=IN&to=US");
    await hydrated(page);
    await page.getByRole("button", { name: "Compare all visa options" }).click();
    const dialog = page.getByRole("dialog", { name: "Visa Options for United States" });
    await expect(dialog.getByRole("tab")).toHaveText(["Tourist", "Student", "Work"]);
    // India's record of the B-1/B-2 fee, which sets aside the world record of the same fee (shared/fees/resolve.ts).
    await expect(dialog.locator(".vo-card")).toHaveCount(1);
    await expect(dialog.locator(".vo-card").first()).toContainText("$185 (₹17,266)");
    await dialog.getByRole("tab", { name: "Student" }).click();
    await expect(dialog.getByRole("tab", { name: "Student" })).toHaveAttribute("aria-selected", "true");
    await expect(dialog.locator(".vo-card")).toHaveCount(1);
    await expect(dialog.locator(".vo-card")).toContainText("F-1");
    await expect(dialog.locator(".vo-card")).toContainText("Varies");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});
