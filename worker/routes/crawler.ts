/**
 * @module Files for crawlers: /sitemap.xml (every static path of the app's route tree, dated), /robots.txt
 * (allows everything, names the sitemap) and /ads.txt (its DIRECT line from the ADS_TXT var).
 */
import { Hono } from "hono";
import { routeTree } from "../../client/route-tree";
import { ALL_PAGES } from "../../shared/content/all-pages";
import type { IsoDate } from "../../shared/units/iso-date";
import { newestDatasetAsOn } from "../db/queries/datasets";
import type { AppEnv } from "../env";
import { staticPaths } from "../seo/route-paths";

/** Escapes the five XML special characters for text content. */
function xmlText(value: string): string {
  return value.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function origin(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, "");
}

/**
 * The static paths a crawler is told of: every page but the alerts' (issue #47), which follow a visitor's own
 * request or link and say `noindex` (the audit visits them as extra states, scripts/audit/routes.ts).
 */
export function sitemapPaths(): string[] {
  return staticPaths(routeTree).filter((path) => path !== "/alerts" && !path.startsWith("/alerts/"));
}

/**
 * The sitemap of the route tree: one absolute URL per static path, SITE_URL + path (its trailing slashes
 * dropped), with `<lastmod>` (a calendar date, YYYY-MM-DD) where `lastmodOf` knows when the page's content last
 * changed. Built on every request, walking the tree again: the paths are fixed at build time and the walk
 * over a few dozen routes is cheap, so nothing is kept between requests.
 * @param paths the static paths (default: those of the app's route tree).
 */
export function sitemapXml(
  siteUrl: string,
  paths: readonly string[] = sitemapPaths(),
  lastmodOf: (path: string) => IsoDate | null = () => null,
): string {
  const urls = paths.map((path) => {
    const lastmod = lastmodOf(path);
    return `  <url><loc>${xmlText(origin(siteUrl) + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Pages drawn from the data (requirements, fees, rates): they change when any dataset does. */
const DATA_PAGES = new Set([
  "/",
  "/visa-fees",
  "/visa-free",
  "/verified-visa-fees",
  "/changes",
  "/passport-ranking",
  "/compare-passports",
  "/visa-free-with-us-uk-schengen-visa",
]);

/** When each editorial page was last updated (its record's `updatedOn`). */
const EDITED_ON = new Map(ALL_PAGES.map((page) => [page.path, page.updatedOn as IsoDate]));

/**
 * When a page's content last changed: an editorial page's `updatedOn`, a data page's newest dataset date
 * (`dataAsOn`: the current requirements version, the fee records, the exchange rates); null for a page with no
 * dated content (the forms).
 */
export function pageLastmod(path: string, dataAsOn: IsoDate | null): IsoDate | null {
  return EDITED_ON.get(path) ?? (DATA_PAGES.has(path) ? dataAsOn : null);
}

/** The crawler routes, mounted at the app root before the SSR catch-all. */
export const crawlerRoutes = new Hono<AppEnv>();

crawlerRoutes.get("/sitemap.xml", async (c) => {
  const dataAsOn = await newestDatasetAsOn(c.var.db());
  const xml = sitemapXml(c.var.config.site.url, sitemapPaths(), (path) => pageLastmod(path, dataAsOn));
  return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8" });
});

crawlerRoutes.get("/robots.txt", (c) =>
  c.body(`User-agent: *\nAllow: /\n\nSitemap: ${origin(c.var.config.site.url)}/sitemap.xml\n`, 200, {
    "Content-Type": "text/plain; charset=utf-8",
  }),
);

// Spec (ads.txt): one line declaring the advertising seller relationship as DIRECT; the line is configuration.
crawlerRoutes.get("/ads.txt", (c) => c.body(`${c.var.config.adsTxt}\n`, 200, { "Content-Type": "text/plain; charset=utf-8" }));
