/**
 * The static pages' shell (client/static-shell/) where it differs from the app: the platform's <dialog> for the
 * cookie preferences and the Contact for API dialog keep focus inside and return it, the dialog's code loads only
 * when a visitor reaches for it, its toasts follow spec §9, and app mode keeps links under its base path (the
 * dialog's journeys themselves run in api-contact.spec.ts on a guide as on home). Consent itself runs through
 * consent.spec.ts on a static page too; the checklist and the sortable table through checklist.spec.ts and
 * guides.spec.ts.
 */
import { expect, test } from "@playwright/test";
import { hydrated, watchConsole } from "./support";

test("the Cookie Preferences dialog keeps Tab inside and gives focus back to the footer button", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/passport/easy-visa-countries");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("data-shell", "static");
  const opener = page.getByRole("button", { name: "Cookie Preferences" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
  await expect(dialog).toBeVisible();
  // The stored choice of the test visitor (Reject All): every optional switch off, focus on the first one.
  await expect(dialog.getByRole("switch", { name: /Analytics/ })).toBeFocused();
  await expect(dialog.getByRole("switch", { name: /Functional/ })).not.toBeChecked();
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole("switch", { name: /Functional/ }).check();
  await dialog.getByRole("button", { name: "Save Preferences" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem("vfa-consent") ?? "null"))).toMatchObject({
    functional: true,
    analytics: false,
  });
  expect(problems).toEqual([]);
});

test("a click outside the dialog closes it without saving", async ({ page }) => {
  await page.goto("/about-us");
  await hydrated(page);
  const stored = () => page.evaluate(() => window.localStorage.getItem("vfa-consent"));
  const before = await stored();
  await page.getByRole("button", { name: "Cookie Preferences" }).click();
  const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
  await dialog.getByRole("switch", { name: /Advertising/ }).check();
  await page.mouse.click(5, 5);
  await expect(dialog).toHaveCount(0);
  expect(await stored()).toBe(before);
});

test("under the app wrapper's base path a static page keeps its links under it", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/app/passport-guide");
  await hydrated(page);
  await expect(page.locator("html")).toHaveClass(/app-mode/);
  await expect(page.locator("html")).toHaveAttribute("data-shell", "static");
  // A plain link of the guide's text (not a router link, which carries the base path itself).
  const link = page.locator('main a[href^="/"]:not([href="/"]):not([href^="/app"])').first();
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/[a-z]/);
  await link.click();
  await expect(page).toHaveURL(`/app${href}`);
  await hydrated(page);
  expect(problems).toEqual([]);
});

test("Contact for API on a static page loads its dialog only when reached for, keeps Tab inside and returns focus", async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const dialogCode: string[] = [];
  page.on("request", (request) => {
    if (/static-shell-dialog-/.test(request.url())) dialogCode.push(request.url());
  });
  await page.goto("/privacy-policy");
  await hydrated(page);
  expect(dialogCode).toEqual([]);
  const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact for API" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Contact for API" });
  await expect(dialog).toBeVisible();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  expect(dialogCode).toHaveLength(1);
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  expect(page.url()).toMatch(/\/privacy-policy$/);
  expect(problems).toEqual([]);
});

test("toasts on a static page: F8 focuses the region; Escape, the close button or a swipe dismisses; one at a time", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/about-us");
  await hydrated(page);
  await page.keyboard.press("F8");
  await expect(page.locator(".toast-viewport")).toBeFocused();

  const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact for API" });
  const dialog = page.getByRole("dialog", { name: "Contact for API" });
  const toasts = page.locator(".toast");
  /** Raises the Validation Error toast twice (one shows) and leaves it over the page. */
  const raiseToast = async () => {
    await trigger.click();
    await dialog.getByRole("button", { name: "Submit" }).click();
    await dialog.getByRole("button", { name: "Submit" }).click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(toasts).toHaveCount(1);
    await expect(toasts.getByText("Validation Error", { exact: true })).toBeVisible();
    await expect(toasts).toHaveAttribute("role", "alert");
  };
  await raiseToast();
  await page.keyboard.press("F8");
  await page.keyboard.press("Escape");
  await expect(toasts).toHaveCount(0);

  await raiseToast();
  await toasts.getByRole("button", { name: "Close" }).click();
  await expect(toasts).toHaveCount(0);

  await raiseToast();
  const box = (await toasts.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let dx = 10; dx <= 120; dx += 10) await page.mouse.move(box.x + 20 + dx, box.y + box.height / 2);
  await page.mouse.up();
  await expect(toasts).toHaveCount(0);

  await raiseToast();
  const shown = Date.now();
  await page.mouse.move(0, 0);
  await expect(toasts).toHaveCount(0, { timeout: 8000 });
  expect(Date.now() - shown).toBeGreaterThan(4000);
});

test("a toast raised inside the Contact for API dialog shows in it, usable, and stays when the dialog closes", async ({ page }, testInfo) => {
  // The header's trigger shows at wide widths; the dialog is then looked at in the project's width (390 or 1280).
  const { width } = page.viewportSize()!;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/about-us");
  await hydrated(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact for API" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact for API" });
  await expect(dialog).toBeVisible();
  await page.setViewportSize({ width, height: 800 });
  await dialog.getByRole("button", { name: "Submit" }).click();
  // Inside the modal dialog: visible, announced, and its close button takes a click (the page behind is inert).
  const toast = dialog.locator(".toast");
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("role", "alert");
  await expect(toast.getByText("Validation Error", { exact: true })).toBeInViewport();
  await page.screenshot({ path: `test-results/static-dialog-toast-${testInfo.project.name}.png` });
  await toast.getByRole("button", { name: "Close" }).click();
  await expect(page.locator(".toast")).toHaveCount(0);
  await expect(dialog).toBeVisible();
  // Raised again, then the dialog closes: the toast stays on the page.
  await dialog.getByRole("button", { name: "Submit" }).click();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator(".toast")).toBeVisible();
});

test("wide screens: the dropdowns open on their button, as on the app's pages, and Escape closes them", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/passport/age-visa-approval");
  await hydrated(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const button = nav.getByRole("button", { name: "Passport Guides" });
  const list = page.locator("#nav-passport");
  // Focus alone opens nothing: the closed groups' links are not Tab stops.
  await button.focus();
  await expect(list).toBeHidden();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Contact for API" })).toBeFocused();
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(list.getByRole("link", { name: "Easy Visa Countries" })).toBeVisible();
  await nav.getByRole("button", { name: "Country Visa Fees" }).click();
  await expect(list).toBeHidden();
  await expect(page.locator("#nav-fees")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator("#nav-fees")).toBeHidden();
  await expect(nav.getByRole("button", { name: "Country Visa Fees" })).toBeFocused();
  await button.click();
  await page.mouse.click(640, 600);
  await expect(list).toBeHidden();
});
