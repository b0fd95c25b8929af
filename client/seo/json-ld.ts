/** @module Schema.org structured data (JSON-LD) for a page, built from a typed description and the site URL. */
import { BRAND } from "../site";

/** Spec (Page metadata): the published/modified date used when a page states none, ISO 8601 (YYYY-MM-DD). */
export const DEFAULT_CONTENT_DATE = "2025-07-29";

/**
 * What a page says about itself in structured data. The site URL is added when rendering, so a route only
 * describes its own kind of content.
 */
export type StructuredData =
  /** The home page: the site itself, with the free-text search at /visa-fees?search={term} as its SearchAction. */
  | { type: "WebSite" }
  /** A page that is neither the site, a service nor an article (e.g. a country list). Dates default to 2025-07-29. */
  | { type: "WebPage"; datePublished?: string; dateModified?: string }
  /** A visa-fee page: the fee information offered as a service of the site. */
  | { type: "Service"; serviceType: string }
  /**
   * Built by its own module from the page facts: the guides' Article and FAQPage (./guide-ld.ts), which only the
   * server's routes use, so the browser's bundle does not carry their builders.
   */
  | { type: "Built"; build: (page: LdPage) => LdObject };

/** The page facts structured data refers to (absolute URLs). */
export interface LdPage {
  title: string;
  description: string;
  /** Absolute canonical URL of the page. */
  url: string;
  /** Absolute URL of the social image. */
  image: string;
  /** Absolute site origin without a trailing slash, e.g. https://visafeeatlas.example. */
  siteUrl: string;
}

/** One JSON-LD object. */
export type LdObject = { "@context": "https://schema.org"; "@type": string; [key: string]: unknown };

/** The site's publisher, as an Organization. */
export function organization(siteUrl: string) {
  return { "@type": "Organization", name: BRAND, url: `${siteUrl}/` };
}

/** Builds the JSON-LD object of one structured-data description for a page. */
export function buildJsonLd(data: StructuredData, page: LdPage): LdObject {
  const context = "https://schema.org" as const;
  switch (data.type) {
    case "WebSite":
      return {
        "@context": context,
        "@type": "WebSite",
        name: BRAND,
        url: `${page.siteUrl}/`,
        description: page.description,
        datePublished: DEFAULT_CONTENT_DATE,
        dateModified: DEFAULT_CONTENT_DATE,
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${page.siteUrl}/visa-fees?search={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      };
    case "WebPage":
      return {
        "@context": context,
        "@type": "WebPage",
        name: page.title,
        description: page.description,
        url: page.url,
        datePublished: data.datePublished ?? DEFAULT_CONTENT_DATE,
        dateModified: data.dateModified ?? DEFAULT_CONTENT_DATE,
        isPartOf: { "@type": "WebSite", name: BRAND, url: `${page.siteUrl}/` },
      };
    case "Service":
      return {
        "@context": context,
        "@type": "Service",
        name: page.title,
        serviceType: data.serviceType,
        description: page.description,
        url: page.url,
        provider: organization(page.siteUrl),
      };
    case "Built":
      return data.build(page);
  }
}

/**
 * JSON text safe inside `<script type="application/ld+json">`: `<`, `>`, `&` and the JavaScript line
 * separators become \u escapes, so stored text can never close the script element; JSON parsers read them back.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
