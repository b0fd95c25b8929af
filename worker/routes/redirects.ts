/**
 * @module The short article paths (decision 6): each answers 301 to the real page, so links from older copy
 * and from elsewhere never dead-end. Mounted before the SSR catch-all.
 */
import { Hono } from "hono";
import { compactQuery, isFormSubmission } from "../../shared/schengen/calculator-query";
import type { AppEnv } from "../env";

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
 * `?holds=us-visa&holds=uk-visa` (what a GET form of checkboxes sends) answers 301 to the one canonical
 * `?holds=us-visa,uk-visa` that the pages read, keeping every other parameter.
 */
redirectRoutes.get("*", async (c, next) => {
  const url = new URL(c.req.url);
  const holds = url.searchParams.getAll("holds");
  if (holds.length < 2) return next();
  url.searchParams.set("holds", holds.filter(Boolean).join(","));
  return c.redirect(`${url.pathname}${url.search.replaceAll("%2C", ",")}${url.hash}`, 301);
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
