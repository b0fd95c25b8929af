/**
 * @module One typed metadata definition per route (spec: Page metadata), turned into TanStack Router `head()`
 * output: title, description, canonical, Open Graph and Twitter tags, robots and JSON-LD.
 */
import { BRAND } from "../site";
import type { StructuredData } from "./json-ld";
import { ldScripts } from "./ld-scripts";

/** Spec: noindex,nofollow when a page is flagged, otherwise index,follow. */
export type Robots = "index,follow" | "noindex,nofollow";

/**
 * The default social image, a site-relative path: the home page's 1200 × 630 PNG card (worker/routes/og.ts; PNG,
 * since WhatsApp, Facebook and X show no SVG). Other pages name their own (shared/share/og-pages.ts).
 */
export const DEFAULT_OG_IMAGE = "/og/home.png";

/** What a route declares about itself; every URL is site-relative and made absolute from the site URL. */
export interface PageMeta {
  /** Document, Open Graph and Twitter title. */
  title: string;
  /** Meta, Open Graph and Twitter description. */
  description: string;
  /** Canonical path, e.g. "/visa-fees" (query strings left out); omitted for pages with no canonical (the not-found page). */
  path?: string;
  /** Defaults to "index,follow"; see `errorState`. */
  robots?: Robots;
  /**
   * The page shows an error state (an unknown code, a refused filter, a page past the end, input it cannot read):
   * "noindex,nofollow", so hundreds of such variants are never indexed (issue #31).
   */
  errorState?: boolean;
  /** Structured data, rendered as one `<script type="application/ld+json">` each. */
  jsonLd?: StructuredData | ReadonlyArray<StructuredData>;
  /** Social image, site-relative, a 1200 × 630 PNG; defaults to DEFAULT_OG_IMAGE. */
  image?: string;
  /** Open Graph type; "article" for guides, otherwise "website" (the default). */
  ogType?: "website" | "article";
}

/** A matched route as `head()` receives it: only the root's loader data (which carries `site.url`) is read. */
export type HeadMatch = { loaderData?: unknown };

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string };
type LinkTag = { rel: string; href: string };
type HeadScript = { type: string; children: string };

/** The `head()` result of a route. */
export interface PageHead {
  meta: MetaTag[];
  links: LinkTag[];
  scripts: HeadScript[];
}

/**
 * The site origin from the root loader data (`site.url`, the SITE_URL var), without a trailing slash;
 * "" if the root match has no loader data yet, which leaves URLs site-relative rather than wrong.
 */
export function siteUrlFrom(matches: ReadonlyArray<HeadMatch>): string {
  const data = matches[0]?.loaderData;
  if (typeof data !== "object" || data === null || !("site" in data)) return "";
  const site = (data as { site: unknown }).site;
  const url = typeof site === "object" && site !== null && "url" in site ? (site as { url: unknown }).url : undefined;
  return typeof url === "string" ? url.replace(/\/+$/, "") : "";
}

/**
 * Builds a route's `head()` output from its metadata. Canonical, og:url and image URLs are absolute
 * (site URL + path); JSON-LD scripts get the CSP nonce from the router (`ssr.nonce`) when HeadContent renders them.
 * @example head: ({ matches }) => pageHead({ title: "…", description: "…", path: "/visa-free" }, matches)
 */
export function pageHead(page: PageMeta, matches: ReadonlyArray<HeadMatch>): PageHead {
  const siteUrl = siteUrlFrom(matches);
  const url = page.path === undefined ? undefined : `${siteUrl}${page.path}`;
  const image = `${siteUrl}${page.image ?? DEFAULT_OG_IMAGE}`;
  const meta: MetaTag[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { name: "robots", content: page.robots ?? (page.errorState ? "noindex,nofollow" : "index,follow") },
    { property: "og:site_name", content: BRAND },
    { property: "og:type", content: page.ogType ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:image", content: image },
    // Every social image is a 1200 × 630 PNG (worker/routes/og.ts): sites can lay out the card before fetching it.
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    ...(url ? [{ property: "og:url", content: url }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  const ld = page.jsonLd === undefined ? [] : Array.isArray(page.jsonLd) ? page.jsonLd : [page.jsonLd as StructuredData];
  const ldPage = { title: page.title, description: page.description, url: url ?? `${siteUrl}/`, image, siteUrl };
  return {
    meta,
    links: url ? [{ rel: "canonical", href: url }] : [],
    scripts: ldScripts(ld, ldPage),
  };
}

/** The not-found page (spec: Not-found page): kept out of search indexes, no canonical. */
export const NOT_FOUND_META: PageMeta = {
  title: `Page Not Found | ${BRAND}`,
  description: "The page you are looking for does not exist or has moved.",
  robots: "noindex,nofollow",
};
