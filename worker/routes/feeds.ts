/**
 * @module The Atom feeds of requirement changes: `/changes.xml` (every passport) and `/changes/{code}.xml` (one
 * passport, ISO 3166-1 alpha-2, any case), each the newest 100 changes (worker/feeds/changes-feed.ts). An unknown
 * or malformed code answers 404 with a plain-text reason. A built feed is kept in the isolate's page cache (as pages
 * are, worker/ssr/page-cache.ts): it changes only with a seed, and readers poll.
 */
import { Hono, type Context } from "hono";
import { parseCountryCode } from "../../shared/units/country-code";
import { isoDateOf } from "../../shared/units/iso-date";
import { listRequirementVersions } from "../db/queries/versions";
import type { AppEnv } from "../env";
import { changesAtom, FEED_ENTRIES } from "../feeds/changes-feed";
import { loadChangesList } from "../services/changes";
import { InvalidFilterError } from "../services/errors";
import { cachedAnswer } from "../ssr/cached-answer";
import { keptPage, newNonceToken } from "../ssr/page-cache";

/** The history's own credit, beside the current version's. */
const HISTORY_CREDIT =
  "Requirement history: ilyankou/passport-index-dataset (Dec 2021 – Jan 2025) and imorte/passport-index-data (Feb 2026), MIT licence, from passportindex.org.";

const ATOM_HEADERS: Array<[string, string]> = [
  ["Content-Type", "application/atom+xml; charset=utf-8"],
  ["Cache-Control", "public, max-age=3600"],
];

export const feedRoutes = new Hono<AppEnv>();

async function feedResponse(c: Context<AppEnv>, passportCode: string | null) {
  const config = c.var.config;
  const origin = config.site.url.replace(/\/+$/, "");
  const passport = passportCode === null ? undefined : parseCountryCode(passportCode);
  if (passport === null) return c.text("Not a country code: use two letters, as in /changes/IN.xml.", 404);
  // The feed depends on the passport and nothing else of the request (the query string keys it too, as for pages).
  const url = new URL(c.req.url);
  // The announced and dated entries depend on the day (a rule ends by itself), so the day keys the feed too.
  const today = isoDateOf(new Date());
  const key = `feed\n${passport ?? "all"}\n${today}\n${url.search}`;
  return cachedAnswer(c, key, async () => {
    const db = c.var.db();
    try {
      const started = performance.now();
      const [list, versions] = await Promise.all([loadChangesList(db, { passport, page: 1 }, today), listRequirementVersions(db)]);
      const loaded = performance.now();
      const current = versions.find((v) => v.isCurrent);
      const xml = changesAtom(list.rows.slice(0, FEED_ENTRIES), {
        origin,
        passport: list.summary?.passport ?? null,
        updatedOn: list.latestSnapshotOn,
        attribution: [current?.attribution, HISTORY_CREDIT].filter(Boolean).join(" "),
        dated: list.dated,
      });
      // D1 reads and the feed's build, in ms, as the pages report theirs (npm run bench reads them).
      const timing = `load;dur=${(loaded - started).toFixed(2)}, render;dur=${(performance.now() - loaded).toFixed(2)}`;
      // Kept whole: a feed has no nonce, so the stand-in token never occurs and the body is one part.
      return { page: await keptPage(200, ATOM_HEADERS, xml, newNonceToken()), timing };
    } catch (error) {
      if (error instanceof InvalidFilterError) return c.text(`${error.message}`, 404);
      throw error;
    }
  });
}

feedRoutes.get("/changes.xml", (c) => feedResponse(c, null));
feedRoutes.get("/changes/:file{[A-Za-z0-9]{1,8}\\.xml}", (c) => feedResponse(c, c.req.param("file").replace(/\.xml$/, "")));
