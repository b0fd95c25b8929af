/**
 * @module The tools' structured data, WebApplication (schema.org), apart from ./json-ld.ts: the tools that answer from
 * a visitor's own input (the Schengen calculator, the trip planner) are static pages, so only the server's route tree
 * has them and the browser's bundle never carries this builder.
 */
import type { StructuredData } from "./json-ld";

/** A free tool in any browser, named `name`; its URL and description are the page's. */
export function webApplicationLd(name: string): StructuredData {
  return {
    type: "Built",
    build: (page) => ({
      "@context": "https://schema.org",
      "@type": "WebApplication",
      name,
      url: page.url,
      description: page.description,
      applicationCategory: "TravelApplication",
      operatingSystem: "Any",
      isAccessibleForFree: true,
      offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    }),
  };
}
