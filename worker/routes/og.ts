/**
 * @module The social images, 1200 × 630 PNG: `/og/{page}.png` for the main pages (shared/share/og-pages.ts) and
 * `/og/check/{PASSPORT}-{DESTINATION}.png` with a check's answer ("India → Thailand: Visa free, 60 days", from the
 * same loadVisaCheck the result page shows). No query is read: one URL per image, and any query string is a 400.
 * A path that names no page, an odd spelling or a pair not in the data is a 404. Drawn images are kept in the Cache
 * API, a check's under its data version and day (a reseed or a new day draws it again), a page's under the URL.
 */
import { Hono, type Context } from "hono";
import { checkAnswerOf, checkPairOf } from "../../shared/share/check-answer";
import { OG_PAGES } from "../../shared/share/og-pages";
import { ogCardSvg } from "../../shared/share/og-svg";
import { ogCheckFileSchema, ogPageFileSchema } from "../../shared/schemas/og";
import { isoDateOf } from "../../shared/units/iso-date";
import { loadDataVersion } from "../db/queries/datasets";
import type { AppEnv } from "../env";
import { svgToPng } from "../og/render-png";
import { CountryNotFoundError } from "../services/errors";
import { loadVisaCheck } from "../services/visa-check";

/** Seconds browsers and shared caches (social sites' crawlers) may keep an image. */
const PAGE_IMAGE_MAX_AGE_SECONDS = 86_400;
const CHECK_IMAGE_MAX_AGE_SECONDS = 3_600;
/** Bumped when the drawing changes, so the Cache API never serves an old drawing. */
const DRAWING_VERSION = "1";

export const ogRoutes = new Hono<AppEnv>();

function hostOf(siteUrl: string): string {
  return new URL(siteUrl).host;
}

/** The cached PNG under `key`, or a new one from `draw()`, answered with `maxAge`. */
async function pngAnswer(c: Context<AppEnv>, key: string, maxAge: number, draw: () => Promise<string>): Promise<Response> {
  const headers = { "Content-Type": "image/png", "Cache-Control": `public, max-age=${maxAge}` };
  const cache = (caches as unknown as { default: Cache }).default;
  const cacheKey = new Request(`${new URL(c.req.url).origin}/og-cache/${DRAWING_VERSION}/${encodeURIComponent(key)}`);
  const hit = await cache.match(cacheKey);
  if (hit) return new Response(hit.body, { status: 200, headers: { ...headers, "Server-Timing": "og-cache;desc=hit" } });
  const svg = await draw();
  const started = performance.now();
  const png = await svgToPng(svg);
  const timing = `og-cache;desc=miss, render;dur=${(performance.now() - started).toFixed(2)}`;
  c.executionCtx.waitUntil(cache.put(cacheKey, new Response(png, { headers: { ...headers } })));
  return new Response(png, { status: 200, headers: { ...headers, "Server-Timing": timing } });
}

ogRoutes.get("/og/check/:file", async (c) => {
  if (new URL(c.req.url).search) return c.text("This image takes no query parameters.", 400);
  const pair = ogCheckFileSchema.safeParse(c.req.param("file"));
  if (!pair.success) return c.text("No such image.", 404);
  const db = c.var.db();
  const today = isoDateOf(new Date());
  try {
    const version = await loadDataVersion(db);
    // The check is loaded only to draw: a kept image answers from the cache alone (an unknown pair is never kept).
    return await pngAnswer(c, `check|${pair.data.passport}-${pair.data.destination}|${version}|${today}`, CHECK_IMAGE_MAX_AGE_SECONDS, async () => {
      const check = await loadVisaCheck(db, { ...pair.data, visaType: "tourist", today });
      return ogCardSvg(
        // Title and pill read as the one line checkLineOf gives: "India → Thailand:" then "Visa free, 60 days".
        { kicker: "Visa check", title: `${checkPairOf(check)}:`, subtitle: "" },
        hostOf(c.var.config.site.url),
        { text: checkAnswerOf(check), free: !check.card.visaRequired },
      );
    });
  } catch (error) {
    if (error instanceof CountryNotFoundError) return c.text("No such image.", 404);
    throw error;
  }
});

ogRoutes.get("/og/:file", async (c) => {
  if (new URL(c.req.url).search) return c.text("This image takes no query parameters.", 400);
  const page = ogPageFileSchema.safeParse(c.req.param("file"));
  if (!page.success) return c.text("No such image.", 404);
  const site = c.var.config.site.url;
  return pngAnswer(c, `page|${page.data}|${site}`, PAGE_IMAGE_MAX_AGE_SECONDS, async () => ogCardSvg(OG_PAGES[page.data], hostOf(site)));
});
