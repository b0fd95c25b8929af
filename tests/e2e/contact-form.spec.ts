/** The contact page (decision 8): contact details and the working form, at 390 px and 1280 px. */
import { expect, test } from "@playwright/test";
import { asNewClient, expectToast, failSaves } from "./leads-support";
import { hydrated, watchConsole } from "./support";

test.beforeEach(async ({ page }) => {
  await asNewClient(page);
  await page.goto("/contact-us");
  await hydrated(page);
});

test("shows the phone, both addresses and the support hours", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await expect(page.getByRole("link", { name: "+91 00000 00000" })).toBeVisible();
  await expect(page.getByRole("link", { name: "hello@visafeeatlas.example" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "api@visafeeatlas.example" }).first()).toBeVisible();
  await expect(page.getByText("Monday to Friday, 9:00 AM to 6:00 PM IST")).toBeVisible();
});

test("validates, sends, clears, then refuses a second message within the cooldown", async ({ page }) => {
  const problems = watchConsole(page);
  const form = page.getByRole("region", { name: "Send us a message" });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, "Validation Error", "Please fix the errors below and try again.");
  for (const message of ["Name is required", "Email is required", "Subject is required", "Message is required"]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await form.getByLabel("Name").fill("Meera Iyer");
  await form.getByLabel("Email").fill("meera@example.com");
  await form.getByLabel("Subject").fill("Japan fees");
  await form.getByLabel("Message").fill("Short");
  await expect(form.getByText("Message must be at least 10 characters long")).toBeVisible();
  await form.getByLabel("Message").fill("Is the Japan visa fee the same for children?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, "Message Sent", "Thank you! We'll get back to you soon.");
  await expect(form.getByLabel("Subject")).toHaveValue("");
  await page.screenshot({ path: `test-results/contact-${test.info().project.name}.png`, fullPage: true });

  await form.getByLabel("Name").fill("Meera Iyer");
  await form.getByLabel("Email").fill("meera@example.com");
  await form.getByLabel("Subject").fill("Again");
  await form.getByLabel("Message").fill("A second message straight after the first.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, "Too Many Requests", /^Please wait \d+ seconds before making another request\.$/);
  // The refused request's 429 is logged by the browser itself; nothing else may be.
  expect(problems.filter((p) => !/status of 429/.test(p))).toEqual([]);
});

test("a failed save keeps the message and shows the error toast", async ({ page }) => {
  await failSaves(page, "leads.contact");
  const form = page.getByRole("region", { name: "Send us a message" });
  await form.getByLabel("Name").fill("Meera Iyer");
  await form.getByLabel("Email").fill("meera@example.com");
  await form.getByLabel("Subject").fill("Japan fees");
  await form.getByLabel("Message").fill("Is the Japan visa fee the same for children?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, "Error", "Failed to send your message. Please try again.");
  await expect(form.getByLabel("Subject")).toHaveValue("Japan fees");
});

test("a retry of the same values sends the same idempotency key, and an edit a new one", async ({ page }) => {
  const keys: string[] = [];
  await failSaves(page, "leads.contact", (body) => keys.push(/"idempotencyKey":"([^"]+)"/.exec(body)?.[1] ?? ""));
  const form = page.getByRole("region", { name: "Send us a message" });
  await form.getByLabel("Name").fill("Meera Iyer");
  await form.getByLabel("Email").fill("meera@example.com");
  await form.getByLabel("Subject").fill("Japan fees");
  await form.getByLabel("Message").fill("Is the Japan visa fee the same for children?");
  const send = form.getByRole("button", { name: "Send Message" });
  for (let sent = 1; sent <= 2; sent++) {
    await send.click();
    await expect.poll(() => keys.length).toBe(sent);
    await expect(send).toBeEnabled();
  }
  await form.getByLabel("Subject").fill("Japan fees for children");
  await send.click();
  await expect.poll(() => keys.length).toBe(3);
  expect(keys[0]).toMatch(/^[\w-]{16,64}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});
