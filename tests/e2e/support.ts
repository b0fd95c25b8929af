/** Helpers shared by the Playwright journeys. */
import type { Page } from "@playwright/test";

/** Collects console errors and warnings (hydration warnings included) and page errors. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Waits until React owns the page (the root sets html[data-hydrated] after hydration). */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
