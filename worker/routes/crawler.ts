/**
 * @module Files for crawlers: /sitemap.xml (every static path of the app's route tree), /robots.txt
 * (allows everything, names the sitemap) and /ads.txt (its DIRECT line from the ADS_TXT var).
 */
import { Hono } from "hono";
import { routeTree } from "../../client/route-tree";
import { getConfig } from "../config";
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
 * The sitemap of the route tree: one absolute URL per static path, SITE_URL + path (its trailing slashes
 * dropped). Built on every request, walking the tree again: the paths are fixed at build time and the walk
 * over a few dozen routes is cheap, so nothing is kept between requests.
 * @param paths the static paths (default: those of the app's route tree).
 */
export function sitemapXml(siteUrl: string, paths: readonly string[] = staticPaths(routeTree)): string {
  const urls = paths.map((path) => `  <url><loc>${xmlText(origin(siteUrl) + path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The crawler routes, mounted at the app root before the SSR catch-all. */
export const crawlerRoutes = new Hono<AppEnv>();

crawlerRoutes.get("/sitemap.xml", (c) => c.body(sitemapXml(getConfig(c.env).site.url), 200, { "Content-Type": "application/xml; charset=utf-8" }));

crawlerRoutes.get("/robots.txt", (c) =>
  c.body(`User-agent: *\nAllow: /\n\nSitemap: ${origin(getConfig(c.env).site.url)}/sitemap.xml\n`, 200, {
    "Content-Type": "text/plain; charset=utf-8",
  }),
);

// Spec (ads.txt): one line declaring the advertising seller relationship as DIRECT; the line is configuration.
crawlerRoutes.get("/ads.txt", (c) => c.body(`${getConfig(c.env).adsTxt}\n`, 200, { "Content-Type": "text/plain; charset=utf-8" }));
