/**
 * The Contact for API dialog from the header, on an app page (Radix, from the wide navigation at 1280 px and the
 * drawer at 390 px) and on a static page (the static shell's platform <dialog>, from the navigation at both widths:
 * the narrow Menu there is the navigation itself). Both builds pass the same journeys.
 */
import { expect, test, type Page } from "@playwright/test";
import { asNewClient, expectToast, failSaves } from "./leads-support";
import { hydrated, watchConsole } from "./support";

/** The pages checked: the app's home, and a guide (a static page). */
const PAGES = ["/", "/passport-guide"] as const;

async function openDialog(page: Page) {
  const onStaticPage = (await page.locator("html").getAttribute("data-shell")) === "static";
  if (test.info().project.name.startsWith("mobile") && onStaticPage) {
    await page.getByRole("link", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact for API" }).click();
  } else if (test.info().project.name.startsWith("mobile")) {
    await page.getByRole("link", { name: "Menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Contact for API" }).click();
  } else {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact for API" }).click();
  }
  const dialog = page.getByRole("dialog", { name: "Contact for API" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillAll(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Contact for API" });
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Ravi Kumar");
  await dialog.getByRole("textbox", { name: "Company name", exact: true }).fill("Acme Travel");
  await dialog.getByRole("textbox", { name: "Mobile number", exact: true }).fill("9876543210");
  await dialog.getByRole("textbox", { name: "Email", exact: true }).fill("Ravi@Example.com");
}

for (const path of PAGES) {
  test.describe(`on ${path}`, () => {
    test.beforeEach(async ({ page }) => {
      await asNewClient(page);
      await page.goto(path);
      await hydrated(page);
    });

    test("shows every field's message and the Validation Error toast; editing a field clears its message", async ({ page }) => {
      const problems = watchConsole(page);
      const dialog = await openDialog(page);
      for (const label of ["Name", "Company name", "Mobile number", "Email"])
        await expect(dialog.getByText(`${label} *`, { exact: true })).toBeVisible();
      await dialog.getByRole("button", { name: "Submit" }).click();
      await expectToast(page, "Validation Error", "Please fix the errors below and try again.");
      for (const message of ["Name is required", "Company name is required", "Mobile number is required", "Email is required"]) {
        await expect(dialog.getByText(message, { exact: true })).toBeVisible();
      }
      await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("R");
      await expect(dialog.getByText("Name is required", { exact: true })).toHaveCount(0);
      await expect(dialog.getByText("Company name is required", { exact: true })).toBeVisible();

      await dialog.getByRole("textbox", { name: "Mobile number", exact: true }).fill("98765");
      await dialog.getByRole("textbox", { name: "Email", exact: true }).fill("ravi..k@example");
      await dialog.getByRole("button", { name: "Submit" }).click();
      await expect(dialog.getByText("Mobile number should be at least 10 digits", { exact: true })).toBeVisible();
      await expect(dialog.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
      await page.screenshot({ path: `test-results/api-contact-${path === "/" ? "home" : "guide"}-${test.info().project.name}.png` });
      expect(problems).toEqual([]);
    });

    test("the mobile number keeps digits only, at most 12", async ({ page }) => {
      const dialog = await openDialog(page);
      await dialog.getByRole("textbox", { name: "Mobile number", exact: true }).pressSequentially("+91 98765-43210 999");
      await expect(dialog.getByRole("textbox", { name: "Mobile number", exact: true })).toHaveValue("919876543210");
    });

    test("a request is submitted: Submitting..., the dialog closes, Request Submitted, the form is cleared", async ({ page }) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/trpc/leads.apiContact**", async (route) => {
        await held;
        await route.continue();
      });
      const dialog = await openDialog(page);
      await fillAll(page);
      await dialog.getByRole("button", { name: "Submit" }).click();
      await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
      release();
      await expectToast(page, "Request Submitted", "Thank you! We'll contact you soon regarding API access.");
      await expect(dialog).toBeHidden();
      const again = await openDialog(page);
      await expect(again.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
    });

    test("a failed save keeps the dialog open with the error toast", async ({ page }) => {
      await failSaves(page, "leads.apiContact");
      const dialog = await openDialog(page);
      await fillAll(page);
      await dialog.getByRole("button", { name: "Submit" }).click();
      await expectToast(page, "Error", "Failed to submit request. Please try again.");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("textbox", { name: "Company name", exact: true })).toHaveValue("Acme Travel");
    });

    test("a second request within the cooldown gets Too Many Requests", async ({ page }) => {
      let dialog = await openDialog(page);
      await fillAll(page);
      await dialog.getByRole("button", { name: "Submit" }).click();
      await expectToast(page, "Request Submitted", /Thank you!/);
      dialog = await openDialog(page);
      await fillAll(page);
      await dialog.getByRole("button", { name: "Submit" }).click();
      await expectToast(page, "Too Many Requests", /^Please wait \d+ seconds before making another request\.$/);
      await expect(dialog).toBeVisible();
    });

    test("Cancel closes the dialog", async ({ page }) => {
      const dialog = await openDialog(page);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
    });
  });
}
