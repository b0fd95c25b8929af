/**
 * A visitor from anywhere (issue #45), at 390 px and 1280 px (projects), the visitor's country set with the development
 * override `?cf-country=`: the home carousel shows fees for the visitor's passport and opens that passport's check, the
 * directory lists the visitor's fees and changes passport with its picker, and the finder's e-Visa cards show their fee.
 * Screenshots go to the test's output folder for a look.
 */
import { expect, test } from "@playwright/test";
import { hydrated, watchConsole } from "./support";

test("a US visitor's carousel leads with India's e-Visa, and its card opens the check for a US passport", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/?cf-country=US");
  await hydrated(page);
  const delhi = page.locator(".carousel__slide").first();
  await expect(delhi.locator(".carousel__city")).toHaveText("New Delhi");
  await expect(delhi.locator(".carousel__fee")).toHaveText(/\$\d+/);
  await expect(delhi.locator(".carousel__city")).toHaveAttribute("href", "/?from=US&to=IN");
  await page.screenshot({ path: test.info().outputPath("home-us.png"), fullPage: false });
  await delhi.locator(".carousel__city").click();
  await expect(page).toHaveURL(/\/\?from=US&to=IN$/);
  await expect(page.getByRole("combobox", { name: "Where I'm From" })).toContainText("United States");
  expect(problems).toEqual([]);
});

test("a German visitor's directory lists fees for German passports, and the picker switches to another passport", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/verified-visa-fees?cf-country=DE");
  await hydrated(page);
  await expect(page.locator(".directory__lead")).toContainText("What a visa costs holders of German passports");
  await expect(page.getByRole("combobox", { name: "Your passport" })).toContainText("Germany");
  const india = page.locator('.dir-card[data-country="IN"]');
  await expect(india.locator(".dir-card__fee")).toContainText("$");
  await page.screenshot({ path: test.info().outputPath("directory-de.png"), fullPage: false });
  // The picker's own search box (the page's country search says "Search countries..." too).
  await page.getByRole("combobox", { name: "Your passport" }).click();
  await page.locator(".picker__search").fill("nigeria");
  await page.getByRole("option", { name: "Nigeria" }).click();
  await expect(page).toHaveURL(/\/verified-visa-fees\?(cf-country=DE&)?passport=NG$/);
  await expect(page.locator(".directory__lead")).toContainText("What a visa costs holders of Nigerian passports");
  await expect(page.getByRole("combobox", { name: "Your passport" })).toContainText("Nigeria");
  expect(problems).toEqual([]);
});

test("a US visitor's finder shows the fee of India's e-Visa on its card, with its source", async ({ page }) => {
  await page.goto("/visa-free?cf-country=US");
  await hydrated(page);
  const india = page.locator('.vf-card[data-code="IN"]');
  await expect(india).toContainText("e-Visa");
  await expect(india.locator(".vf-card__fee")).toContainText(/Fee: (from )?\$\d+\./);
  await expect(india.locator(".vf-card__fee a")).toHaveAttribute("target", "_blank");
  await india.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("finder-us.png"), fullPage: false });
});
