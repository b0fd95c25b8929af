/**
 * @module The short article paths (decision 6): each answers 301 to the real page, so links from older copy
 * and from elsewhere never dead-end. Mounted before the SSR catch-all.
 */
import { Hono } from "hono";
import { compactQuery, isFormSubmission } from "../../shared/schengen/calculator-query";
import type { AppEnv } from "../env";
import { firstValueQuery } from "../seo/page-address";
import { pageLocation, pagePathOf } from "../seo/page-paths";

/** Short path → real page, exactly as decision 6 lists them. */
export const SHORT_PATH_REDIRECTS: Readonly<Record<string, string>> = {
  "/visa-interview-tips": "/visa/visa-interview-tips",
  "/visa-document-checklist": "/visa/visa-document-checklist",
  "/student-visa-guide": "/visa/student-visa-guide",
  "/financial-requirements": "/passport/financial-requirements",
};

/** The redirect routes; the query string is kept, a trailing slash is accepted. */
export const redirectRoutes = new Hono<AppEnv>();

for (const [from, to] of Object.entries(SHORT_PATH_REDIRECTS)) {
  for (const path of [from, `${from}/`]) {
    redirectRoutes.get(path, (c) => {
      const search = new URL(c.req.url).search;
      return c.redirect(`${to}${search}`, 301);
    });
  }
}

/**
 * A page's URL with a parameter given more than once answers 301 to its one canonical form: `?holds=us-visa&holds=uk-visa`
 * (what a GET form of checkboxes sends) becomes `?holds=us-visa,uk-visa`, which the pages read; any other repeated
 * parameter keeps its first value, as the pages read it (client/search-params.ts; the rule is `firstValueQuery`, which
 * the page cache's canonical address starts from too). Only the repetition is answered 301: a parameter no page reads,
 * or their order, only leaves the page cache's key (seo/page-address.ts), because campaign tags (`utm_*`) must reach
 * the browser's analytics and a round trip per stray parameter would cost every such visitor. The Location is built from the
 * route's own path (worker/seo/page-paths.ts), never the raw one; a path that names no page goes on to the 404.
 */
redirectRoutes.get("*", async (c, next) => {
  const url = new URL(c.req.url);
  const repeated = new Set<string>();
  const seen = new Set<string>();
  for (const name of url.searchParams.keys()) (seen.has(name) ? repeated : seen).add(name);
  if (repeated.size === 0) return next();
  const page = pagePathOf(url.pathname, c.get("basePath"));
  if (!page) return next();
  const query = firstValueQuery(url.searchParams).toString().replaceAll("%2C", ",");
  return c.redirect(pageLocation(page, query ? `?${query}` : ""), 301);
});

/**
 * The Schengen calculator's GET form sends one field per value (`e1=…&x1=…&on=…`): answered with 303 to the compact,
 * shareable URL the page reads (`?s=2026-01-05~2026-01-20&on=…`), with a removed row left out.
 */
redirectRoutes.get("/schengen-calculator", async (c, next) => {
  const query = new URL(c.req.url).searchParams;
  if (!isFormSubmission(query)) return next();
  return c.redirect(`/schengen-calculator${compactQuery(query)}`, 303);
});
