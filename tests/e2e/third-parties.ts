/** The third-party configuration the e2e server runs with (playwright.config.ts), shared with the specs. */
export const THIRD_PARTIES = {
  analyticsId: "G-E2ETEST1",
  adsConversionId: "AW-123456789",
  flightsWidgetUrl: "https://widgets.example.com/flights.js?o={origin}&d={destination}",
  hostelsWidgetUrl: "https://widgets.example.com/hostels.js?d={destination}",
} as const;
