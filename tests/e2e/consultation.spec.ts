/** The Visa Consultation journey at 390 px and 1280 px: steps, live validation, toasts, rate limit, failures. */
import { expect, test, type Page } from "@playwright/test";
import { asNewClient, expectToast, failSaves } from "./leads-support";
import { hydrated, watchConsole } from "./support";

async function toStep2(page: Page, query = "thailand", country = "Thailand") {
  await page.getByRole("combobox", { name: "Where I'm Going" }).click();
  await page.getByPlaceholder("Search countries...").fill(query);
  await page.getByRole("option", { name: country }).click();
  await page.getByRole("button", { name: "Get Visa Details" }).click();
  await expect(page.getByRole("heading", { name: `Your details for ${country}` })).toBeVisible();
}

async function fill(page: Page, name: string, phone: string) {
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Contact Number").fill(phone);
}

test.beforeEach(async ({ page }) => {
  await asNewClient(page);
  await page.goto("/visa-consultation");
  await hydrated(page);
});

test("renders the page: title, breadcrumb, terms link, edge origin and the tourist type", async ({ page }) => {
  await expect(page).toHaveTitle(/Personalized Visa Consultation/);
  await expect(page.getByRole("heading", { level: 1, name: "Personalized Visa Consultation" })).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(crumbs).toContainText("Visa Consultation");
  await expect(page.getByRole("link", { name: "Terms of Service" }).first()).toHaveAttribute("href", "/terms-of-service");
  await expect(page.getByRole("combobox", { name: "Where I'm From" })).toContainText("India");
  await expect(page.getByText("Tourist Visa (Default)")).toBeVisible();
});

test("asks for a destination before the form", async ({ page }) => {
  await page.getByRole("button", { name: "Get Visa Details" }).click();
  await expectToast(page, "Country Required", "Please select a destination country.");
});

test("submits a consultation: live messages, toasts, results with currency selector, Start Over", async ({ page }) => {
  const problems = watchConsole(page);
  await toStep2(page);
  await page.getByLabel("Full Name").fill("A");
  await expect(page.getByText("Name must be at least 2 characters long")).toBeVisible();
  await page.getByLabel("Full Name").fill("Aaaaaa");
  await expect(page.getByText("Name contains too many repeated characters")).toBeVisible();
  await page.getByLabel("Contact Number").fill("98765");
  await expect(page.getByText("Phone number should be at least 10 digits for India")).toBeVisible();
  await page.getByLabel("Contact Number").fill("98765432101");
  await expect(page.getByText("Phone number should be at most 10 digits for India")).toBeVisible();

  await page.getByRole("button", { name: "Submit" }).click();
  await expectToast(page, "Invalid Name", "Name contains too many repeated characters");

  await fill(page, "Asha Rao", "");
  await page.getByRole("button", { name: "Submit" }).click();
  await expectToast(page, "Contact Required", "Please enter your contact number to continue.");

  await fill(page, "Asha Rao", "98765 43210");
  await page.getByRole("button", { name: "Submit" }).click();
  await expectToast(page, "Information Submitted", "Thank you, Asha Rao! Your Visa details are ready.");
  await expect(
    page.getByText("Thank you for your submission! Someone from our team will get back to you soon with further updates and process details."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: /India to .*Thailand/ })).toBeVisible();
  await expect(page.getByRole("group", { name: "Show fees in" })).toBeVisible();
  await page.screenshot({ path: `test-results/consultation-${test.info().project.name}.png`, fullPage: true });

  await page.getByRole("button", { name: "Start Over" }).click();
  await expect(page.getByRole("heading", { name: "Where are you going?" })).toBeVisible();
  expect(problems).toEqual([]);
});

test("a second submission within 30 s gets the Too Many Requests toast with the limiter's message", async ({ page }) => {
  await toStep2(page);
  await fill(page, "Asha Rao", "9876543210");
  await page.getByRole("button", { name: "Submit" }).click();
  await expectToast(page, "Information Submitted", /Thank you, Asha Rao!/);
  await page.getByRole("button", { name: "Start Over" }).click();
  await toStep2(page, "japan", "Japan");
  await fill(page, "Asha Rao", "9876543210");
  await page.getByRole("button", { name: "Submit" }).click();
  await expectToast(page, "Too Many Requests", /^Please wait (30|29|28|27|26|25) seconds before making another request\.$/);
  await expect(page.getByRole("heading", { name: "Your details for Japan" })).toBeVisible();
});

test("markup in the name is inert: stripped before the toast, nothing runs", async ({ page }) => {
  await toStep2(page);
  await fill(page, '<img src=x onerror="window.__pwned=1">Meera', "9876543210");
  await page.getByRole("button", { name: "Submit" }).click();
  await expectToast(page, "Information Submitted", "Thank you, Meera! Your Visa details are ready.");
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test("a failed save keeps the form and shows the save failure", async ({ page }) => {
  await failSaves(page, "leads.consultation");
  await toStep2(page);
  await fill(page, "Asha Rao", "9876543210");
  await page.getByRole("button", { name: "Submit" }).click();
  await expectToast(page, "Error", "Failed to save your information. Please try again.");
  await expect(page.getByLabel("Full Name")).toHaveValue("Asha Rao");
  await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();
});

test("an unreachable server shows the unexpected-failure text", async ({ page }) => {
  await page.route("**/trpc/leads.consultation**", (route) => route.abort("failed"));
  await toStep2(page);
  await fill(page, "Asha Rao", "9876543210");
  await page.getByRole("button", { name: "Submit" }).click();
  await expectToast(page, "Error", "An unexpected error occurred. Please try again.");
});

test("Submit is disabled while saving", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/trpc/leads.consultation**", async (route) => {
    await held;
    await route.continue();
  });
  await toStep2(page);
  await fill(page, "Asha Rao", "9876543210");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  release();
  await expectToast(page, "Information Submitted", /Asha Rao/);
});
