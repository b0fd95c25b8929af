/**
 * The wide navigation's Contact for API trigger is a link to the contact page's Developer API address: before
 * hydration or without JavaScript it still leads somewhere, and a modifier click keeps the link's behaviour.
 */
import { expect, test } from "@playwright/test";
import { hydrated } from "./support";

// The wide navigation shows from 768 px: both projects check it at a wide width (the drawer needs JavaScript).
test.use({ viewport: { width: 1280, height: 800 } });

test("a click with a modifier key keeps the link (a new tab), not the dialog", async ({ page, context }) => {
  await page.goto("/");
  await hydrated(page);
  const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact for API" });
  await expect(trigger).toHaveAttribute("href", "/contact-us#api");
  await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
  const opened = context.waitForEvent("page");
  await trigger.click({ modifiers: ["ControlOrMeta"] });
  expect(new URL((await opened).url()).pathname).toBe("/contact-us");
  await expect(page.getByRole("dialog", { name: "Contact for API" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("leads to the Developer API address on the contact page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact for API" }).click();
    await expect(page).toHaveURL(/\/contact-us#api$/);
    await expect(page.locator("#api")).toContainText("Developer API");
    await expect(page.locator("#api")).toContainText("api@visafeeatlas.example");
  });
});
