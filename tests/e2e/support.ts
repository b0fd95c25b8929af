/** Helpers shared by the Playwright journeys. */
import type { BrowserContext, Page } from "@playwright/test";

/** Collects console errors and warnings (hydration warnings included) and page errors. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Waits until the page's script runs: React owns an app page (html[data-hydrated]), or the static shell a static one. */
export async function hydrated(page: Page) {
  // The app's pages mark data-hydrated; the static pages mark data-shell once their script is running.
  await page.locator("html[data-hydrated], html[data-shell]").waitFor({ state: "attached" });
}

/**
 * Scrolls to the page's requirement map and waits for it: the map is fetched only when it nears the viewport
 * (client/components/server-fragment.tsx), as a visitor scrolling down the page would have it.
 */
export async function showMap(page: Page) {
  const frame = page.locator(".req-map__frame").first();
  await frame.scrollIntoViewIfNeeded();
  await frame.locator("svg").waitFor({ state: "attached" });
}

/** A visitor with no stored consent: the cookie banner shows. */
export const FRESH_STATE = { cookies: [], origins: [] };

/**
 * Records every request to a host other than the site and answers it (the machine is offline), so a spec can
 * assert which third parties a page contacted.
 */
export async function recordThirdParties(context: BrowserContext) {
  const hosts: string[] = [];
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (url.hostname !== "127.0.0.1" && url.protocol !== "data:") hosts.push(url.href);
  });
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  );
  return hosts;
}

/** Picks a country in a picker by typing a query and choosing the option. */
export async function pickCountry(page: Page, pickerLabel: string, query: string, option: string) {
  await page.getByRole("combobox", { name: pickerLabel }).click();
  await page.getByPlaceholder("Search countries...").fill(query);
  await page.getByRole("option", { name: option }).click();
}
