/** @module The routes the audit visits: every page of the sitemap (the route table) plus the spec's extra states. */

/** The Schengen calculator with two stays, a control date, a planned entry and days wanted (issue #22). */
export const SCHENGEN_AUDIT_STATE = "/schengen-calculator?s=2026-01-05~2026-01-20,2026-03-01~2026-03-10&on=2026-04-01&plan=2026-05-01&n=30";

/** The trip planner with the example trip (issue #36): Dubai airside, London, Paris, Frankfurt airside. */
export const TRIP_AUDIT_STATE =
  "/trip?passport=IN&stops=AE~2027-03-01~2027-03-01~a,GB~2027-03-01~2027-03-08~s,FR~2027-03-08~2027-03-15~s,DE~2027-03-15~2027-03-15~a";

/**
 * Extra states beyond the sitemap: a search, a deep-linked home result (and one with a document held, issue #21, and
 * one with an announced fee, issue #32), a
 * passport's changes, a comparison with its map, the finder with documents held, the Schengen calculator with stays, the trip
 * planner with the example trip, the alerts' pages (never in the sitemap), and the not-found page.
 */
export const EXTRA_ROUTES = [
  "/visa-fees?search=thai",
  "/?from=IN&to=TH",
  "/?from=IN&to=MX&holds=us-visa",
  "/?from=IN&to=US",
  "/visa-free?passport=IN&holds=us-visa,uk-visa,schengen-visa",
  SCHENGEN_AUDIT_STATE,
  TRIP_AUDIT_STATE,
  "/changes?passport=IN",
  "/compare-passports?passports=IN,AE,SG",
  // The alerts' pages (issue #47), outside the sitemap: a refused request's form, a link no longer valid, the end.
  "/alerts?follow=pair&passport=IN&to=TH&error=email-invalid",
  "/alerts/manage",
  "/alerts/unsubscribe?done=1",
  "/no-such-page-audit",
];

/** Every path to audit, sitemap first, each once. */
export async function auditRoutes(base: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");
  if (paths.length === 0) throw new Error("the sitemap lists no pages");
  return [...new Set([...paths, ...EXTRA_ROUTES])];
}
