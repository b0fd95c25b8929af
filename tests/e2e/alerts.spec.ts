/**
 * Alerts as a traveller meets them (issue #47), at 390 and 1280 px: follow the example trip from the planner's answer,
 * confirm from the saved message (the development outbox, as a mail client would show it), receive the change when
 * the data desk corrects the UK's fee (its command and the seed, on a scratch copy of data/), and stop everything
 * from the unsubscribe link. Nothing but the confirmation arrives before confirming.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";

const TRIP = "/trip?passport=IN&stops=AE~2027-03-01~2027-03-01~a,GB~2027-03-01~2027-03-08~s,FR~2027-03-08~2027-03-15~s,DE~2027-03-15~2027-03-15~a";
const OPS = { Authorization: "Bearer dev-ops-token" };
/** The checkout, whose local D1 the server reads. */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

interface Kept {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The messages the local outbox kept for `to`, waiting up to 20 s for the `count`-th (the queue batches for 5 s). */
async function messagesTo(page: Page, to: string, count: number): Promise<Kept[]> {
  for (let i = 0; i < 40; i++) {
    const answer = await page.request.get(`/ops/alerts?messages=1&to=${encodeURIComponent(to)}`, { headers: OPS });
    const { messages } = (await answer.json()) as { messages: Kept[] };
    if (messages.length >= count) return messages;
    await page.waitForTimeout(500);
  }
  throw new Error(`no message ${count} to ${to}`);
}

/** The path and query of the first link in `text` to `path` (the message's links name the deployed site). */
function linkTo(text: string, path: string): string {
  const url = new RegExp(`https?://[^\\s]+${path.replace(/\//g, "\\/")}\\?token=[\\w.-]+`).exec(text)?.[0];
  if (!url) throw new Error(`no ${path} link in:\n${text}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** Runs a command of the checkout (its output is kept for a failure's message). */
function run(command: string, args: string[]): string {
  return execFileSync(command, args, { cwd: ROOT, encoding: "utf8", stdio: "pipe" });
}

/** The UK Standard Visitor visa's fee record for Indian passports (india-fees.v2.json), which the desk corrects. */
const UK_FEE_ID = "gb-tourist-standard-visitor-visa-up-to-6-months";

/**
 * Makes `scratch` a data folder (data/'s folders linked, its desk/ copied), applies a reviewed correction of the UK fee
 * to it with `npm run data:desk -- --data`, and loads it into the local D1 with `npm run db:seed -- --data`.
 */
function correctUkFeeThroughTheDesk(scratch: string): void {
  const data = path.join(ROOT, "data");
  for (const folder of readdirSync(data, { withFileTypes: true }))
    if (folder.isDirectory() && folder.name !== "desk") symlinkSync(path.join(data, folder.name), path.join(scratch, folder.name));
  cpSync(path.join(data, "desk"), path.join(scratch, "desk"), { recursive: true });
  const record = (
    JSON.parse(readFileSync(path.join(data, "visa-fees/india-fees.v2.json"), "utf8")) as Array<{ id: string; fee: { amount: number } }>
  ).find((r) => r.id === UK_FEE_ID);
  if (!record) throw new Error(`${UK_FEE_ID} is not in india-fees.v2.json`);
  const today = new Date().toISOString().slice(0, 10);
  const change = {
    id: `${today}-e2e-uk-visitor-fee`,
    reviewedOn: today,
    reviewedBy: "Playwright",
    finding: "UK Standard Visitor visa fee (an end-to-end test's correction)",
    changes: [
      {
        kind: "fee",
        id: UK_FEE_ID,
        set: { fee: { amount: record.fee.amount + 10, currency: "GBP" } },
        isVerified: true,
        source: "GOV.UK: Visa fees",
        sourceUrl: "https://www.gov.uk/government/publications/visa-regulations-revised-table",
        official: true,
        sourceDate: today,
        checkedOn: today,
        evidence: "An end-to-end test's figure, applied to a scratch copy of the data only.",
        confidence: "high",
      },
    ],
  };
  const file = path.join(scratch, "change.json");
  writeFileSync(file, JSON.stringify(change, null, 1));
  run("npx", ["tsx", "scripts/data-desk.ts", file, "--data", scratch]);
  run("bash", ["scripts/seed-local.sh", "--data", scratch]);
}

test("a followed trip: confirmed from its message, told when the UK's fee changes, stopped in one click", async ({ page }, info) => {
  test.setTimeout(120_000);
  // One address per run: the outbox keeps a day of messages, and a retry must not read an earlier run's.
  const email = `trip-${info.project.name}-${Date.now()}@example.com`;
  await page.goto(TRIP);
  const form = page.locator("#get-alerts");
  await expect(form.getByRole("heading", { name: "Get alerts for this trip" })).toBeVisible();
  await form.getByLabel("Your e-mail address").fill(email);
  await form.getByRole("button", { name: "Get alerts" }).click();
  await expect(form.getByRole("status")).toHaveText(/^Check your inbox: we have sent a message to confirm these alerts\./);
  await form.screenshot({ path: info.outputPath("alerts-form.png") });

  const [confirmation] = await messagesTo(page, email, 1);
  expect(confirmation!.subject).toBe("Confirm your Visa Fee Atlas alerts");
  expect(confirmation!.text).toContain("asked on https://visafeeatlas.example/trip?passport=IN&stops=AE~2027-03-01");
  expect(confirmation!.text).toContain("- Your trip: United Arab Emirates, United Kingdom, France, Germany (1 Mar 2027 to 15 Mar 2027)");

  await page.goto(linkTo(confirmation!.text, "/alerts/confirm"));
  await expect(page.getByRole("heading", { name: "Confirm your alerts" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm my alerts" }).click();
  await expect(page).toHaveURL(/\/alerts\/manage\?token=.+&confirmed=1$/);
  await expect(page.getByRole("status")).toHaveText("Your alerts are on. Each message says what changed, before and after, with its source.");
  await expect(page.getByRole("link", { name: /^Your trip: United Arab Emirates/ })).toHaveAttribute("href", /^\/trip\?passport=IN&stops=/);
  await page.screenshot({ path: info.outputPath("alerts-manage.png"), fullPage: true });

  // The UK's visitor visa fee is corrected through the data desk, in a scratch copy of data/ (the command and the seed
  // the desk's reviewers run, not a hand edit of the database), then tomorrow's run. The checkout's data is reseeded after.
  const scratch = mkdtempSync(path.join(tmpdir(), "alerts-desk-"));
  try {
    correctUkFeeThroughTheDesk(scratch);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const run = await page.request.post(`/ops/alerts/run?day=${tomorrow}`, { headers: OPS });
    expect(run.status()).toBe(200);
    const [, digest] = await messagesTo(page, email, 2);
    expect(digest!.subject).toMatch(/^What changed: Your trip: United Arab Emirates/);
    expect(digest!.text).toMatch(/Stop 2: United Kingdom, 1 Mar 2027 to 8 Mar 2027: Fee: .+: GBP [\d,.]+ → GBP [\d,.]+/);
    // The desk's source, with its date, is the change's source.
    expect(digest!.text).toMatch(/Source: GOV\.UK: Visa fees, .+\d{4}/);
    expect(digest!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // The HTML part as a mail client shows it (a page of its own, no site styles), and its links.
    const mail = await page.context().newPage();
    await mail.setContent(digest!.html);
    await expect(mail.getByRole("heading", { level: 2 })).toHaveText(/^Your trip: United Arab Emirates/);
    await expect(mail.getByRole("listitem")).toContainText(/Stop 2: United Kingdom.+GBP [\d,.]+ → GBP [\d,.]+/);
    await expect(mail.getByRole("link", { name: "Stop all alerts" })).toHaveAttribute("href", /\/alerts\/unsubscribe\?token=/);
    await mail.screenshot({ path: info.outputPath("alerts-digest-mail.png"), fullPage: true });
    await mail.close();
    // Both messages as a mail client receives them (headers, then the text), beside the screenshots.
    writeFileSync(
      info.outputPath("messages.txt"),
      [confirmation!, digest!]
        .map((m) => [`To: ${m.to}`, `Subject: ${m.subject}`, ...Object.entries(m.headers).map(([k, v]) => `${k}: ${v}`), "", m.text].join("\n"))
        .join("\n\n----------\n\n"),
    );
    // One click: the unsubscribe link's page, one button.
    await page.goto(linkTo(digest!.text, "/alerts/unsubscribe"));
    await page.getByRole("button", { name: "Stop all alerts" }).click();
    await expect(page).toHaveURL(/\/alerts\/unsubscribe\?done=1$/);
    await expect(page.getByRole("status")).toHaveText("You will get no more alerts, and we have deleted your address.");
    // The message's manage link no longer works: the address is gone.
    await page.goto(linkTo(digest!.text, "/alerts/manage"));
    await expect(page.getByRole("alert")).toHaveText("This link is not valid. Links stop working when the alerts they manage are stopped.");
  } finally {
    run("bash", ["scripts/seed-local.sh"]);
    rmSync(scratch, { recursive: true, force: true });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, and a malformed address comes back beside the field", async ({ page }) => {
    await page.goto("/visa-free?passport=IN");
    const form = page.locator("#get-alerts");
    await form.getByLabel("Your e-mail address").fill("a@b");
    // The browser's own check would stop a malformed address; a server must still say why.
    await form.locator("form").evaluate((f: HTMLFormElement) => f.setAttribute("novalidate", ""));
    await form.getByRole("button", { name: "Get alerts" }).click();
    await expect(page).toHaveURL(/\/alerts\?follow=passport&passport=IN&error=email-invalid$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get alerts: India passport: every destination");
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Your e-mail address")).toHaveAttribute("aria-invalid", "true");
  });
});
