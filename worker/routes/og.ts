/**
 * @module The social images, 1200 × 630 PNG: `/og/{page}.png` for the main pages (shared/share/og-pages.ts) and
 * `/og/check/{PASSPORT}-{DESTINATION}.png` with a check's answer ("India → Thailand: Visa free, 60 days", from the
 * same loadVisaCheck the result page shows). No query is read: one URL per image, and any query string is a 400.
 * A path that names no page, an odd spelling or a pair not in the data is a 404. Drawn images are kept in the Cache
 * API: a page's under the URL, a check's under the data version and the words it draws (issue #44), never the day, so
 * a pair is drawn once per data version, and again only when a dated rule changes its answer. Drawing a check's image
 * that is not kept is limited per client (OG_DRAW_RATE); past it the generic site image answers.
 */
import { Hono, type Context } from "hono";
import { LRUCache } from "lru-cache";
import { checkAnswerOf, checkPairOf } from "../../shared/share/check-answer";
import { OG_PAGES } from "../../shared/share/og-pages";
import { ogCardSvg } from "../../shared/share/og-svg";
import { ogCheckFileSchema, ogPageFileSchema } from "../../shared/schemas/og";
import { isoDateOf } from "../../shared/units/iso-date";
import { loadDataVersion } from "../db/queries/datasets";
import type { AppEnv } from "../env";
import { svgToPng } from "../og/render-png";
import { clientNetworkOf, hashClient, MissingSaltError } from "../rate-limit/client-hash";
import { CountryNotFoundError } from "../services/errors";
import { loadVisaCheck } from "../services/visa-check";
import type { CurrencyCode } from "../../shared/units/money";

/** Seconds browsers and shared caches (social sites' crawlers) may keep an image. */
const PAGE_IMAGE_MAX_AGE_SECONDS = 86_400;
const CHECK_IMAGE_MAX_AGE_SECONDS = 3_600;
/** Bumped when the drawing changes, so the Cache API never serves an old drawing. */
const DRAWING_VERSION = "1";

/** What a check's card says: the pair line, the answer pill and whether the pill reads as visa-free. */
interface CheckCard {
  title: string;
  answer: string;
  free: boolean;
}

// The cards' words per data version, pair and day, so a kept image is answered without reading the check. Its own
// bound (not keptForVersion's shared map): a crawl over many pairs evicts only these. Finished values only.
const cards = new LRUCache<string, CheckCard>({ max: 2048 });

export const ogRoutes = new Hono<AppEnv>();

function hostOf(siteUrl: string): string {
  return new URL(siteUrl).host;
}

/** The Cache API key of the generic image answered for a page (`page`), or for a check past the draw limit. */
const pageImageKey = (page: string, siteUrl: string) => `page|${page}|${siteUrl}`;

/**
 * The cached PNG under `key`, or a new one from `draw()`, answered with `maxAge`. `mayDraw`, when given, is asked
 * before drawing an image that is not kept; when it answers a response, that response is the answer and nothing
 * is drawn.
 */
async function pngAnswer(
  c: Context<AppEnv>,
  key: string,
  maxAge: number,
  draw: () => Promise<string>,
  mayDraw?: () => Promise<Response | null>,
): Promise<Response> {
  const headers = { "Content-Type": "image/png", "Cache-Control": `public, max-age=${maxAge}` };
  const cache = (caches as unknown as { default: Cache }).default;
  const cacheKey = new Request(`${new URL(c.req.url).origin}/og-cache/${DRAWING_VERSION}/${encodeURIComponent(key)}`);
  const hit = await cache.match(cacheKey);
  if (hit) return new Response(hit.body, { status: 200, headers: { ...headers, "Server-Timing": "og-cache;desc=hit" } });
  const refused = mayDraw ? await mayDraw() : null;
  if (refused) return refused;
  const svg = await draw();
  const started = performance.now();
  const png = await svgToPng(svg);
  const timing = `og-cache;desc=miss, render;dur=${(performance.now() - started).toFixed(2)}`;
  c.executionCtx.waitUntil(cache.put(cacheKey, new Response(png, { headers: { ...headers } })));
  return new Response(png, { status: 200, headers: { ...headers, "Server-Timing": timing } });
}

/** The home page's card: the generic site image. */
function homeImage(c: Context<AppEnv>): Promise<Response> {
  const site = c.var.config.site.url;
  return pngAnswer(c, pageImageKey("home", site), PAGE_IMAGE_MAX_AGE_SECONDS, async () => ogCardSvg(OG_PAGES.home, hostOf(site)));
}

/**
 * Whether this client may draw one more check image now: the OG_DRAW_RATE binding (wrangler.toml, 30 a minute: a
 * person shares a few pairs, and a social site's crawler previews each shared link once, while a sweep asks for
 * hundreds), keyed by the hash of the client's network (an IPv6 /64, clientNetworkOf). Allowed without
 * CF-Connecting-IP (only local tools and tests send none), without the binding, or without IP_HASH_SALT (logged): a
 * missing limiter must not take the images down.
 */
async function mayDrawNow(c: Context<AppEnv>): Promise<boolean> {
  const address = c.req.header("CF-Connecting-IP");
  const limiter = c.env.OG_DRAW_RATE;
  if (!address || !limiter) return true;
  try {
    const key = await hashClient(clientNetworkOf(address), c.var.config.secrets.ipHashSalt);
    return (await limiter.limit({ key })).success;
  } catch (error) {
    if (!(error instanceof MissingSaltError)) throw error;
    console.error(JSON.stringify({ level: "error", event: "og_draw_limit_off", reason: "IP_HASH_SALT is not configured" }));
    return true;
  }
}

/**
 * Past the draw limit, the generic site image rather than a 429: the images are fetched by social sites' crawlers,
 * which fetch for every person sharing a link from a few addresses and seldom retry, so a 429 would leave a shared
 * link with no picture; the generic image is a true preview of the site, kept in the cache, and costs no drawing.
 * `no-store`, so neither the edge nor a crawler keeps it under the pair's URL: the next fetch may draw the pair.
 */
async function genericInstead(c: Context<AppEnv>): Promise<Response> {
  const generic = await homeImage(c);
  return new Response(generic.body, {
    status: 200,
    headers: { "Content-Type": "image/png", "Cache-Control": "no-store", "Server-Timing": "og-cache;desc=draw-limited" },
  });
}

ogRoutes.get("/og/check/:file", async (c) => {
  if (new URL(c.req.url).search) return c.text("This image takes no query parameters.", 400);
  const pair = ogCheckFileSchema.safeParse(c.req.param("file"));
  if (!pair.success) return c.text("No such image.", 404);
  const db = c.var.db();
  const today = isoDateOf(new Date());
  const code = `${pair.data.passport}-${pair.data.destination}`;
  try {
    // What the card says, read on the day (a dated rule may change it); the image is kept under the words, so a new
    // day with the same answer reuses the drawing.
    const version = await loadDataVersion(db);
    const cardKey = `${version}|${code}|${today}`;
    let card = cards.get(cardKey);
    if (!card) {
      // The card names no amount, and is kept for every visitor alike: priced in USD only.
      const check = await loadVisaCheck(db, { ...pair.data, visaType: "tourist", today, currency: "USD" as CurrencyCode });
      // Title and pill read as the one line checkLineOf gives: "India → Thailand:" then "Visa free, 60 days".
      card = { title: `${checkPairOf(check)}:`, answer: checkAnswerOf(check), free: !check.card.visaRequired };
      cards.set(cardKey, card);
    }
    const key = `check|${code}|${version}|${card.title}|${card.answer}|${card.free ? "free" : "visa"}`;
    return await pngAnswer(
      c,
      key,
      CHECK_IMAGE_MAX_AGE_SECONDS,
      async () =>
        ogCardSvg({ kicker: "Visa check", title: card.title, subtitle: "" }, hostOf(c.var.config.site.url), { text: card.answer, free: card.free }),
      async () => ((await mayDrawNow(c)) ? null : genericInstead(c)),
    );
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
  return pngAnswer(c, pageImageKey(page.data, site), PAGE_IMAGE_MAX_AGE_SECONDS, async () => ogCardSvg(OG_PAGES[page.data], hostOf(site)));
});
