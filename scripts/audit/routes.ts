/** @module The routes the audit visits: every page of the sitemap (the route table) plus the spec's extra states. */

/**
 * Extra states beyond the sitemap: a search, a deep-linked home result (and one with a document held, issue #21), a
 * passport's changes, a comparison with its map, the finder with documents held, and the not-found page.
 */
export const EXTRA_ROUTES = [
  "/visa-fees?search=thai",
  "/?from=IN&to=TH",
  "/?from=IN&to=MX&holds=us-visa",
  "/visa-free?passport=IN&holds=us-visa,uk-visa,schengen-visa",
  "/changes?passport=IN",
  "/compare-passports?passports=IN,AE,SG",
  "/no-such-page-audit",
];

/** Every path to audit, sitemap first, each once. */
export async function auditRoutes(base: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");
  if (paths.length === 0) throw new Error("the sitemap lists no pages");
  return [...new Set([...paths, ...EXTRA_ROUTES])];
}
