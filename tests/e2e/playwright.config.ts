/**
 * Playwright against `wrangler dev` on local D1/KV (migrated and seeded by the web server command),
 * in Debian's Chromium: no browser download.
 */
import { defineConfig, devices } from "@playwright/test";
import { THIRD_PARTIES } from "./third-parties";

const PORT = Number(process.env.E2E_PORT ?? 8799);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: ".",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  outputDir: "../../test-results",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
    trace: "retain-on-failure",
    // A visitor who already chose "Reject All", so the cookie banner stays out of the journeys; the consent spec
    // starts from an empty state instead.
    storageState: {
      cookies: [
        {
          name: "consent",
          value: "v1.n1a0d0f0.2026-11-23T10:00:00.000Z",
          domain: "127.0.0.1",
          path: "/",
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: "Lax",
        },
      ],
      origins: [],
    },
  },
  projects: [
    { name: "mobile-390", use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true } },
    { name: "desktop-1280", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // Third parties configured (with hosts the page can never reach offline: the consent spec intercepts them),
    // so the journeys prove they load only with consent.
    command: [
      `bash scripts/ensure-dev-vars.sh && npm run db:seed && npx wrangler dev --ip 127.0.0.1 --port ${PORT} --var DEV_MODE:1 --var DEV_COUNTRY:IN`,
      `--var ANALYTICS_ID:${THIRD_PARTIES.analyticsId} --var ADS_CONVERSION_ID:${THIRD_PARTIES.adsConversionId}`,
      `--var "AFFILIATE_FLIGHTS_WIDGET_URL:${THIRD_PARTIES.flightsWidgetUrl}" --var "AFFILIATE_HOSTELS_WIDGET_URL:${THIRD_PARTIES.hostelsWidgetUrl}"`,
    ].join(" "),
    cwd: "../..",
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: { NODE_ENV: "production" },
  },
});
