/**
 * The site's limits as a visitor meets them (issue #44): a client past the read limit who picks a destination gets the
 * Too Many Requests toast with the seconds to wait, and the page stays usable. Each project is its own client
 * (CF-Connecting-IP, which `wrangler dev` passes through), so no other journey's calls count against it.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./support";

/** Waits, when less than `seconds` are left of the clock's minute (the limit's window), for the next minute. */
async function startOfWindow(seconds: number) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 200));
}

async function pick(page: Page, pickerLabel: string, query: string, option: string) {
  await page.getByRole("combobox", { name: pickerLabel }).click();
  await page.getByPlaceholder("Search countries...").fill(query);
  await page.getByRole("option", { name: option }).click();
}

test("a check past the read limit shows the Too Many Requests toast and keeps the page", async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const client = { "CF-Connecting-IP": `198.18.144.${info.parallelIndex + (info.project.name === "mobile-390" ? 10 : 20)}` };
  await page.setExtraHTTPHeaders(client);
  await page.goto("/");
  await hydrated(page);
  await startOfWindow(25);
  // 300 reads in a few seconds, ten to a request: the limit of a minute, spent.
  const batch = Array(10).fill("countries.list").join(",");
  for (let i = 0; i < 30; i++) await request.get(`/trpc/${batch}?batch=1&input={}`, { headers: client });
  expect((await request.get("/trpc/countries.list", { headers: client })).status()).toBe(429);

  await pick(page, "Where I'm Going", "thailand", "Thailand");
  const toast = page.locator(".toast");
  await expect(toast.getByText("Too Many Requests", { exact: true })).toBeVisible();
  await expect(toast).toContainText(/the site allows 300 a minute\)\. Please try again in \d+ seconds\./);
  // The page is still the page: its pickers are there and the header's navigation works.
  await expect(page.getByRole("combobox", { name: "Where I'm From" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
