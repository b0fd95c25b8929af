/** Helpers for the lead journeys: a fresh client address per test (rate limits are per client), toasts, failures. */
import { expect, type Page } from "@playwright/test";

/** Sends a random CF-Connecting-IP (wrangler dev passes it through), so each test is a new client. */
export async function asNewClient(page: Page) {
  const b = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `10.${b()}.${b()}.${b()}` });
}

/** The visible toast with this title and description. */
export async function expectToast(page: Page, title: string, description: string | RegExp) {
  const toast = page.locator(".toast").filter({ hasText: title });
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  await expect(toast.locator(".toast__description")).toHaveText(description);
}

/**
 * Makes one tRPC mutation answer as a failed save (HTTP 500, generic message), as the Worker does when D1 fails;
 * `onBody` sees each request's body.
 */
export async function failSaves(page: Page, procedure: string, onBody?: (body: string) => void) {
  await page.route(`**/trpc/${procedure}**`, (route) => {
    onBody?.(route.request().postData() ?? "");
    return route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify([
        {
          error: {
            message: "An unexpected error occurred. Please try again.",
            code: -32603,
            data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500, path: procedure },
          },
        },
      ]),
    });
  });
}
